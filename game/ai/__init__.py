"""Agents that play any game through the core protocol, seeing only their seat's view.

For the client (call these off the UI thread; they block while thinking):

    from game.ai import make_agent, GuardedAgent
    from game.ai.hint import hint

    agent = GuardedAgent(make_agent("hard"), time_limit=3.0)   # "easy", "normal", "hard", ...
    action = agent.choose(state.view(seat), seat, state.legal_actions(seat), rng,
                          cancel=cancel_event, time_budget=2.0)
    state.apply(action)

- `rng` is the agent's own `Rng` (`seat_rng(game_seed, seat, deal)`), never `state.rng`.
- `cancel` is a `threading.Event` the UI owns: set it (quit, undo) and the search returns at
  once with its best move so far; discard that move. `agent.cancel()` does the same.
- `time_budget` (seconds) caps this move's thinking; each difficulty also has its own cap.
- `GuardedAgent` never raises: an exception, an illegal answer or an overrun past
  `time_limit` (+0.5 s grace) is logged on the `game.ai` logger and a random legal move is
  played instead; `agent.failures` lists what happened.
- `hint(view, seat)` asks the hard agent, then appraises its best few moves: `Hint.action` (the
  best appraised), `Hint.ranking` (the search's), `Hint.gain` (expected VP of margin over the next
  best, None when nothing else was appraised) and `Hint.reasons` (`Reason(kind, key, gain, when,
  n, amount)`: an event the game's `Heuristics.notable` names and the day or turn it happens in,
  a scoring part, the points of one won where they were won (`Heuristics.won`), a part of the
  points the evaluation expects later (`Heuristics.later_parts`: Daitoshi's Steam, resources in
  hand...), the rival's score lowered, or what the seat holds where the playouts stop
  (`Heuristics.held`)), and last the largest part of the points it gives up (kind "cost");
  `account(hint.reasons, hint.gain, most)` picks the `most` that account for the most of the gain
  and the rest they leave unsaid, which each table words (game/i18n/hints.py). `cancel` stops it,
  the search's move then unexplained.
- `appraise(view, seat, candidates)` (appraise.py): each candidate's expected final score, margin
  and score breakdown from that seat's view, in VP; `review_game(spec, players, seed, options,
  actions, seats=..., progress=..., cancel=...)` (review.py) reviews a finished game with it
  (blocking: run it on a thread of its own); what a review holds is in review_data.py.

Difficulties (`DIFFICULTIES` in agents.py): `easy` is greedy with a 25% chance of a random
move (instant); `normal` and `hard` are information-set MCTS (mcts.py) with 150 and 1000
iterations, capped at 0.45 s and 1.8 s. Per-game knowledge (evaluation, rollout policy) plugs in
through heuristics.py, keyed by `state.game_name`.
"""

from game.ai.agents import AGENTS, DIFFICULTIES, LEVELS, Agent, make_agent, seat_rng
from game.ai.guard import GuardedAgent

# hint (hint.py, with the appraisal and the playouts) is not imported here: every import of
# game.ai runs this file, and the client's menu needs only the agents' names (start-up time)

__all__ = ["AGENTS", "DIFFICULTIES", "LEVELS", "Agent", "GuardedAgent", "make_agent", "seat_rng"]
