"""Artisan effects: when a condition is met, an optional effect is offered to its owner
(ICONOGRAPHY: "All effects are optional"; DAY: "The effect of this artisan will trigger each
time you meet their condition, from now on until they leave your village").

A met condition becomes a prompt in the seat's queue; `UseEffect` answers it. Gains made by an
effect can meet further conditions (a statue for the fireworks maker), which queue behind it.
What happened goes into `out`, None in a quiet state (phases.apply), which tells nothing.
"""

from __future__ import annotations

from game.core.arigato import events as ev
from game.core.arigato.components import FAVOR_PER_CARD
from game.core.arigato.prompts import BonusPrompt, EffectPrompt
from game.core.arigato.state import ArigatoState, Village


def offer(state: ArigatoState, seat: int, card: int, times: int, context: int,
          out: list | None) -> None:
    if times > 0:
        state.villages[seat].pending.append(EffectPrompt(card, times, context))
        if out is not None:
            out.append(ev.EffectOffered(seat, card, times))


def village_cards(village: Village):
    """(slot, card) of each face-up artisan in the village: a face-down one has no effect yet."""
    return [(s, c) for s, c in enumerate(village.workshops) if c > 0 and village.face_up[s]]


def gain_items(state: ArigatoState, seat: int, item: int, count: int, out: list | None) -> None:
    """Items enter the personal supply; "If you gain a katana. Triggers each time you gain it"."""
    if count <= 0:
        return
    village = state.villages[seat]
    village.items[item] += count
    if out is not None:
        out.append(ev.ItemGained(seat, state.content.items[item], count))
    cards = state.content.cards
    face_up = village.face_up
    for s, c in enumerate(village.workshops):   # village_cards, without its list: asked per gain
        if c > 0 and face_up[s]:
            when = cards[c].when
            if when.kind == "item_gained" and when.item == item:
                offer(state, seat, c, count, -1, out)


