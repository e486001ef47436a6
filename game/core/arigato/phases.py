"""The round of Arigatō: dawn, day and dusk (HOW TO PLAY), as legal actions and their effects.

All three phases are simultaneous: every seat with something to decide is current. Dawn is
commit-then-reveal: `AssignRoles` puts the resident face down and the travelers aside; nothing
is revealed until every village has committed.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, combinations_with_replacement

from game.core.arigato import effects
from game.core.arigato import events as ev
from game.core.arigato.actions import (AssignRoles, ChooseBonusItems, DiscardItem, EmptyWorkshop,
                                       EndDay, PrepareOffering, Trade, UseEffect)
from game.core.arigato.objectives import met
from game.core.arigato.prompts import BonusPrompt, EffectPrompt
from game.core.arigato.state import DAWN, DAY, DUSK, OVER, ArigatoState
from game.core.engine import Refusal

# --- setup and the turn of the rounds ---------------------------------------------------------

def setup(state: ArigatoState) -> list:
    """COMPONENTS AND SETUP: shuffle the artisans into the draw pile; day marker on day 1."""
    deck = list(state.content.card_ids)
    state.rng.shuffle(deck)
    state.draw = deck
    out: list = []
    _start_round(state, first=True, out=out)
    return out


def _draw(state: ArigatoState, out: list | None) -> int:
    """DAWN: "If the draw pile is empty, shuffle the artisan cards in the discard pile"."""
    if not state.draw and state.discard:
        state.draw, state.discard = state.discard, []
        state.rng.shuffle(state.draw)
        if out is not None:
            out.append(ev.DrawPileReshuffled(None, len(state.draw)))
    return state.draw.pop() if state.draw else 0


def _start_round(state: ArigatoState, first: bool, out: list | None) -> None:
    """DAWN: round 1 draws 5; later rounds advance the day marker, draw 3 and pick up the 2
    travelers from the right (SOLO MODE: draw 5, and the travelers stay face down, kept)."""
    counts = state.content.counts
    if not first:
        state.day += 1
        state.items_after_dusk = [sum(v.items) for v in state.villages]
    state.phase = DAWN
    if out is not None:
        out.append(ev.DayBegan(None, state.day))
    passed = [v.outgoing for v in state.villages]
    for seat, village in enumerate(state.villages):
        village.done = False
        village.resident_slot = -1
        village.dusk_step = 0
        village.received = ()
        if first or state.solo:
            n = counts["hand"] if first else counts["solo_draw"]
        else:
            n = counts["draw_after_first_round"]
        drawn = [c for c in (_draw(state, out) for _ in range(n)) if c]
        village.hand = drawn
        if out is not None:
            out.append(ev.CardsDrawn(seat, tuple(drawn)))
    for seat, village in enumerate(state.villages):
        if state.solo:
            village.kept.extend(passed[seat])
        elif not first:
            village.received = tuple(passed[state.right_of(seat)])
            village.hand.extend(village.received)
            if out is not None:
                out.append(ev.TravelersPickedUp(seat, village.received))
    for village in state.villages:
        village.outgoing = []
        # Only an exhausted deck could leave a hand empty (NOTES.md): that village sits out.
        village.done = not village.hand


def _all_settled(state: ArigatoState) -> bool:
    for v in state.villages:    # after every move: a loop, not all() over a generator
        if not v.done or v.pending:
            return False
    return True


def _start_day(state: ArigatoState, out: list | None) -> None:
    """DAY: reveal each resident, discard the craftsmen for their items, check conditions."""
    state.phase = DAY
    cards = state.content.cards
    for seat, village in enumerate(state.villages):
        village.done = False
        slot = village.resident_slot
        if slot >= 0:
            village.face_up[slot] = True
            if out is not None:
                out.append(ev.ResidentRevealed(seat, slot, village.workshops[slot]))
        crafted = village.craftsmen
        if crafted:
            if out is not None:
                out.append(ev.CraftsmenDiscarded(seat, tuple(crafted)))
        effects.at_reveal(state, seat, out)
        state.discard.extend(crafted)
        village.craftsmen = []
        made = [cards[c].item for c in crafted]
        for item in sorted(set(made)):    # each kind once, in item order, with its count
            effects.gain_items(state, seat, item, made.count(item), out)


def _start_dusk(state: ArigatoState, out: list | None) -> None:
    state.phase = DUSK
    for seat, village in enumerate(state.villages):
        village.done = False
        village.dusk_step = 0
        _advance_dusk(state, seat, out)


def _advance_dusk(state: ArigatoState, seat: int, out: list | None) -> None:
    """DUSK, in order: A the dusk-icon artisans, B the objective of the day (days 2-11), then
    C "at the very end of this phase" the 7-item limit. Each step waits for its decisions."""
    village = state.villages[seat]
    while not village.pending and not village.done:
        if village.dusk_step == 0:
            effects.at_dusk(state, seat, out)
            village.dusk_step = 1
        elif village.dusk_step == 1:
            objective = state.objectives.get(state.day)
            if objective is not None and met(state, village, objective):
                village.objectives += 1
                village.met_days += (state.day,)
                if out is not None:
                    out.append(ev.ObjectiveGained(seat, state.day, village.objectives))
                effects.at_objective(state, seat, out)
            village.dusk_step = 2
        elif sum(village.items) > state.content.counts["item_limit"]:
            return  # the player chooses what to discard (DiscardItem)
        else:
            village.done = True


def _end_round(state: ArigatoState, out: list | None) -> None:
    if state.final_round:
        state.phase = OVER
        if out is not None:
            out.append(ev.GameEnded(None, tuple(state.winners())))
    else:
        _start_round(state, first=False, out=out)


# --- legal actions ---------------------------------------------------------------------------

def legal_actions(state: ArigatoState, seat: int) -> list:
    if state.phase == OVER or not 0 <= seat < state.num_seats:
        return []
    village = state.villages[seat]
    if village.pending:
        return _prompt_actions(state, seat, village.pending[0])
    if village.done:
        return []
    if state.phase == DAWN:
        return _dawn_actions(state, seat)
    if state.phase == DAY:
        return _day_actions(state, seat)
    names = state.content.items
    return [DiscardItem(seat, names[i]) for i, n in enumerate(village.items) if n > 0]


def _prompt_actions(state: ArigatoState, seat: int, prompt) -> list:
    if isinstance(prompt, EffectPrompt):
        return [UseEffect(seat, prompt.card, True), UseEffect(seat, prompt.card, False)]
    names = state.content.items
    return [ChooseBonusItems(seat, pair) for pair in combinations_with_replacement(names, 2)]


def travelers_needed(state: ArigatoState, hand_size: int) -> int:
    """DAWN: 2 travelers; the final round has none ("1 resident, 4 craftsmen, 0 travelers")."""
    if state.final_round:
        return 0
    return min(state.content.counts["travelers"], max(0, hand_size - 1))


def emptiable_slots(village) -> list[int]:
    """EMPTYING A WORKSHOP: "At any point during the dawn or day phase": any occupied slot."""
    return [s for s, c in enumerate(village.workshops) if c]


def resident_slots(state: ArigatoState, village, resident: int) -> list[int]:
    """THE RESIDENT ARTISAN: "in an EMPTY workshop slot ... keep its placement restriction"."""
    workshops = village.workshops
    return [s for s in state.content.cards[resident].workshops if not workshops[s]]


def _dawn_actions(state: ArigatoState, seat: int) -> list:
    """DAWN: empty a workshop, or assign the whole hand's roles. The list is a function of the
    seat, its hand, which workshops are taken and the travelers asked: kept for the next dawn
    alike (a search asks its own seat's, whose hand every sampled world shares, at each of its
    iterations; a copy, so that no caller changes the one kept)."""
    village = state.villages[seat]
    hand = sorted(village.hand)
    n_travelers = travelers_needed(state, len(hand))
    key = (seat, tuple(hand), tuple([c != 0 for c in village.workshops]), n_travelers)
    kept = _DAWN_LISTS.get(key)
    if kept is None or kept[0] is not state.content:
        if len(_DAWN_LISTS) >= 256:
            _DAWN_LISTS.clear()
        kept = _DAWN_LISTS[key] = (state.content, _dawn_list(state, seat, hand, n_travelers))
    return list(kept[1])


def _dawn_list(state: ArigatoState, seat: int, hand: list, n_travelers: int) -> list:
    village = state.villages[seat]
    actions: list = [slot_action(EmptyWorkshop, seat, s) for s in emptiable_slots(village)]
    for resident in hand:
        slots = resident_slots(state, village, resident)
        if not slots:
            continue
        rest = [c for c in hand if c != resident]
        pairs = list(combinations(rest, n_travelers))
        for slot in slots:
            actions += _assignments(seat, resident, slot, pairs)
    return actions


# Actions are immutable values: the day's few kinds are made once per seat and shared (the
# search lists them hundreds of thousands of times; `in` then matches by identity first).
_TRADES: dict = {}
_SLOT_ACTIONS: dict = {}
_DAWN_LISTS: dict = {}    # (seat, hand, workshops taken, travelers) -> (content, dawn's list)
# The dawn's assignments, up to 120 a hand, are listed at every dawn of every playout and hands
# seldom recur across a search's worlds (a table of them missed nine times in ten). A frozen
# dataclass's __init__ sets each field through object.__setattr__ in a Python frame; these are
# made with the slots' own setters instead: the same object, a third of the cost.
_new = object.__new__
_set_seat = AssignRoles.seat.__set__
_set_resident = AssignRoles.resident.__set__
_set_slot = AssignRoles.slot.__set__
_set_travelers = AssignRoles.travelers.__set__


def _assignments(seat: int, resident: int, slot: int, choices: list) -> list:
    """`AssignRoles(seat, resident, slot, t)` for each travelers `t` of `choices`."""
    out = []
    for t in choices:
        a = _new(AssignRoles)
        _set_seat(a, seat)
        _set_resident(a, resident)
        _set_slot(a, slot)
        _set_travelers(a, t)
        out.append(a)
    return out


def _trades(seat: int, names: tuple, i: int) -> list:
    key = (seat, i, names)
    found = _TRADES.get(key)
    if found is None:
        found = _TRADES[key] = [Trade(seat, names[i], names[j])
                                for j in range(len(names)) if j != i]
    return found


def slot_action(kind, seat: int, slot: int):
    """`kind(seat, slot)` (`kind(seat)` for slot -1), made once and shared: the legal lists' and
    the rollout policy's (game/ai/arigato/rollout.py)."""
    key = (kind, seat, slot)
    found = _SLOT_ACTIONS.get(key)
    if found is None:
        found = _SLOT_ACTIONS[key] = kind(seat, slot) if slot >= 0 else kind(seat)
    return found


