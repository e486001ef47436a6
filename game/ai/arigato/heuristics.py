"""Arigatō knowledge for the generic agents: an evaluation in points and a fast rollout policy.

The evaluation estimates what a village will have scored at the end of the game:

- what is already won (favor tokens, the palace gate's cards);
- objective tokens through the END OF THE GAME table, counting today's objective when it is
  already met and each later objective day as a coin toss (the table is convex: 5 tokens are
  worth 15, 10 are worth 55, so a steady objective-taker is valued as such);
- artisans in the workshops: with an offering token almost their full favor (they still have
  to be sent to the palace gate, "the artisans in your workshops ... do not score points");
  without one, their favor times a chance that shrinks with the items still missing and the
  rounds left to gather them;
- items: worth most when a resident needs them, a little otherwise, nothing beyond the 7 kept
  at dusk.

The rollout policy plays a sensible, fast game: send offered artisans to the palace, prepare
the best affordable offering, trade a surplus pair for a missing item, end the day; at dawn
keep the resident it can best complete and the craftsmen that feed it (rollout.py). The dawn's
assignments are valued in dawn.py, and what a village needs in village.py.
"""

from __future__ import annotations

from collections import Counter

from game.ai.arigato.dawn import DawnValues
from game.ai.arigato.rollout import ArigatoRollout
from game.ai.arigato.tonight import ITEM_OBJECTIVES, OBJECTIVE_CHANCE, dusk_points, interp
from game.ai.arigato.village import (ASSIGN_CANDIDATES, DAY_SHARE, MINOR_SHARE, NEEDED_ITEM,
                                     OFFERED, SPARE_ITEM, TONIGHT_DAWN, TONIGHT_DAY, WAITING,
                                     trade_helps, completion_chance, missing, needs,
                                     rounds_for_items)
from game.ai.heuristics import Heuristics
from game.core.arigato.actions import AssignRoles, EmptyWorkshop, EndDay, Trade, UseEffect
from game.core.arigato.events import (DayBegan, FavorBonusReached, ObjectiveGained,
                                      OfferingPrepared, WorkshopEmptied)
from game.core.arigato.objectives import met
from game.core.arigato.state import DAWN, DAY, DUSK, OVER
from game.core.engine import Action, State


