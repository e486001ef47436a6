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
keep the resident it can best complete and the craftsmen that feed it.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from game.ai.heuristics import Heuristics
from game.core.arigato.actions import (AssignRoles, ChooseBonusItems, DiscardItem, EmptyWorkshop,
                                       EndDay, PrepareOffering, Trade, UseEffect)
from game.ai.arigato.tonight import (ITEM_OBJECTIVES, OBJECTIVE_CHANCE, dusk_points,
                                     gain_points, interp, keep_value, objective_points,
                                     offering_delta)
from game.core.arigato.events import (FavorBonusReached, ObjectiveGained, OfferingPrepared,
                                      WorkshopEmptied)
from game.core.arigato.objectives import count, met
from game.core.arigato.state import DAWN, DAY, DUSK, OVER
from game.core.engine import Action, State
from game.core.rng import Rng

NEEDED_ITEM = 0.25          # points an item is worth when a resident still needs it
                            # (little: the resident's completion chance already counts it)
SPARE_ITEM = 0.2            # ... and when nobody needs it (trades, objectives)
WAITING = 0.7               # share of a waiting resident's favor, times its completion chance
OFFERED = 0.98              # share of an offered artisan's favor counted before the gate (it
                            # can go at any dawn or day; a hair less, so that nothing else equal
                            # it goes now)
TONIGHT_DAY = 0.95          # share of tonight's dusk gains counted during the day ...
TONIGHT_DAWN = 0.6          # ... and at dawn, before the reveal and the day's moves
ASSIGN_CANDIDATES = 12      # dawn assignments the search considers (of up to 120)
DAY_SHARE = 0.5             # share of the search's budget a move of the day gets (dawn: all)
MINOR_SHARE = 0.3           # ... and a bonus's items or a discard at dusk
TOMORROW = 0.35             # weight of tomorrow's objective in a dawn assignment's value


def _breaks_objective(state, village, give: int, take: int) -> bool:
    """A trade would undo tonight's items objective, met so far."""
    objective = state.objectives.get(state.day)
    if objective is None or objective.what not in ITEM_OBJECTIVES or not met(state, village,
                                                                               objective):
        return False
    items = village.items
    items[give] -= 2
    items[take] += 1
    try:
        return not met(state, village, objective)
    finally:
        items[give] += 2
        items[take] -= 1


def _trade_helps(state, village, objective, give: int, take: int) -> bool:
    """A trade of two `give` for one `take` raises the measure of an items objective."""
    before = count(state, village, objective)
    items = village.items
    items[give] -= 2
    items[take] += 1
    try:
        return count(state, village, objective) > before
    finally:
        items[give] += 2
        items[take] -= 1


def rounds_for_items(state, village) -> int:
    """Rounds in which this village will still receive craftsmen's items (today's included)."""
    days = state.content.counts["days"]
    left = days - state.day
    if state.phase == DAWN or (state.phase == DAY and village.craftsmen):
        left += 1
    return left


def needs(state, village, extra: tuple[int, ...] = ()) -> Counter:
    """Items still owed by the residents without an offering (plus cards in `extra`)."""
    cards = state.content.cards
    need: Counter = Counter()
    for s, c in enumerate(village.workshops):
        if c > 0 and not village.offerings[s]:
            need.update(cards[c].cost)
    for c in extra:
        need.update(cards[c].cost)
    return need


def missing(cost, items) -> int:
    """Items of `cost` (a tuple of item indices, repeats allowed) that `items` lacks."""
    lacking = 0
    for i in set(cost):
        short = cost.count(i) - items[i]
        if short > 0:
            lacking += short
    return lacking


def completion_chance(lacking: int, rounds: int, day_left: bool) -> float:
    if lacking == 0:
        return 0.95 if (rounds > 0 or day_left) else 0.0
    if rounds <= 0:
        return 0.0
    return max(0.0, min(0.9, 1.0 - lacking / (2.2 * rounds + 0.8)))


