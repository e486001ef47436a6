"""Arigatō and Daitoshi: two board games for the desktop, hot-seat or against AI."""

__version__ = "0.1.0"
TITLE = "Arigatō & Daitoshi"   # the program's name, as its window and its logs show it
