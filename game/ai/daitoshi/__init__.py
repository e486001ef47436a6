"""What the generic agents know of Daitoshi, found by `game.ai.heuristics` by game name:

- `values.py`: what a reward is worth in VP, mid-game and at the end;
- `evaluation.py`: a Factory's worth before the end, and the Mayor's final score estimated;
- `rollout.py`: the fast rollout policy;
- `candidates.py`: the moves played at once and the shortlists of wide decisions;
- `heuristics.py`: the object that ties them together for the search.
"""

from game.ai.daitoshi.heuristics import HEURISTICS

__all__ = ["HEURISTICS"]