class ArigatoHeuristics(Heuristics):
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
            need.update(cost)
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
                if v.items[take] < need[take] or (item_goal and _trade_helps(
                        state, v, objective, names.index(a.give), take)):
                    kept.append(a)
            else:
                kept.append(a)
        return kept

    def __init__(self) -> None:
        self._shortlists: dict = {}

    def assignments(self, state, seat: int, assigns: list[AssignRoles], exhaustive=False):
        """For each legal (resident, workshop), the craftsmen that serve the village best and
        the rest as travelers: [(score, action)], best first. Uses the seat's own cards only."""
        legal = set(assigns)
        out = [(value, action) for value, action
               in self._assignment_values(state, seat, assigns, exhaustive) if action in legal]
        out.sort(key=lambda t: (-t[0], t[1].text()))
        return out

    def _assignment_values(self, state, seat: int, assigns: list[AssignRoles], exhaustive: bool):
        """(value, AssignRoles) for each resident and workshop in `assigns`, with its craftsmen
        (every choice of them when `exhaustive` or solo; else picked greedily). The travelers
        are the rest in hand order, as the game lists them."""
        cards = state.content.cards
        v = state.villages[seat]
        hand = sorted(v.hand)
        n_trav = len(assigns[0].travelers)
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
        # each resident's empty workshops that its placement allows, as the rules list them
        # (phases._dawn_actions; the callers keep only actions of `assigns`)
        empty = v.workshops
        for r in hand:
            slots = [s for s in cards[r].workshops if not empty[s]]
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
                    # among equals the higher favor, keeping it from the travelers
                    best = max(pool, key=lambda c: (need[cards[c].item] - have[cards[c].item],
                                                    cards[c].favor, -c))
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
                                                     items_goal)
                for slot in slots:
                    yield value - 0.01 * slot, AssignRoles(seat, r, slot, travelers)

    def best_assignment(self, state, seat: int, assigns: list[AssignRoles]) -> Action | None:
        """The rollout's dawn: `assignments`' first choice without ranking them all (no sort,
        no set of the up-to-120 actions; ties go to the lower slot, then resident)."""
        best = None
        best_key = None
        for value, action in self._assignment_values(state, seat, assigns, exhaustive=False):
            key = (value, -action.resident)
            if best_key is None or key > best_key:
                best_key, best = key, action
        return best if best in assigns else None

    def _assign_value(self, state, v, resident, craftsmen, travelers, rounds, need,
                      items_goal: bool) -> float:
        cards = state.content.cards
        items = list(v.items)
        score = 0.0
        for c in craftsmen:
            i = cards[c].item
            score += NEEDED_ITEM if items[i] < need[i] else SPARE_ITEM
            items[i] += 1
        score += cards[resident].favor * completion_chance(
            missing(cards[resident].cost, items), rounds, True)
        for s, c in enumerate(v.workshops):
            if c > 0 and not v.offerings[s]:
                score += 0.5 * cards[c].favor * completion_chance(
                    missing(cards[c].cost, items), rounds, True)
        # this round's conditions: what the travelers, resident and craftsmen trigger
        t_types = [cards[c].type for c in travelers]
        c_types = [cards[c].type for c in craftsmen]
        r_type = cards[resident].type
        for s, c in enumerate(list(v.workshops) + [resident]):
            if c <= 0 or (s < 4 and not v.face_up[s]):
                continue
            when = cards[c].when
            kind = when.kind
            if kind == "traveler_is":
                times = min(2, t_types.count(when.type))
            elif kind == "travelers_same":
                times = int(len(t_types) == 2 and t_types[0] == t_types[1])
            elif kind == "resident_is":
                times = int(r_type == when.type)
            elif kind == "craftsman_is":
                times = min(2, c_types.count(when.type))
            elif kind == "craftsmen_same":
                times = int(len(c_types) >= 2 and len(set(c_types)) < len(c_types))
            else:
                continue
            if times:
                score += gain_points(state, v, c, times)
        if items_goal:  # tonight's objective counts items: the craftsmen's included
            score += objective_points(state, v, state.day, resident, items)
        give = sum(cards[c].favor for c in travelers)
        score -= (0.9 if state.num_seats == 1 else 0.08) * give  # solo: the target grows
        return score

    # --- what a hint says ---------------------------------------------------------------------------
    notable_keys = ("objective", "favor_bonus", "offering", "to_gate")

    def notable(self, event, seat: int, marker) -> str | None:
        """DUSK, B: the objective of the day the decision was made on (`marker`, its day), met;
        the 10-favor bonuses (FAVOR); an offering prepared, an artisan sent to the palace gate."""
        if event.seat != seat:
            return None
        if isinstance(event, ObjectiveGained):
            return "objective" if event.day == marker else None
        if isinstance(event, FavorBonusReached):
            return "favor_bonus"
        if isinstance(event, OfferingPrepared):
            return "offering"
        if isinstance(event, WorkshopEmptied) and event.to_gate:
            return "to_gate"
        return None

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

    def _dawn(self, state, seat, legal, rng) -> Action:
        v = state.villages[seat]
        assigns = [a for a in legal if isinstance(a, AssignRoles)]
        empties = [a for a in legal if isinstance(a, EmptyWorkshop)]
        free = sum(1 for c in v.workshops if c == 0)
        for a in empties:
            # an offered artisan is free points at the palace gate, unless it is worth more in
            # the village at tonight's dusk (and a workshop stays free for the resident)
            if v.offerings[a.slot] and (free < 2 or state.final_round
                                         or keep_value(state, v, a.slot) <= 0):
                return a
        if not assigns:
            # every workshop is full: clear the artisan least likely to be completed
            cards = state.content.cards
            return min(empties, key=lambda a: (cards[v.workshops[a.slot]].favor
                                               * (0.3 + completion_chance(
                                                   missing(cards[v.workshops[a.slot]].cost,
                                                           v.items), 2, True)), a.slot))
        best = self.best_assignment(state, seat, assigns)
        return best if best is not None else assigns[0]

    def _day(self, state, seat, legal) -> Action:
        """Send offered artisans to the palace unless tonight's dusk pays more for them in the
        village; prepare the offering worth most (not one that costs tonight's objective more
        than a day's wait); trade towards tonight's objective, then towards a resident; end."""
        v = state.villages[seat]
        prepares = []
        trades = []
        end = None
        final = state.final_round
        for a in legal:
            if isinstance(a, EmptyWorkshop):
                if v.offerings[a.slot] and (final or keep_value(state, v, a.slot) <= 0):
                    return a
            elif isinstance(a, PrepareOffering):
                prepares.append(a)
            elif isinstance(a, Trade):
                trades.append(a)
            elif isinstance(a, EndDay):
                end = a
        if prepares:
            best_value, best = 0.0, None
            for a in prepares:
                value = self._prepare_value(state, v, a.slot, final)
                if value > best_value:
                    best_value, best = value, a
            if best is not None:
                return best
        if trades:
            trade = self._objective_trade(state, v, trades) or self._useful_trade(state, v, trades)
            if trade is not None:
                return trade
        return end if end is not None else legal[0]

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
        need = needs(state, v)
        waiting = sorted(((cards[c].favor, s) for s, c in enumerate(v.workshops)
                          if c > 0 and not v.offerings[s]), reverse=True)
        for _, s in waiting:
            cost = Counter(cards[v.workshops[s]].cost)
            lacking = [i for i, n in cost.items() if v.items[i] < n]
            if not lacking:
                continue
            for t in trades:
                give, take = names.index(t.give), names.index(t.take)
                if take in lacking and v.items[give] - 2 >= need[give] \
                        and not _breaks_objective(state, v, give, take):
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


HEURISTICS = ArigatoHeuristics()
