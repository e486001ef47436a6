"""Arigatō knowledge for the generic agents: an evaluation in points and a fast rollout policy.

The evaluation (evaluation.py) estimates what a village will have scored at the end of the
game: the favor banked, and beyond it objective tokens to come, tonight's dusk, the artisans in
the workshops (with an offering token or waiting for one) and the items in the supply, parts
a hint names (`later_parts`).

The rollout policy plays a sensible, fast game: send offered artisans to the palace, prepare
the best affordable offering, trade a surplus pair for a missing item, end the day; at dawn
keep the resident it can best complete and the craftsmen that feed it (rollout.py). The dawn's
assignments are valued in dawn.py, and what a village needs in village.py.
"""

from __future__ import annotations

from game.ai.arigato import evaluation
from game.ai.arigato.dawn import DawnValues
from game.ai.arigato.rollout import ArigatoRollout
from game.ai.arigato.tonight import ITEM_OBJECTIVES
from game.ai.arigato.village import (ASSIGN_CANDIDATES, DAY_SHARE, MINOR_SHARE, trade_helps,
                                     needs)
from game.ai.heuristics import Heuristics
from game.core.arigato.actions import AssignRoles, EmptyWorkshop, EndDay, Trade, UseEffect
from game.core.arigato.events import (DayBegan, FavorBonusReached, ObjectiveGained,
                                      OfferingPrepared, WorkshopEmptied)
from game.core.arigato.objectives import met
from game.core.arigato.state import DAWN, DAY
from game.core.engine import Action, State


class ArigatoHeuristics(DawnValues, ArigatoRollout, Heuristics):
    scale = 8.0
    review_worlds = 16
    points = "favor"     # Arigatō is scored in favor (rulebook, "END OF THE GAME")

    # --- evaluation (evaluation.py) ------------------------------------------------------------
    def evaluate(self, state: State, seat: int) -> float:
        return evaluation.evaluate(state, seat)

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

    #: the parts of the evaluation's favor beyond the favor banked (evaluation.later_parts): the
    #: objective tokens to come (END OF THE GAME's table), tonight's DUSK A, the artisans with an
    #: offering token and those waiting for one, the items in the personal supply, the way to the
    #: next FAVOR BONUS; what a hint and a review's "Why" say the later favor is made of
    later_keys = evaluation.LATER_KEYS
    #: 2 favor, not 1: of 184 hint-like comparisons in six games of greedy against greedy, a
    #: part 1 favor or more apart was again in the better move's favour on 8 fresh worlds 78% of
    #: the time (43 of 55), one 2 favor or more apart 96% (24 of 25) (game/ai/AI.md, "Game review")
    later_least = 2.0

    def later_parts(self, state: State, seat: int) -> tuple[tuple[str, float], ...]:
        return evaluation.later_parts(state, seat)

    def held(self, state: State, seat: int) -> tuple[tuple[str, float], ...]:
        """The items in the personal supply where a playout stops: the units a hint names beside
        the "items" part's worth (no reason of their own: `held_keys` is empty)."""
        return (("items", evaluation.items_held(state, seat)),)

    def clock(self, event) -> int | None:
        """The day a `DayBegan` opens (`State.progress` counts days)."""
        return event.day if isinstance(event, DayBegan) else None


HEURISTICS = ArigatoHeuristics()