class ArigatoHeuristics(DawnValues, ArigatoRollout, Heuristics):
    scale = 8.0
    review_worlds = 16
    points = "favor"     # Arigatō is scored in favor (rulebook, "END OF THE GAME")

    # --- evaluation -----------------------------------------------------------------------------
    def evaluate(self, state: State, seat: int) -> float:
        if state.phase == OVER:
            return float(state.scores()[seat].total)
        content = state.content
        cards = content.cards
        v = state.villages[seat]
        value = float(v.favor + sum(cards[c].favor for c in v.gate))

        # objective tokens: today's counted when already met, the days to come as coin tosses
        tokens = float(v.objectives)
        future = sum(1 for d in state.objectives if d > state.day)
        today = state.objectives.get(state.day)
        before_dusk_b = state.phase != DUSK or v.dusk_step < 2
        if today is not None and before_dusk_b:
            if met(state, v, today):
                tokens += 0.9
            else:
                future += 0.4
        value += interp(content.objective_table, tokens + OBJECTIVE_CHANCE * future)
        # DUSK A tonight: the dusk-icon artisans' gains with the village as it stands (an
        # offering kept in the village for them is worth its favor and theirs)
        if state.phase != DUSK or v.dusk_step == 0:
            value += (TONIGHT_DAY if state.phase != DAWN else TONIGHT_DAWN) \
                * dusk_points(state, v)

        # artisans and items
        items = list(v.items)
        for c in v.craftsmen:  # committed at dawn, paid out at the start of the day
            if c > 0:
                items[cards[c].item] += 1
        rounds = rounds_for_items(state, v)
        day_left = state.phase in (DAWN, DAY)
        # the final round: an offering still in a workshop when the day is over scores nothing
        # ("the artisans in your workshops ... do not score points")
        lost = state.final_round and (state.phase == DUSK or (state.phase == DAY and v.done))
        need: Counter = Counter()
        for s, c in enumerate(v.workshops):
            if c <= 0:
                continue
            if v.offerings[s]:
                value += 0.0 if lost else OFFERED * cards[c].favor
                continue
            cost = cards[c].cost
            value += WAITING * cards[c].favor * completion_chance(missing(cost, items), rounds,
                                                               day_left)
            for i in cost:      # need.update(cost), without Counter.update's checks
                need[i] += 1
        kept = 0
        limit = content.counts["item_limit"]
        for i, n in enumerate(items):
            useful = min(n, need[i])
            value += NEEDED_ITEM * useful
            kept += useful
        spare = sum(items) - kept
        value += SPARE_ITEM * max(0, min(spare, limit - kept))
        # favor bonus: the next 10-favor threshold gives 2 items
        step = content.counts["favor_bonus_step"]
        value += 0.1 * (v.favor % step)
        return value

    def solo_target(self, state: State) -> float | None:
        """SOLO MODE: best 4 of the 5 type groups of kept travelers, those passed this round
        included, plus a guess for the rounds still to come."""
        content = state.content
        cards = content.cards
        v = state.villages[0]
        groups = [0] * len(content.types)
        for c in list(v.kept) + list(v.outgoing):
            if c > 0:
                groups[cards[c].type] += cards[c].favor
        target = sum(sorted(groups, reverse=True)[:4])
        rounds_left = content.counts["days"] - state.day - (0 if state.phase == DAWN
                                                             and not v.outgoing else 1)
        return float(target + max(0, rounds_left) * 2 * 4.0 * 0.8)

    # --- decisions without thought, and where thought is spent ----------------------------------
    def obvious(self, view: State, seat: int, legal: list[Action]) -> Action | None:
        # ICONOGRAPHY: "All effects are optional" -- but every effect is a gain.
        for a in legal:
            if isinstance(a, UseEffect) and a.use:
                return a
        if view.phase == DAY:
            # nothing left worth doing today (see `_day_candidates`): end the day
            kept = self._day_candidates(view, seat, legal)
            if len(kept) == 1 and isinstance(kept[0], EndDay):
                return kept[0]
        return None

    def budget_share(self, view: State, seat: int, legal: list[Action]) -> float:
        """Dawn decides a whole day (the resident, what is produced, what is passed on): it gets
        the full budget. A move of the day is one step of a plan the rollouts already play well;
        an item to discard or take as a bonus matters less still."""
        if view.phase == DAWN:
            return 1.0
        if view.phase == DAY and not view.villages[seat].pending:
            return DAY_SHARE
        return MINOR_SHARE

    def paired_root(self, view: State, seat: int, legal: list[Action]) -> bool:
        """Dawn and day: a dozen shortlisted assignments, or a day's few moves, whose values a
        tree cannot tell apart (a dawn's lie within a hundredth of a reward after 1,000
        iterations), while the neighbours' hidden hands and the deck decide most of each
        playout. Measured against normal (game/ai/AI.md, the Arigatō trials): paired at dawn alone gained
        nothing; at dawn and day it did."""
        return view.phase in (DAWN, DAY)

    def candidates(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        if state.phase == DAY:
            return self._day_candidates(state, seat, actions)
        assigns = [a for a in actions if isinstance(a, AssignRoles)]
        if len(assigns) <= ASSIGN_CANDIDATES:
            return actions
        v = state.villages[seat]
        key = (seat, state.day, tuple(v.hand), tuple(v.workshops), tuple(v.offerings),
               tuple(v.items), len(assigns))
        cached = self._shortlists.get(key)
        if cached is None:
            cached = [a for _, a in self.assignments(state, seat, assigns, exhaustive=True)]
            cached = cached[:ASSIGN_CANDIDATES]
            if len(self._shortlists) > 256:
                self._shortlists.clear()
            self._shortlists[key] = cached
        others = [a for a in actions if not isinstance(a, AssignRoles)]
        return others + cached

    def _day_candidates(self, state, seat: int, actions: list[Action]) -> list[Action]:
        """The day's moves worth searching, from the seat's own village: emptying a workshop
        without an offering waits for dawn (nothing at day rewards it, and dawn knows more);
        a trade is kept when it takes an item a waiting resident lacks or brings tonight's
        objective closer."""
        v = state.villages[seat]
        if v.pending:
            return actions
        names = state.content.items
        need = None
        objective = state.objectives.get(state.day)
        item_goal = objective is not None and objective.what in ITEM_OBJECTIVES \
            and not met(state, v, objective)
        kept = []
        for a in actions:
            if isinstance(a, EmptyWorkshop):
                if v.offerings[a.slot]:
                    kept.append(a)
            elif isinstance(a, Trade):
                if need is None:
                    need = needs(state, v)
                take = names.index(a.take)
                if v.items[take] < need[take] or (item_goal and trade_helps(
                        state, v, objective, names.index(a.give), take)):
                    kept.append(a)
            else:
                kept.append(a)
        return kept

    def __init__(self) -> None:
        self._shortlists: dict = {}

    # --- what a hint says ---------------------------------------------------------------------------
    notable_keys = ("objective", "favor_bonus", "offering", "to_gate")

    def notable(self, event, seat: int, marker) -> str | None:
        """DUSK, B: a day's objective met ("objective:7", the day whose objective it is: public,
        so its words can name it); FAVOR: a favor bonus reached ("favor_bonus:20", its
        threshold); an offering prepared, a workshop emptied with its artisan sent to the palace
        gate."""
        if event.seat != seat:
            return None
        if isinstance(event, ObjectiveGained):
            return f"objective:{event.day}"
        if isinstance(event, FavorBonusReached):
            return f"favor_bonus:{event.threshold}"
        if isinstance(event, OfferingPrepared):
            return "offering"
        if isinstance(event, WorkshopEmptied) and event.to_gate:
            return "to_gate"
        return None

    def clock(self, event) -> int | None:
        """The day a `DayBegan` opens (`State.progress` counts days)."""
        return event.day if isinstance(event, DayBegan) else None


HEURISTICS = ArigatoHeuristics()
