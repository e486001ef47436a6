"""The client: a stack of scenes drawn by pygame-ce (see scene.py and app.py).

Scenes: `scenes/` (menu, setup, hand-off, pause, results, rules, settings) and `tables/` (one
table per game, plus `ProtocolTable`, which plays any game on the core protocol).
"""
