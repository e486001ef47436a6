"""Helpers for Arigatō tests: find real cards of the deck and lay out a table by hand."""

from __future__ import annotations

from game.core.arigato import new_game
from game.core.arigato.components import default_content
from game.core.arigato.state import DAY, ArigatoState
from game.core.arigato.prompts import EffectPrompt

CONTENT = default_content()
TYPES = CONTENT.types
ITEMS = CONTENT.items


def t(name: str) -> int:
    return TYPES.index(name)


def i(name: str) -> int:
    return ITEMS.index(name)


def find(type_name: str, kind: str, **want) -> int:
    """The id of a card of the deck with this type and condition (and effect fields)."""
    for card in CONTENT.cards[1:]:
        if TYPES[card.type] != type_name or card.when.kind != kind:
            continue
        ok = True
        for key, value in want.items():
            if key in ("type", "item", "count"):
                ok &= getattr(card.when, key) == value
            else:
                ok &= getattr(card.gain, key) == value
        if ok:
            return card.id
    raise LookupError(f"no {type_name} with {kind} {want}")


def cards_of(type_name: str, n: int, exclude=()) -> list[int]:
    out = [c.id for c in CONTENT.cards[1:] if TYPES[c.type] == type_name and c.id not in exclude]
    return out[:n]


def take_out(state: ArigatoState, cards) -> None:
    """Remove cards from wherever they are, so a test can place them by hand."""
    for c in cards:
        for pile in [state.draw, state.discard] + [p for v in state.villages for p in
                                                    (v.hand, v.gate, v.craftsmen, v.outgoing,
                                                     v.kept)]:
            if c in pile:
                pile.remove(c)
        for v in state.villages:
            if c in v.workshops:
                v.workshops[v.workshops.index(c)] = 0


def place(state: ArigatoState, seat: int, slot: int, card: int, offering: bool = False) -> None:
    take_out(state, [card])
    v = state.villages[seat]
    if v.workshops[slot]:
        state.discard.append(v.workshops[slot])
    v.workshops[slot] = card
    v.face_up[slot] = True
    v.offerings[slot] = offering


def give_hand(state: ArigatoState, seat: int, cards: list[int]) -> None:
    v = state.villages[seat]
    state.draw.extend(v.hand)
    v.hand = []
    take_out(state, cards)
    v.hand = list(cards)


def to_gate(state: ArigatoState, seat: int, cards: list[int]) -> None:
    take_out(state, cards)
    state.villages[seat].gate.extend(cards)


def day_table(players: int = 2, seed: int = 1, calendar: str = "AA") -> ArigatoState:
    """A fresh game moved to the day phase with empty villages and hands, nothing pending:
    seat 0 is managing, the others have ended their day."""
    state = new_game(players=players, seed=seed, calendar=calendar)
    for v in state.villages:
        state.draw.extend(v.hand)
        v.hand = []
        v.done = True
    state.phase = DAY
    state.villages[0].done = False
    state._legal.clear()
    return state


def snapshot(state: ArigatoState):
    """Everything that makes the game what it is, as plain tuples (for "nothing changed")."""
    return (state.day, state.phase, tuple(state.draw), tuple(state.discard), state.rng.state,
            len(state.history),
            tuple((tuple(v.hand), tuple(v.workshops), tuple(v.offerings), tuple(v.face_up),
                   tuple(v.gate), tuple(v.items), v.favor, v.objectives, tuple(v.outgoing),
                   tuple(v.craftsmen), v.resident_slot, v.received, tuple(v.kept),
                   tuple(v.pending), v.done, v.dusk_step) for v in state.villages),
            tuple(state.items_after_dusk))


def use_all(state: ArigatoState, seat: int = 0) -> None:
    """Answer every pending effect prompt of `seat` with "use"."""
    from game.core.arigato.actions import UseEffect
    while state.villages[seat].pending and isinstance(state.villages[seat].pending[0], EffectPrompt):
        state.apply(UseEffect(seat, state.villages[seat].pending[0].card, True))
