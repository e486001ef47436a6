"""Arigatō's rollout policy: a sensible, fast game for every seat of a playout (send offered
artisans to the palace, prepare the best affordable offering, trade a surplus pair for a missing
item, end the day; at dawn the best assignment), and where a playout stops (a mixin of
`ArigatoHeuristics`)."""

from __future__ import annotations

from game.ai.arigato.tonight import keep_value, offering_delta
from game.ai.arigato.village import breaks_objective, completion_chance, missing, needs
from game.core.arigato.actions import (AssignRoles, ChooseBonusItems, DiscardItem, EmptyWorkshop,
                                       EndDay, PrepareOffering, Trade, UseEffect)
from game.core.arigato.phases import (day_trades, emptiable_slots, preparable_slots,
                                      resident_slots, slot_action)
from game.core.arigato.state import DAWN, DAY
from game.core.engine import Action, State
from game.core.rng import Rng


class ArigatoRollout:
    # --- rollouts ----------------------------------------------------------------------------------
    def horizon(self, state: State):
        return state.day

    def rollout_over(self, state: State, marker, steps: int) -> bool:
        # one round beyond the one being decided, then evaluate
        return state.day > marker + 1 or steps > 400

    def rollout_action(self, state: State, seat: int, legal: list[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, UseEffect):
            return first if first.use else legal[1]
        if isinstance(first, ChooseBonusItems):
            return self._bonus(state, seat, legal)
        if isinstance(first, DiscardItem):
            return self._discard(state, seat, legal)
        if state.phase == DAWN:
            return self._dawn(state, seat, legal, rng)
        return self._day(state, seat, legal)

    def rollout_unlisted(self, state: State, seat: int) -> Action | None:
        """The dawn's and the day's move of `rollout_action`, worked out from the rules' parts
        (the slots a resident may take, the offerings that may be prepared...) without listing
        every legal action: a dawn lists up to 120 assignments for the one kept. The same move
        (tests/ai/test_rollout_unlisted.py); this policy draws nothing. None elsewhere."""
        v = state.villages[seat]
        if v.pending or v.done or state.phase not in (DAWN, DAY):
            return None
        if state.phase == DAWN:
            empties = [slot_action(EmptyWorkshop, seat, s) for s in emptiable_slots(v)]
            placed = any(resident_slots(state, v, r) for r in v.hand)   # an assignment listed
            return self._dawn_choice(state, v, empties,
                                     (lambda: AssignRoles(seat, *self.best_roles(state, seat)))
                                     if placed else None)
        # the day empties only a workshop whose artisan carries an offering (`_day_choice`)
        offered = v.offerings
        empties = [slot_action(EmptyWorkshop, seat, s) for s in emptiable_slots(v) if offered[s]] \
            if True in offered else []
        prepares = [slot_action(PrepareOffering, seat, s) for s in preparable_slots(state, v)]
        return self._day_choice(state, v, empties, prepares, lambda: day_trades(state, seat),
                                slot_action(EndDay, seat, -1))

    def _dawn(self, state, seat, legal, rng) -> Action:
        v = state.villages[seat]
        assigns = []
        empties = []
        for a in legal:     # one pass: a dawn lists up to 120 moves
            if isinstance(a, AssignRoles):
                assigns.append(a)
            elif isinstance(a, EmptyWorkshop):
                empties.append(a)
        return self._dawn_choice(state, v, empties,
                                 (lambda: self._listed_roles(state, seat, assigns)) if assigns else None)

    def _listed_roles(self, state, seat, assigns) -> Action:
        """The listed action of `best_roles` (found by its fields, not by an equality call per
        listed action)."""
        best = self.best_roles(state, seat)
        if best is not None:
            resident, slot, travelers = best
            for a in assigns:
                if a.resident == resident and a.slot == slot and a.travelers == travelers \
                        and a.seat == seat:
                    return a
        return assigns[0]

    def _dawn_choice(self, state, v, empties, assign) -> Action:
        """An offered artisan to the palace gate, else the best assignment (`assign()`, None
        when no resident has a workshop), else the artisan least likely to be completed out."""
        free = sum(1 for c in v.workshops if c == 0)
        for a in empties:
            # an offered artisan is free points at the palace gate, unless it is worth more in
            # the village at tonight's dusk (and a workshop stays free for the resident)
            if v.offerings[a.slot] and (free < 2 or state.final_round
                                         or keep_value(state, v, a.slot) <= 0):
                return a
        if assign is None:
            # every workshop is full: clear the artisan least likely to be completed
            cards = state.content.cards
            return min(empties, key=lambda a: (cards[v.workshops[a.slot]].favor
                                               * (0.3 + completion_chance(
                                                   missing(cards[v.workshops[a.slot]].cost,
                                                           v.items), 2, True)), a.slot))
        return assign()

    def _day(self, state, seat, legal) -> Action:
        v = state.villages[seat]
        empties = []
        prepares = []
        trades = []
        end = None
        for a in legal:
            if isinstance(a, EmptyWorkshop):
                empties.append(a)
            elif isinstance(a, PrepareOffering):
                prepares.append(a)
            elif isinstance(a, Trade):
                trades.append(a)
            elif isinstance(a, EndDay):
                end = a
        return self._day_choice(state, v, empties, prepares, lambda: trades,
                                end if end is not None else legal[0])

    def _day_choice(self, state, v, empties, prepares, trades, end) -> Action:
        """Send offered artisans to the palace unless tonight's dusk pays more for them in the
        village; prepare the offering worth most (not one that costs tonight's objective more
        than a day's wait); trade towards tonight's objective, then towards a resident
        (`trades()`, asked only then); end."""
        final = state.final_round
        for a in empties:
            if v.offerings[a.slot] and (final or keep_value(state, v, a.slot) <= 0):
                return a
        if prepares:
            best_value, best = 0.0, None
            for a in prepares:
                value = self._prepare_value(state, v, a.slot, final)
                if value > best_value:
                    best_value, best = value, a
            if best is not None:
                return best
        listed = trades()
        if listed:
            trade = self._objective_trade(state, v, listed) or self._useful_trade(state, v, listed)
            if trade is not None:
                return trade
        return end

    @staticmethod
    def _prepare_value(state, v, slot: int, final: bool) -> float:
        """An offering now: its artisan's favor (all of it in the final round, when waiting is
        no option; else a share: tomorrow would do, the items kept) and what it changes tonight."""
        favor = state.content.cards[v.workshops[slot]].favor
        return (1.0 if final else 0.3) * favor + offering_delta(state, v, slot)

    @staticmethod
    def _objective_trade(state, v, trades) -> Action | None:
        """A trade that meets tonight's items objective, unmet so far and one trade away:
        a new kind of item (a pair given from three or more), or one more of the most held."""
        objective = state.objectives.get(state.day)
        if objective is None:
            return None
        what = objective.what
        items = v.items
        names = state.content.items
        if what == "different_items":
            if sum(1 for n in items if n > 0) + 1 != objective.count:
                return None
            for t in trades:
                if items[names.index(t.take)] == 0 and items[names.index(t.give)] >= 3:
                    return t
        elif what == "identical_items":
            most = max(items)
            if most + 1 != objective.count:
                return None
            for t in trades:
                take = names.index(t.take)
                if items[take] == most and (items[names.index(t.give)] > 2 or most > 2):
                    return t
        return None

    def _useful_trade(self, state, v, trades) -> Action | None:
        """Trade a surplus pair for an item that brings the best waiting resident closer."""
        cards = state.content.cards
        names = state.content.items
        need = None
        waiting = sorted(((cards[c].favor, s) for s, c in enumerate(v.workshops)
                          if c > 0 and not v.offerings[s]), reverse=True)
        for _, s in waiting:
            cost = cards[v.workshops[s]].cost
            # the kinds it lacks, in the order its cost first names them
            lacking = [i for i in dict.fromkeys(cost) if v.items[i] < cost.count(i)]
            if not lacking:
                continue
            if need is None:
                need = needs(state, v)
            for t in trades:
                give, take = names.index(t.give), names.index(t.take)
                if take in lacking and v.items[give] - 2 >= need[give] \
                        and not breaks_objective(state, v, give, take):
                    return t
        return None

    def _bonus(self, state, seat, legal) -> Action:
        v = state.villages[seat]
        need = needs(state, v)
        names = state.content.items
        short = []
        for i, n in sorted(need.items(), key=lambda kv: -kv[1]):
            short += [i] * max(0, n - v.items[i])
        pick = sorted(names[i] for i in (short + [0, 0])[:2])
        for a in legal:
            if sorted(a.items) == pick:
                return a
        return legal[0]

    def _discard(self, state, seat, legal) -> Action:
        v = state.villages[seat]
        need = needs(state, v)
        names = state.content.items
        return max(legal, key=lambda a: (v.items[names.index(a.item)] - need[names.index(a.item)],
                                         a.item))
