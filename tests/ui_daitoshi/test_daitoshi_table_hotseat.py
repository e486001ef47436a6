"""Hot-seat Daitoshi: two humans share the screen. Daitoshi hides nothing from one player that
another may see, so the table follows whoever must choose without a curtain, and says whose
decision it is."""

from __future__ import annotations

import random

from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi.scene import ChoiceButton


def test_two_humans_take_turns_at_one_screen(daitoshi_app):
    app, pilot = daitoshi_app("HHA", seed=8)
    table = pilot.table
    rng = random.Random(8)
    seen = set()
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    for _ in range(60):
        assert pilot.until_my_turn()
        assert app.stack.top is table, "a curtain came up in a game without secrets"
        seat = table.session.active_seat()
        assert table.viewer == seat and table.session.seats[seat].is_human
        seen.add(seat)
        table.renderer.forget()
        drawn.clear()
        pilot.frames(1)
        assert f"{table.session.seats[seat].name}'s decision".upper() in drawn
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
    assert seen == {0, 1}


def test_the_deciding_player_sees_her_own_factory_after_looking_at_another(daitoshi_app):
    """A Factory asked for by a click on its strip is drawn large for the decision it was asked in;
    at her next decision the player's own Factory is the one shown."""
    app, pilot = daitoshi_app("HHA", seed=8)
    table = pilot.table
    rng = random.Random(8)
    assert pilot.until_my_turn()
    looker = table.viewer
    other = 2
    x, y, _, h = L.strip_rect(other, 3)
    pilot.click_at((x + 30, y + h / 2))
    assert table.shown() == other                    # asked for: drawn large meanwhile
    for _ in range(40):
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
        assert pilot.until_my_turn()
        assert table.shown() == table.viewer, (table.viewer, table.shown())
        if table.viewer == looker:
            return
    raise AssertionError("the looker never decided again")


def test_a_numbered_seat_is_named_in_the_language_on_screen(daitoshi_app):
    """A hot-seat game set up in English names its people "Player 1", "Player 2"; with French on
    screen the table (and its log) calls them "Joueur 1", "Joueur 2", as it says "Vous" for "You"."""
    from game import i18n
    from game.core.daitoshi import SPEC
    from game.input.session import SeatConfig
    app, _ = daitoshi_app("HA")
    app.start_session(app.new_session(SPEC, [SeatConfig("Player 1", 0, "human"), SeatConfig("Player 2", 1, "human")],
                                      {}, 8))
    app.frame(1 / 60)
    table = app.stack.top
    try:
        app.change_setting("language", "fr")
        assert table.names()[:2] == ["Joueur 1", "Joueur 2"]
        assert "Joueur 2" in table.log[0].text and "Player" not in table.log[0].text, table.log[0].text
    finally:
        i18n.set_language("en")
