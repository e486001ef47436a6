"""The player's side of a game review (the review itself is game/ai/review.py): the job
that runs it off the frame (job.py), the screen (scene.py) with its curve (curve.py) and its
costliest decisions in the table's words (words.py), and a decision shown at the replay's table
(mark.py)."""