def _day_actions(state: ArigatoState, seat: int) -> list:
    village = state.villages[seat]
    actions: list = day_trades(state, seat)
    actions.extend(slot_action(PrepareOffering, seat, s) for s in preparable_slots(state, village))
    actions.extend(slot_action(EmptyWorkshop, seat, s) for s in emptiable_slots(village))
    actions.append(slot_action(EndDay, seat, -1))
    return actions


def day_trades(state: ArigatoState, seat: int) -> list:
    """DAY: the trades `seat` may make, each pair of identical items for each other item, in
    the order the legal list gives them (a new list: the caller may extend it)."""
    village = state.villages[seat]
    names = state.content.items
    trades: list = []
    give = state.content.counts["trade_give"]
    for i, n in enumerate(village.items):
        if n >= give:
            trades.extend(_trades(seat, names, i))
    return trades


def preparable_slots(state: ArigatoState, village) -> list[int]:
    """DAY: the artisans whose offering may be prepared: an offering token left, none on this
    artisan yet, and all its items at hand."""
    if village.offering_count() >= state.content.counts["offering_tokens"]:
        return []
    return [s for s, c in enumerate(village.workshops)
            if c and not village.offerings[s] and _affordable(state, village, c)]


def _affordable(state: ArigatoState, village, card: int) -> bool:
    cost = state.content.cards[card].cost  # item indices, repeated as often as needed
    items = village.items
    for i in cost:      # a loop, not all() over a generator: asked per workshop per day move
        if items[i] < cost.count(i):
            return False
    return True


