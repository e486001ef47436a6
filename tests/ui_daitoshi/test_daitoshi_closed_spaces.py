"""The tooltip of a Magnate space the turn does not offer says why in the rules' words,
asked of the core (`explain_refusal`), never worked out by the table: a space too dear, in each
language, with the Steam the core counts."""

from __future__ import annotations

from game.core.daitoshi import new_game
from game.core.daitoshi.prompts import TurnPrompt
from game.ui.tables.daitoshi import hits


def test_a_space_too_dear_is_explained_with_the_cores_steam():
    s = new_game(2, 27)
    (seat,) = s.current_seats()
    assert s.prompt(seat) == TurnPrompt()
    p = s.players[seat]
    p.steam = 1          # the table as the tooltip reads it (the moves were offered before)
    d0, sp0 = p.magnate
    # four districts on to the leftmost space: 2 extra districts and the space's own 2 Steam
    d = (d0 + 4) % 5
    view = s.view(seat)
    cost = view.magnate_steam(4, 0)
    assert cost == 4
    assert hits.magnate_facts(view, seat, d, 0, "en") == f"Not open: going there costs {cost} Steam and you have 1"
    assert hits.magnate_facts(view, seat, d, 0, "fr") == f"Fermée : y aller coûte {cost} Vapeur et vous en avez 1"


def test_the_magnates_own_space_is_explained():
    s = new_game(2, 27)
    (seat,) = s.current_seats()
    d0, sp0 = s.players[seat].magnate
    assert hits.magnate_facts(s.view(seat), seat, d0, sp0, "en").startswith(
        "Not open: your Magnate is on this space")
