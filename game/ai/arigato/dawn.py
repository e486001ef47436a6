"""Arigatō's dawn as the AI values it: for each resident and workshop a hand allows, the craftsmen
that serve the village best and the travelers passed on, each assignment valued in points with
tonight's dusk and objective and tomorrow's (a mixin of `ArigatoHeuristics`: its shortlist of
dawn assignments and the rollout policy's dawn)."""

from __future__ import annotations

from itertools import combinations

from game.ai.arigato.tonight import ITEM_OBJECTIVES, Outlook, gain_points
from game.ai.arigato.village import (NEEDED_ITEM, SPARE_ITEM, TOMORROW, completion_chance,
                                     rounds_for_items)
from game.core.arigato.actions import AssignRoles
from game.core.arigato.phases import resident_slots, travelers_needed


# the artisans' conditions that this round's roles trigger (the travelers, resident, craftsmen)
ROUND_KINDS = frozenset({"traveler_is", "travelers_same", "resident_is", "craftsman_is",
                         "craftsmen_same"})


class DawnValues:
    def assignments(self, state, seat: int, assigns: list[AssignRoles], exhaustive=False):
        """For each legal (resident, workshop), the craftsmen that serve the village best and
        the rest as travelers: [(score, action)], best first. Uses the seat's own cards only."""
        legal = {(a.seat, a.resident, a.slot, a.travelers) for a in assigns}   # their equality
        out = [(value - 0.01 * slot, AssignRoles(seat, r, slot, travelers))
               for value, r, slots, travelers
               in self._assignment_values(state, seat, len(assigns[0].travelers), exhaustive)
               for slot in slots if (seat, r, slot, travelers) in legal]
        out.sort(key=lambda t: (-t[0], t[1].text()))
        return out

    def _assignment_values(self, state, seat: int, n_trav: int, exhaustive: bool):
        """(value, resident, slots, travelers) for each resident, with the workshops the rules
        allow it (`resident_slots`), `n_trav` travelers and its craftsmen (every choice of them
        when `exhaustive` or solo; else picked greedily); each slot's assignment is worth
        `value - 0.01 * slot`. The travelers are the rest in hand order, as the game lists
        them. Roles, not actions: most are only compared, and the caller makes the few it
        keeps."""
        cards = state.content.cards
        v = state.villages[seat]
        hand = sorted(v.hand)
        n_craft = len(hand) - 1 - n_trav
        base_need = [0] * 5
        for s, c in enumerate(v.workshops):
            if c > 0 and not v.offerings[s]:
                for i in cards[c].cost:
                    base_need[i] += 1
        today = state.objectives.get(state.day)
        items_goal = today is not None and today.what in ITEM_OBJECTIVES
        tomorrow = state.objectives.get(state.day + 1)
        # tomorrow's items are not known yet: only an objective about cards is looked at
        tomorrow_items = tomorrow is None or tomorrow.what in ITEM_OBJECTIVES
        nights = 1.0 + 0.5 * min(2, max(0, state.content.counts["days"] - state.day))
        # what every resident shares is worked out once: the village's part of tonight's dusk
        # and objective (`Outlook`), the artisans waiting for items, the face-up ones whose
        # condition this round's roles may trigger (in slot order: the sums add up alike)
        look = Outlook(state, v)
        dawn = _Dawn(state, v, look, items_goal)
        greedy = not exhaustive and state.num_seats > 1
        if greedy:
            # the greedy craftsman is the one whose item is most wanted, among equals the higher
            # favor (keeping it from the travelers), then the lower id: the first of the most
            # wanted in this order
            ranked = sorted(hand, key=lambda c: (-cards[c].favor, c))
            item_of = {c: cards[c].item for c in hand}
        for r in hand:
            slots = resident_slots(state, v, r)   # as the rules list them (phases._dawn_actions)
            if not slots:
                continue
            need = base_need[:]
            for i in cards[r].cost:
                need[i] += 1
            if greedy:
                have = v.items[:]
                chosen = []
                pool = ranked[:]
                pool.remove(r)
                for _ in range(n_craft):
                    best = pool[0]
                    i = item_of[best]
                    most = need[i] - have[i]
                    for c in pool:
                        i = item_of[c]
                        if need[i] - have[i] > most:
                            best, most = c, need[i] - have[i]
                    chosen.append(best)
                    have[item_of[best]] += 1
                    pool.remove(best)
                options = [(chosen, tuple(sorted(pool)))]   # the travelers in hand order
            else:
                rest = hand[:]
                rest.remove(r)
                options = [(list(chosen), tuple([c for c in rest if c not in chosen]))
                           for chosen in combinations(rest, n_craft)]
            # tonight's dusk with the resident in the village (its own dusk icon included, worth
            # more while nights are left), tonight's objective (with the craftsmen's items, when
            # it counts items), and tomorrow's objective on the cards that stay
            outlook = nights * look.dusk(r)
            if not tomorrow_items:
                outlook += TOMORROW * look.objective(state.day + 1, r)
            if not items_goal:
                outlook += look.objective(state.day, r)
            for chosen, travelers in options:
                yield outlook + dawn.value(r, chosen, travelers, need), r, slots, travelers

    def best_roles(self, state, seat: int) -> tuple[int, int, tuple] | None:
        """The rollout's dawn: `assignments`' first choice as (resident, slot, travelers),
        without listing or ranking them all (no sort, no action made for each; ties go to the
        lower slot, then resident); None when no resident has a workshop."""
        best = None
        best_value = best_r = None
        n_trav = travelers_needed(state, len(state.villages[seat].hand))
        for value, r, slots, travelers in self._assignment_values(state, seat, n_trav,
                                                                  exhaustive=False):
            for slot in slots:
                worth = value - 0.01 * slot
                if best is None or worth > best_value or (worth == best_value and r < best_r):
                    best_value, best_r, best = worth, r, (r, slot, travelers)
        return best