def missing_items(state: ArigatoState, seat: int, card: int) -> list[str]:
    """The items still lacking to prepare `card`'s offering (for refusals and the UI)."""
    village = state.villages[seat]
    need = Counter(state.content.cards[card].cost)
    return [state.content.items[i] for i, n in sorted(need.items())
            for _ in range(max(0, n - village.items[i]))]


# --- applying --------------------------------------------------------------------------------

def apply(state: ArigatoState, action) -> list:
    """Carry out `action` and return what happened; a quiet state (`State.quiet`: a search's
    private world, whose events nobody reads) makes no events and returns none."""
    out: list | None = None if state.quiet else []
    seat = action.seat
    village = state.villages[seat]
    items = state.content.items
    if isinstance(action, UseEffect):
        prompt = village.pending.pop(0)
        if out is not None:
            out.append(ev.EffectResolved(seat, prompt.card, action.use))
        if action.use:
            effects.resolve(state, seat, prompt.card, prompt.times, prompt.context, out)
    elif isinstance(action, ChooseBonusItems):
        village.pending.pop(0)
        for name, n in sorted(Counter(action.items).items()):
            effects.gain_items(state, seat, items.index(name), n, out)
    elif isinstance(action, EmptyWorkshop):
        _empty_workshop(state, seat, action.slot, out)
    elif isinstance(action, AssignRoles):
        _assign_roles(state, action, out)
    elif isinstance(action, Trade):
        give = items.index(action.give)
        village.items[give] -= state.content.counts["trade_give"]
        if out is not None:
            out.append(ev.ItemsSpent(seat, (action.give,) * state.content.counts["trade_give"]))
        effects.gain_items(state, seat, items.index(action.take), 1, out)
    elif isinstance(action, PrepareOffering):
        card = village.workshops[action.slot]
        cost = state.content.cards[card].cost
        for i in cost:  # "discard ALL of the items they require in ONE go"
            village.items[i] -= 1
        if out is not None:
            out.append(ev.ItemsSpent(seat, tuple(items[i] for i in cost)))
        village.offerings[action.slot] = True
        if out is not None:
            out.append(ev.OfferingPrepared(seat, action.slot, card))
        effects.at_offering(state, seat, card, out)
    elif isinstance(action, EndDay):
        village.done = True
        if out is not None:
            out.append(ev.DayEnded(seat))
    elif isinstance(action, DiscardItem):
        village.items[items.index(action.item)] -= 1
        if out is not None:
            out.append(ev.ItemDiscarded(seat, action.item))
    else:
        raise TypeError(f"not an Arigatō action: {action!r}")

    if state.phase == DUSK:
        _advance_dusk(state, seat, out)
    if _all_settled(state):
        if state.phase == DAWN:
            _start_day(state, out)
        elif state.phase == DAY:
            _start_dusk(state, out)
        if state.phase == DUSK and _all_settled(state):
            _end_round(state, out)
    return out if out is not None else []


