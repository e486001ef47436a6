"""What tonight's dusk will bring a village, as it stands: the dusk-icon artisans' gains (DUSK A)
and the objective of the day (DUSK B), with what an objective token is worth to it.

The evaluation, the rollout policy and the dawn shortlist all ask these questions: is an
artisan with an offering worth more in the village tonight (an origamist's "per origamist with
an offering token", a pair's "per pair of artisans with an offering token", "cards with an
offering token" on the calendar) than under the palace gate at once? Which resident meets
tonight's or tomorrow's objective? Each answer reads only the village's own cards, so it is the
same in every world a seat can imagine.
"""

from __future__ import annotations

from game.core.arigato.components import FAVOR_PER_CARD
from game.core.arigato.objectives import count, joining_count

ITEM_OBJECTIVES = ("items", "identical_items", "different_items")
# dusk conditions that see which artisans stand in the village (and carry offerings) ...
ARTISAN_DUSK = frozenset({"offered_type", "offering_pairs", "type_in_village", "two_on_top"})
# ... and those that see the offerings or the items a new offering spends
OFFERING_DUSK = frozenset({"offered_type", "offering_pairs", "items_at_least"})
# the dusk conditions that give something tonight (objective_gained waits for DUSK B)
DUSK_KINDS = frozenset({"offered_type", "offering_pairs", "type_in_village", "two_on_top",
                        "items_at_least"})
ITEM_POINTS = 0.6       # an effect's item, in points (half of a trade's 2-for-1 value, and more)
OBJECTIVE_CHANCE = 0.45  # chance of meeting a future day's objective, for the estimate


def interp(table, x: float) -> float:
    if x <= 0:
        return 0.0
    top = len(table) - 1
    if x >= top:
        return float(table[top])
    lo = int(x)
    return table[lo] + (table[lo + 1] - table[lo]) * (x - lo)


def expected_tokens(state, village) -> float:
    """Objective tokens the village may end with: those held, plus a coin toss per day to come
    (today's included when its dusk is still ahead)."""
    future = sum(1 for d in state.objectives if d > state.day)
    if state.day in state.objectives and not (state.phase == "dusk" and village.dusk_step >= 2):
        future += 1
    return village.objectives + OBJECTIVE_CHANCE * future


def token_points(state, village) -> float:
    """What one more objective token adds at the end (END OF THE GAME's table is convex: the
    sixth token is worth 6 points, the tenth 10)."""
    table = state.content.objective_table
    base = expected_tokens(state, village)
    return interp(table, base + 1 - OBJECTIVE_CHANCE) - interp(table, base - OBJECTIVE_CHANCE)


def gain_points(state, village, card: int, times: int) -> float:
    """`times` uses of `card`'s effect, in points, for this village as it stands."""
    if times <= 0:
        return 0.0
    cards = state.content.cards
    gain = cards[card].gain
    favor = gain.favor
    if gain.favor_per_village >= 0:
        favor += FAVOR_PER_CARD * sum(1 for c in village.workshops
                                      if c > 0 and cards[c].type == gain.favor_per_village)
    if gain.favor_per_gate >= 0:
        favor += FAVOR_PER_CARD * sum(1 for c in village.gate if cards[c].type == gain.favor_per_gate)
    items = len(gain.items) + (gain.offered_item or gain.craftsmen_item)
    return times * (favor + ITEM_POINTS * items)


def dusk_points(state, village, joining: int = 0) -> float:
    """DUSK A tonight: the dusk-icon artisans' gains with the village as it stands (and
    `joining`, a resident about to be placed, standing in it), in points."""
    cards = state.content.cards
    workshops = village.workshops
    total = 0.0
    offered = None
    for c in (workshops[0], workshops[1], workshops[2], workshops[3], joining):
        if c <= 0:
            continue
        when = cards[c].when
        kind = when.kind
        if kind not in DUSK_KINDS:
            continue
        if kind == "offered_type" or kind == "offering_pairs":
            if offered is None:
                offered = [cards[x].type for s, x in enumerate(workshops)
                           if x > 0 and village.offerings[s]]
            times = offered.count(when.type) if kind == "offered_type" else len(offered) // 2
        elif kind == "type_in_village":
            times = sum(1 for x in workshops if x > 0 and cards[x].type == when.type) \
                + (joining > 0 and cards[joining].type == when.type)
        elif kind == "two_on_top":
            top = workshops[0:2]
            times = int(all(t > 0 and cards[t].type == when.type for t in top))
        else:  # items_at_least
            times = int(sum(village.items) >= when.count)
        if times:
            total += gain_points(state, village, c, times)
    return total


def objective_points(state, village, day: int, joining: int = 0, items=None) -> float:
    """The objective of `day`, were it checked on the village as it stands: an objective
    token's worth and what the objective-gained artisans add, or 0 when it is not met (or
    there is none that day)."""
    objective = state.objectives.get(day)
    if objective is None:
        return 0.0
    if items is not None:
        saved, village.items = village.items, items
        try:
            reached = count(state, village, objective, joining)
        finally:
            village.items = saved
    else:
        reached = count(state, village, objective, joining)
    if reached < objective.count:
        return 0.0
    cards = state.content.cards
    value = token_points(state, village)
    for c in list(village.workshops) + [joining]:
        if c > 0 and cards[c].when.kind == "objective_gained":
            value += gain_points(state, village, c, 1)
    return value


