"""Settings and saved games, as versioned JSON in the folders the platform expects (platformdirs).

Nothing here imports pygame: a save is data, read back by replaying its actions through the rules.
"""