class _Dawn:
    """One village's dawn, as every assignment of its hand is valued: what they share, found
    once (the completion chances by items lacking, the waiting residents' costs by kind, the
    artisans whose condition this round's roles may trigger, with one use's worth)."""

    __slots__ = ("state", "v", "cards", "look", "items_goal", "chance", "waiting", "watching",
                 "giving")

    def __init__(self, state, v, look: Outlook, items_goal: bool) -> None:
        cards = self.cards = state.content.cards
        self.state, self.v, self.look, self.items_goal = state, v, look, items_goal
        rounds = max(0, rounds_for_items(state, v) - 1)
        self.chance = _chances(rounds)
        self.waiting = [(0.5 * cards[c].favor, _by_kind(cards[c].cost))
                        for s, c in enumerate(v.workshops) if c > 0 and not v.offerings[s]]
        self.watching = [(gain_points(state, v, c, 1), cards[c].when)
                         for s, c in enumerate(v.workshops)
                         if c > 0 and v.face_up[s] and cards[c].when.kind in ROUND_KINDS]
        self.giving = 0.9 if state.num_seats == 1 else 0.08   # solo: the target grows

    def value(self, resident, craftsmen, travelers, need) -> float:
        """The assignment's own value, beyond the resident's outlook: the craftsmen's items, the
        residents' chances of completion with them, this round's conditions, tonight's items
        objective with the craftsmen's items, less the favor passed on."""
        cards = self.cards
        items = list(self.v.items)
        score = 0.0
        for c in craftsmen:
            i = cards[c].item
            score += NEEDED_ITEM if items[i] < need[i] else SPARE_ITEM
            items[i] += 1
        chance = self.chance
        card = cards[resident]
        score += card.favor * chance[_lacking(_by_kind(card.cost), items)]
        for half_favor, cost in self.waiting:
            score += half_favor * chance[_lacking(cost, items)]
        # this round's conditions: what the travelers, resident and craftsmen trigger
        watching = self.watching
        if card.when.kind in ROUND_KINDS:
            watching = watching + [(gain_points(self.state, self.v, resident, 1), card.when)]
        if watching:   # most villages have none
            t_types = [cards[c].type for c in travelers]
            c_types = [cards[c].type for c in craftsmen]
            for one, when in watching:
                kind = when.kind
                if kind == "traveler_is":
                    times = min(2, t_types.count(when.type))
                elif kind == "travelers_same":
                    times = int(len(t_types) == 2 and t_types[0] == t_types[1])
                elif kind == "resident_is":
                    times = int(card.type == when.type)
                elif kind == "craftsman_is":
                    times = min(2, c_types.count(when.type))
                else:  # craftsmen_same
                    times = int(len(c_types) >= 2 and len(set(c_types)) < len(c_types))
                if times:
                    score += times * one
        if self.items_goal:  # tonight's objective counts items: the craftsmen's included
            score += self.look.objective(self.state.day, resident, items)
        give = 0
        for c in travelers:
            give += cards[c].favor
        score -= self.giving * give
        return score


_BY_KIND: dict = {}
_CHANCES: dict = {}


def _chances(rounds: int) -> list[float]:
    """`completion_chance(lacking, rounds, True)` for each count a cost may lack (at most its
    five items), worked out once per count of rounds."""
    found = _CHANCES.get(rounds)
    if found is None:
        found = _CHANCES[rounds] = [completion_chance(n, rounds, True) for n in range(6)]
    return found


def _by_kind(cost) -> tuple:
    """A cost as (item, how many) pairs (worked out once per cost: costs are few)."""
    found = _BY_KIND.get(cost)
    if found is None:
        found = _BY_KIND[cost] = tuple((i, cost.count(i)) for i in set(cost))
    return found


def _lacking(by_kind, items) -> int:
    """`village.missing`: the items of a cost (by kind) that `items` lacks."""
    lacking = 0
    for i, n in by_kind:
        if n > items[i]:
            lacking += n - items[i]
    return lacking