class Outlook:
    """`dusk_points` and `objective_points` of one village for each resident a dawn weighs
    (`joining`): what the village as it stands gives is worked out once, each resident adds its
    own part. The same figures, to the last bit: the same terms added in the same order
    (tests/arigato/test_arigato_outlook.py). The village must not change while it is asked."""

    __slots__ = ("state", "village", "cards", "terms", "offered", "in_village", "top",
                 "enough_items", "counters", "gained")

    def __init__(self, state, village) -> None:
        self.state = state
        self.village = village
        cards = self.cards = state.content.cards
        workshops = village.workshops
        self.offered = [cards[x].type for s, x in enumerate(workshops)
                        if x > 0 and village.offerings[s]]
        self.in_village = [cards[x].type for x in workshops if x > 0]
        self.top = [cards[t].type if t > 0 else -1 for t in workshops[0:2]]   # -1: empty
        self.enough_items = sum(village.items)
        # DUSK A's terms of the artisans in the village, in slot order: (worth of one use, uses
        # whatever joins, the type whose joining adds a use or -1)
        terms = []
        for c in workshops:
            if c <= 0:
                continue
            when = cards[c].when
            times, joined = self._times(when, -2)
            if times or joined >= 0:
                terms.append((gain_points(state, village, c, 1), times, joined))
        self.terms = terms
        self.counters: dict = {}
        self.gained = None     # an objective met: a token's worth and the objective artisans'

    def _times(self, when, joining_type: int) -> tuple[int, int]:
        """Uses of a dusk artisan of condition `when` tonight, the village as it stands (and an
        artisan of `joining_type` joining it), and the type whose joining adds one (-1: none)."""
        kind = when.kind
        if kind not in DUSK_KINDS:
            return 0, -1
        if kind == "offered_type":
            return self.offered.count(when.type), -1
        if kind == "offering_pairs":
            return len(self.offered) // 2, -1
        if kind == "type_in_village":
            return self.in_village.count(when.type) + (joining_type == when.type), when.type
        if kind == "two_on_top":
            return int(all(t == when.type for t in self.top)), -1
        return int(self.enough_items >= when.count), -1   # items_at_least

    def dusk(self, joining: int = 0) -> float:
        """`dusk_points(state, village, joining)`."""
        total = 0.0
        joining_type = self.cards[joining].type if joining > 0 else -2
        for one, times, joined in self.terms:
            if joined == joining_type:
                times += 1
            if times:
                total += times * one
        if joining > 0:
            times, _ = self._times(self.cards[joining].when, joining_type)
            if times:
                total += gain_points(self.state, self.village, joining, times)
        return total

    def objective(self, day: int, joining: int = 0, items=None) -> float:
        """`objective_points(state, village, day, joining, items)`."""
        state = self.state
        objective = state.objectives.get(day)
        if objective is None:
            return 0.0
        if items is not None:
            return objective_points(state, self.village, day, joining, items)
        counter = self.counters.get(day)
        if counter is None:
            counter = self.counters[day] = joining_count(state, self.village, objective)
        if counter(joining) < objective.count:
            return 0.0
        value = self.gained
        if value is None:
            value = token_points(state, self.village)
            for c in self.village.workshops:
                if c > 0 and self.cards[c].when.kind == "objective_gained":
                    value += gain_points(state, self.village, c, 1)
            self.gained = value
        if joining > 0 and self.cards[joining].when.kind == "objective_gained":
            value += gain_points(state, self.village, joining, 1)
        return value


def tonight_points(state, village) -> float:
    """DUSK A and B tonight, as the village stands."""
    return dusk_points(state, village) + objective_points(state, village, state.day)


def keep_value(state, village, slot: int) -> float:
    """Points tonight's dusk loses if the offered artisan in `slot` goes under the palace gate
    now rather than at the next dawn (positive: keep it in the village until dusk). Sending it
    now can also help tonight (an objective counted under the gate): that is subtracted."""
    if not _watches(state, village, ARTISAN_DUSK, ITEM_OBJECTIVES):
        return 0.0   # nothing tonight looks at which artisans stand in the village
    card = village.workshops[slot]
    with_it = tonight_points(state, village)
    village.workshops[slot] = 0
    village.offerings[slot] = False
    village.gate.append(card)
    try:
        without = tonight_points(state, village)
    finally:
        village.gate.pop()
        village.workshops[slot] = card
        village.offerings[slot] = True
    return with_it - without


def offering_delta(state, village, slot: int) -> float:
    """What preparing the offering of the artisan in `slot` (its items paid) changes tonight."""
    if not _watches(state, village, OFFERING_DUSK, ("cards", "dusk_cards", "same_type",
                                                     "different_types")):
        return 0.0   # tonight sees neither the offerings nor the items
    before = tonight_points(state, village)
    cost = state.content.cards[village.workshops[slot]].cost
    items = village.items
    for i in cost:
        items[i] -= 1
    village.offerings[slot] = True
    try:
        after = tonight_points(state, village)
    finally:
        village.offerings[slot] = False
        for i in cost:
            items[i] += 1
    return after - before


def _watches(state, village, kinds, blind_objectives) -> bool:
    """Tonight looks at something: a dusk artisan of one of `kinds` stands in the village, or
    the objective of the day is not one of `blind_objectives`."""
    objective = state.objectives.get(state.day)
    if objective is not None and objective.what not in blind_objectives:
        return True
    cards = state.content.cards
    for c in village.workshops:   # a loop, not any() over a generator: asked per day move
        if c > 0 and cards[c].when.kind in kinds:
            return True
    return False
