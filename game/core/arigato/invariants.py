"""What must hold after every action (checked by `simulate` and the tests)."""

from __future__ import annotations

from game.core.arigato.state import DUSK, OVER, ArigatoState


def violations(state: ArigatoState) -> list[str]:
    out = []
    counts = state.content.counts
    where: dict[int, int] = {}
    piles = [state.draw, state.discard]
    for v in state.villages:
        piles += [v.hand, v.gate, v.craftsmen, v.outgoing, v.kept, [c for c in v.workshops if c]]
    for pile in piles:
        for c in pile:
            where[c] = where.get(c, 0) + 1
    if sorted(where) != list(state.content.card_ids) or any(n != 1 for n in where.values()):
        missing = set(state.content.card_ids) - set(where)
        doubled = [c for c, n in where.items() if n != 1]
        out.append(f"cards not conserved: missing {sorted(missing)[:5]}, doubled {doubled[:5]}")
    limit = counts["item_limit"]
    for seat, v in enumerate(state.villages):
        if min(v.items) < 0 or v.favor < 0 or v.objectives < 0:
            out.append(f"seat {seat}: a count below zero ({v.items}, favor {v.favor})")
        if sum(1 for c in v.workshops if c) > counts["workshops"]:
            out.append(f"seat {seat}: more than 4 artisans in the village")
        if v.offering_count() > counts["offering_tokens"]:
            out.append(f"seat {seat}: more than 4 offering tokens in use")
        if any(o and not c for o, c in zip(v.offerings, v.workshops)):
            out.append(f"seat {seat}: an offering token on an empty workshop")
        # DUSK C: at most 7 items "at the very end" of dusk: when the round turned, at the end
        # of the game, and for a village that has finished this dusk. (A dawn effect may give
        # items beyond 7 again; the next dusk deals with them.)
        held = [state.items_after_dusk[seat]]
        if state.phase == OVER or (state.phase == DUSK and v.done):
            held.append(sum(v.items))
        if max(held) > limit:
            out.append(f"seat {seat}: {max(held)} items after dusk")
        if v.favor < state.favor_peak[seat]:
            out.append(f"seat {seat}: favor fell from {state.favor_peak[seat]} to {v.favor}")
        # OBJECTIVES: at most one token a day, on the days the calendar shows one.
        if v.objectives > sum(1 for day in state.objectives if day <= state.day):
            out.append(f"seat {seat}: {v.objectives} objective tokens by day {state.day}")
    # No check of the scores: `scores()` reads these very counts each time (END OF THE GAME),
    # so its breakdown cannot drift from them; the counts themselves are checked above.
    return out
