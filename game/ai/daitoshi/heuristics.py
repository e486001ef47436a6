"""Daitoshi knowledge for the generic agents: what a Factory is worth, in VP, before the end.

The score so far (the in-game VP) misses most of a Daitoshi position: the END GAME SCORING
(Pilgrims' tracks times what they count, the river penalty for Conflicts, leftovers) and what
the Factory will still make. The evaluation therefore is

- the in-game VP;
- the end-game scoring as if the game ended now (`end_game.end_scores`): so a Pilgrim step, a
  University, a finished Invention counts at once, as it will at the end; Conflicts counted
  from the Exploitation Record (END OF TURN flips them), with a cost in play while turns remain;
- what is still to come, scaled by the share of the game left: resources, Wealth, Steam and
  Workers beyond what leftovers pay for them, the Government Grant, and each installed
  Invention by the Progress spaces it still has to run.

The search's rollouts stay uniformly random and play to the end of the game: cut after one
round and evaluated, the normal agent won 1 game of 6 against itself with whole rollouts; cut
after four, 3 of 6 (README, "AI strength and speed"). So the evaluation serves the greedy and easy
agents. Its weights moved nothing beyond noise in greedy-against-greedy
matches of 40 games (halving or doubling each one); they stay round numbers.
"""

from __future__ import annotations

from game.ai.heuristics import Heuristics
from game.core.daitoshi import end_game
from game.core.daitoshi.effects import can_progress
from game.core.engine import State

TYPICAL_TURNS = 12      # City/Production turns a player gets in a game (NOTES.md: 11-13)


def turns_left(state, seat: int) -> float:
    """Turns `seat` still plays, counted from the current one: exact once the end is
    triggered, else from the typical length of a game."""
    n = len(state.players)
    if state.last_turn is not None:
        return max(0, (state.last_turn - state.turn) // n + 1)
    return max(1.0, TYPICAL_TURNS - state.turn // n)


class DaitoshiHeuristics(Heuristics):
    scale = 10.0
    resource = 0.6          # VP a resource or a Wealth is worth beyond its leftover half
    steam = 0.5             # VP a Steam is worth while productions remain
    worker = 0.8            # ... a Worker beyond its leftover half
    grant = 3.0             # the Government Grant still held (a free production, or 3 Progress)
    progress_step = 0.8     # VP an Invention's Progress space still ahead is worth
    conflict = 4.0          # VP a Conflict costs in play (dearer buildings, 2 Workers, slower
                            # Progress), beyond the river penalty, while turns remain

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over():
            return float(state.scores()[seat].total)
        p = state.players[seat]
        share = min(1.0, turns_left(state, seat) / TYPICAL_TURNS)
        # END OF TURN flips an Operation tile for any terrain with 2 or more hexes: count the
        # Conflicts the record will make at this turn's end, not only those showing now
        conflicts = sum(1 for n in p.record if n >= 2)
        value = float(p.vp)
        for name, vp in end_game.end_scores(state, seat):
            if name == "river_penalty":
                vp = -end_game.river_penalty(state, seat) * conflicts
            value += vp
        value -= self.conflict * share * conflicts
        if share <= 0:
            return value
        future = self.resource * (sum(p.res) + p.wealth) + self.steam * p.steam \
            + self.worker * p.worker_count() + (self.grant if p.grant else 0.0)
        inventions = state.c.inventions
        for b, f, inv in p.inventions():
            if can_progress(state, seat, b, f):
                ahead = len(inventions[inv].progress) - 1 - p.progress[b][f]
                future += self.progress_step * ahead
        return value + share * future


HEURISTICS = DaitoshiHeuristics()