def gain_favor(state: ArigatoState, seat: int, amount: int, out: list | None) -> None:
    """Favor tokens from artisan effects. FAVOR BONUSES: "Regardless of the phase, each time you
    reach or cross a 10-Favor threshold thanks to the effects of the artisans in your workshops,
    immediately gain 2 items of your choice" — so each threshold puts a bonus choice first."""
    if amount <= 0:
        return
    village = state.villages[seat]
    step = state.content.counts["favor_bonus_step"]
    before = village.favor
    village.favor += amount
    # the most favor this village has held: favor is never given back (the invariants check it)
    state.favor_peak[seat] = max(state.favor_peak[seat], village.favor)
    if out is not None:
        out.append(ev.FavorScored(seat, amount, village.favor))
    for threshold in range((before // step + 1) * step, village.favor + 1, step):
        village.pending.insert(0, BonusPrompt())
        if out is not None:
            out.append(ev.FavorBonusReached(seat, threshold))


def resolve(state: ArigatoState, seat: int, card: int, times: int, context: int,
            out: list | None) -> None:
    """Carry out an effect `times` times (ICONOGRAPHY, EFFECTS)."""
    village = state.villages[seat]
    cards = state.content.cards
    gain = cards[card].gain
    favor = 0
    for _ in range(times):
        favor += gain.favor
        if gain.favor_per_village >= 0:
            favor += FAVOR_PER_CARD * sum(1 for c in village.workshops
                                          if c > 0 and cards[c].type == gain.favor_per_village)
        if gain.favor_per_gate >= 0:
            favor += FAVOR_PER_CARD * sum(1 for c in village.gate
                                          if cards[c].type == gain.favor_per_gate)
    gain_favor(state, seat, favor, out)
    for item in gain.items:
        gain_items(state, seat, item, times, out)
    if gain.offered_item or gain.craftsmen_item:
        gain_items(state, seat, context, times, out)


# --- the moments conditions are checked ------------------------------------------------------

def at_reveal(state: ArigatoState, seat: int, out: list | None) -> None:
    """DAY, start: the resident is revealed and the craftsmen discarded; the conditions about
    this round's travelers, resident and craftsmen are checked for every artisan in the village
    (the new resident included: the botanist example triggers the moment it is revealed)."""
    village = state.villages[seat]
    cards = state.content.cards
    traveler_types = [cards[c].type for c in village.outgoing]
    craftsman_types = [cards[c].type for c in village.craftsmen]
    resident = village.workshops[village.resident_slot] if village.resident_slot >= 0 else 0
    resident_type = cards[resident].type if resident > 0 else -1
    for _, c in village_cards(village):
        when = cards[c].when
        kind = when.kind
        if kind == "traveler_is":      # "Can trigger up to 2 times in a round"
            offer(state, seat, c, min(2, traveler_types.count(when.type)), -1, out)
        elif kind == "travelers_same":
            same = len(traveler_types) == 2 and traveler_types[0] == traveler_types[1]
            offer(state, seat, c, int(same), -1, out)
        elif kind == "resident_is":
            offer(state, seat, c, int(resident_type == when.type), -1, out)
        elif kind == "craftsman_is":   # "Can trigger up to 2 times in a round"
            offer(state, seat, c, min(2, craftsman_types.count(when.type)), -1, out)
        elif kind == "craftsmen_same":
            # Two craftsmen normally; in the final round's four, each type held at least twice
            # counts once (NOTES.md), and the effect's item is that pair's item.
            for t in sorted(set(craftsman_types)):
                if craftsman_types.count(t) >= 2:
                    offer(state, seat, c, 1, t, out)


def at_offering(state: ArigatoState, seat: int, offered: int, out: list | None) -> None:
    """ICONOGRAPHY: "When you place an offering token on an artisan" (the artisan itself too)."""
    cards = state.content.cards
    for _, c in village_cards(state.villages[seat]):
        if cards[c].when.kind == "offering_placed":
            offer(state, seat, c, 1, cards[offered].type, out)


def at_gate(state: ArigatoState, seat: int, card: int, out: list | None) -> None:
    """ICONOGRAPHY: "When you place this artisan under your palace gate" (its own effect, though
    it has left the village) and "When you place a fireworks maker under your palace gate"."""
    cards = state.content.cards
    if cards[card].when.kind == "self_to_gate":
        offer(state, seat, card, 1, -1, out)
    placed_type = cards[card].type
    for _, c in village_cards(state.villages[seat]):
        when = cards[c].when
        if when.kind == "gate_receives" and when.type == placed_type:
            offer(state, seat, c, 1, -1, out)


def at_dusk(state: ArigatoState, seat: int, out: list | None) -> None:
    """DUSK A: the artisans with the dusk icon trigger ("at the end of the round")."""
    village = state.villages[seat]
    cards = state.content.cards
    with_offering = [cards[c].type for s, c in enumerate(village.workshops)
                     if c > 0 and village.offerings[s]]
    in_village = [cards[c].type for c in village.workshops if c > 0]
    for _, c in village_cards(village):
        when = cards[c].when
        kind = when.kind
        if kind == "offered_type":
            times = with_offering.count(when.type)
        elif kind == "two_on_top":
            top = village.workshops[0:2]
            times = int(all(t > 0 and cards[t].type == when.type for t in top))
        elif kind == "items_at_least":
            times = int(sum(village.items) >= when.count)
        elif kind == "offering_pairs":
            times = len(with_offering) // 2
        elif kind == "type_in_village":
            times = in_village.count(when.type)
        else:
            continue
        offer(state, seat, c, times, -1, out)


def at_objective(state: ArigatoState, seat: int, out: list | None) -> None:
    """ICONOGRAPHY: "If you gain an objective token at the end of the round"."""
    cards = state.content.cards
    for _, c in village_cards(state.villages[seat]):
        if cards[c].when.kind == "objective_gained":
            offer(state, seat, c, 1, -1, out)
