"""Arigatō's dawn as the AI values it: for each resident and workshop a hand allows, the craftsmen
that serve the village best and the travelers passed on, each assignment valued in points with
tonight's dusk and objective and tomorrow's (a mixin of `ArigatoHeuristics`: its shortlist of
dawn assignments and the rollout policy's dawn)."""

from __future__ import annotations

from itertools import combinations

from game.ai.arigato.tonight import ITEM_OBJECTIVES, dusk_points, gain_points, objective_points
from game.ai.arigato.village import (NEEDED_ITEM, SPARE_ITEM, TOMORROW, completion_chance, missing,
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
        out = [(value, AssignRoles(seat, r, slot, travelers)) for value, r, slot, travelers
               in self._assignment_values(state, seat, len(assigns[0].travelers), exhaustive)
               if (seat, r, slot, travelers) in legal]
        out.sort(key=lambda t: (-t[0], t[1].text()))
        return out

    def _assignment_values(self, state, seat: int, n_trav: int, exhaustive: bool):
        """(value, resident, slot, travelers) for each resident and workshop the rules allow
        (`resident_slots`), with `n_trav` travelers and its craftsmen (every choice of them when
        `exhaustive` or solo; else picked greedily).
        The travelers are the rest in hand order, as the game lists them. Roles, not actions:
        most are only compared, and the caller makes the few it keeps."""
        cards = state.content.cards
        v = state.villages[seat]
        hand = sorted(v.hand)
        n_craft = len(hand) - 1 - n_trav
        base_need = [0] * 5
        for s, c in enumerate(v.workshops):
            if c > 0 and not v.offerings[s]:
                for i in cards[c].cost:
                    base_need[i] += 1
        rounds = max(0, rounds_for_items(state, v) - 1)
        today = state.objectives.get(state.day)
        items_goal = today is not None and today.what in ITEM_OBJECTIVES
        tomorrow = state.objectives.get(state.day + 1)
        # tomorrow's items are not known yet: only an objective about cards is looked at
        tomorrow_items = tomorrow is None or tomorrow.what in ITEM_OBJECTIVES
        nights = 1.0 + 0.5 * min(2, max(0, state.content.counts["days"] - state.day))
        # the same for every resident: the artisans waiting for items, and the face-up ones whose
        # condition this round's roles may trigger (in slot order: the sums add up alike)
        waiting = [(cards[c].favor, cards[c].cost) for s, c in enumerate(v.workshops)
                   if c > 0 and not v.offerings[s]]
        watching = [(c, cards[c].when) for s, c in enumerate(v.workshops)
                    if c > 0 and v.face_up[s] and cards[c].when.kind in ROUND_KINDS]
        for r in hand:
            slots = resident_slots(state, v, r)   # as the rules list them (phases._dawn_actions)
            if not slots:
                continue
            rest = [c for c in hand if c != r]
            need = list(base_need)
            for i in cards[r].cost:
                need[i] += 1
            if exhaustive or state.num_seats == 1:
                options = [list(chosen) for chosen in combinations(rest, n_craft)]
            else:
                have = list(v.items)
                chosen = []
                pool = list(rest)
                for _ in range(n_craft):  # greedily the craftsman whose item is most wanted;
                    # among equals the higher favor, keeping it from the travelers (the first
                    # of the highest key, as max() takes it, without a call per card)
                    best = None
                    best_key = None
                    for c in pool:
                        card = cards[c]
                        key = (need[card.item] - have[card.item], card.favor, -c)
                        if best_key is None or key > best_key:
                            best, best_key = c, key
                    chosen.append(best)
                    have[cards[best].item] += 1
                    pool.remove(best)
                options = [chosen]
            # tonight's dusk with the resident in the village (its own dusk icon included, worth
            # more while nights are left), tonight's objective (with the craftsmen's items, when
            # it counts items), and tomorrow's objective on the cards that stay
            outlook = nights * dusk_points(state, v, r)
            if not tomorrow_items:
                outlook += TOMORROW * objective_points(state, v, state.day + 1, r)
            if not items_goal:
                outlook += objective_points(state, v, state.day, r)
            for chosen in options:
                travelers = tuple(c for c in rest if c not in chosen)
                value = outlook + self._assign_value(state, v, r, chosen, travelers, rounds, need,
                                                     items_goal, waiting, watching)
                for slot in slots:
                    yield value - 0.01 * slot, r, slot, travelers

    def best_roles(self, state, seat: int) -> tuple[int, int, tuple] | None:
        """The rollout's dawn: `assignments`' first choice as (resident, slot, travelers),
        without listing or ranking them all (no sort, no action made for each; ties go to the
        lower slot, then resident); None when no resident has a workshop."""
        best = None
        best_key = None
        n_trav = travelers_needed(state, len(state.villages[seat].hand))
        for value, r, slot, travelers in self._assignment_values(state, seat, n_trav,
                                                                 exhaustive=False):
            key = (value, -r)
            if best_key is None or key > best_key:
                best_key, best = key, (r, slot, travelers)
        return best

    def _assign_value(self, state, v, resident, craftsmen, travelers, rounds, need,
                      items_goal: bool, waiting: list, watching: list) -> float:
        cards = state.content.cards
        items = list(v.items)
        score = 0.0
        for c in craftsmen:
            i = cards[c].item
            score += NEEDED_ITEM if items[i] < need[i] else SPARE_ITEM
            items[i] += 1
        score += cards[resident].favor * completion_chance(
            missing(cards[resident].cost, items), rounds, True)
        for favor, cost in waiting:
            score += 0.5 * favor * completion_chance(missing(cost, items), rounds, True)
        # this round's conditions: what the travelers, resident and craftsmen trigger
        t_types = [cards[c].type for c in travelers]
        c_types = [cards[c].type for c in craftsmen]
        r_type = cards[resident].type
        resident_when = cards[resident].when
        for c, when in (watching + [(resident, resident_when)]
                        if resident_when.kind in ROUND_KINDS else watching):
            kind = when.kind
            if kind == "traveler_is":
                times = min(2, t_types.count(when.type))
            elif kind == "travelers_same":
                times = int(len(t_types) == 2 and t_types[0] == t_types[1])
            elif kind == "resident_is":
                times = int(r_type == when.type)
            elif kind == "craftsman_is":
                times = min(2, c_types.count(when.type))
            else:  # craftsmen_same
                times = int(len(c_types) >= 2 and len(set(c_types)) < len(c_types))
            if times:
                score += gain_points(state, v, c, times)
        if items_goal:  # tonight's objective counts items: the craftsmen's included
            score += objective_points(state, v, state.day, resident, items)
        give = sum(cards[c].favor for c in travelers)
        score -= (0.9 if state.num_seats == 1 else 0.08) * give  # solo: the target grows
        return score
