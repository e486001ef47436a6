"""The player's files, as versioned JSON in the folders the platform expects (platformdirs):
settings (settings.py), one save per unfinished game (saves.py), the record book (records.py).
Every read goes through files.py (regular files only, any error a bad file, moved aside and
named) and is checked against schema.py; every write is atomic and fsynced.

Nothing here imports pygame: a save is data, read back by replaying its actions through the rules.
"""