def _empty_workshop(state: ArigatoState, seat: int, slot: int, out: list | None) -> None:
    """EMPTYING A WORKSHOP: with an offering token the artisan goes under the palace gate and
    the token returns ("Send an artisan to the palace"); without one, to the discard pile."""
    village = state.villages[seat]
    card = village.workshops[slot]
    village.workshops[slot] = 0
    village.face_up[slot] = False
    to_gate = village.offerings[slot]
    village.offerings[slot] = False
    if slot == village.resident_slot:
        village.resident_slot = -1
    if out is not None:
        out.append(ev.WorkshopEmptied(seat, slot, card, to_gate))
    if to_gate:
        village.gate.append(card)
        effects.at_gate(state, seat, card, out)
    else:
        state.discard.append(card)


def _assign_roles(state: ArigatoState, action: AssignRoles, out: list | None) -> None:
    village = state.villages[action.seat]
    village.workshops[action.slot] = action.resident
    village.face_up[action.slot] = False
    village.offerings[action.slot] = False
    village.resident_slot = action.slot
    village.outgoing = list(action.travelers)
    village.craftsmen = [c for c in village.hand
                         if c != action.resident and c not in action.travelers]
    village.hand = []
    village.done = True
    if out is not None:
        out.append(ev.RolesAssigned(action.seat, action.slot, action.resident, action.travelers))


