"""Learn to play: a guided first game of each game, played at the real table.

A tutorial is data: `levels/<game>/tutorial.toml` holds the game's seeded setup, the steps (a
sentence in each language, the parts of the table to light, the action expected) and the
opponent's scripted moves. `script.py` reads and checks it, `lesson.py` follows a game through
its steps, `session.py` is the game session that plays it (the expected moves only, the
opponent's script, Back and Skip). The coach that shows it lives with the tables
(game/ui/tables/coach.py); `python -m game.tools.tutorial_search` finds a seed for a lesson.
"""

from game.tutorial.script import LANGUAGES, Step, Tutorial, TutorialError, load

__all__ = ["LANGUAGES", "Step", "Tutorial", "TutorialError", "load"]
