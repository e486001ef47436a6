"""The rules of both games: pure Python, no pygame, no pymunk, no I/O beyond reading levels/."""