# --- refusals, as data (the table words them) ----------------------------------------------------

def placement_refusal(state: ArigatoState, seat: int, card: int, slot: int) -> Refusal | None:
    """DAWN: the resident goes into an empty workshop ("you must empty the workshop your resident
    goes in") that its placement pattern allows (PLACEMENT RESTRICTION)."""
    if not 0 <= slot < len(state.villages[seat].workshops):
        return Refusal.of("no_such_workshop", slot=slot)
    if state.villages[seat].workshops[slot]:
        return Refusal.of("workshop_occupied", slot=slot)
    if slot not in state.content.cards[card].workshops:
        return Refusal.of("pattern", card=card, slot=slot)
    return None


def explain_refusal(state: ArigatoState, action) -> Refusal | None:
    """Why a listed kind of action is not legal now, in the order a player meets the reasons."""
    village = state.villages[action.seat]
    if village.pending and not isinstance(action, (UseEffect, ChooseBonusItems)):
        prompt = village.pending[0]
        if isinstance(prompt, BonusPrompt):
            return Refusal.of("bonus_first")
        return Refusal.of("effect_first", card=prompt.card)
    if isinstance(action, AssignRoles):
        if state.phase != DAWN:
            return Refusal.of("roles_at_dawn")
        hand = set(village.hand)
        if action.resident not in hand:
            return Refusal.of("not_in_hand", card=action.resident)
        placed = placement_refusal(state, action.seat, action.resident, action.slot)
        if placed is not None:
            return placed
        need = travelers_needed(state, len(village.hand))
        if len(action.travelers) != need or not set(action.travelers) <= hand - {action.resident}:
            return Refusal.of("choose_travelers", n=need)
    if isinstance(action, (PrepareOffering, EmptyWorkshop)) \
            and not 0 <= action.slot < len(village.workshops):
        return Refusal.of("no_such_workshop", slot=action.slot)
    if isinstance(action, PrepareOffering):
        if state.phase != DAY:
            return Refusal.of("offer_by_day")
        card = village.workshops[action.slot]
        if not card:
            return Refusal.of("workshop_empty", slot=action.slot)
        if village.offerings[action.slot]:
            return Refusal.of("already_offered")
        lacking = missing_items(state, action.seat, card)
        if lacking:
            return Refusal.of("missing_items", items=tuple(lacking))
    if isinstance(action, Trade):
        if state.phase != DAY:
            return Refusal.of("trade_by_day")
        if action.give == action.take:
            return Refusal.of("trade_same")
        return Refusal.of("trade_needs_two", item=action.give)
    if isinstance(action, EmptyWorkshop):
        if state.phase not in (DAWN, DAY):
            return Refusal.of("empty_when")
        return Refusal.of("workshop_empty", slot=action.slot)
    if isinstance(action, DiscardItem):
        return Refusal.of("discard_when")
    if isinstance(action, EndDay) and state.phase != DAY:
        return Refusal.of("no_day")
    return None
