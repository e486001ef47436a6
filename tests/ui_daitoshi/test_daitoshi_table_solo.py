"""Solo Daitoshi on the table: the Mayor is a player but not a seat; his Factory,
Magnate and name are drawn, and a game against him is played through the table to the end."""

import os

import pygame

from game.core.rng import SPLITMIX


def test_solo_table_draws_the_mayor_and_plays_to_the_end(daitoshi_app, tmp_path):
    app, pilot = daitoshi_app("H", size=(1280, 720), seed=3)
    table = app.stack.top
    state = table.session.state
    assert state.num_seats == 1 and len(state.players) == 2
    assert table.names()[1] == "The Mayor"
    pilot.frames(3)
    pygame.image.save(app.screen, str(tmp_path / "daitoshi-solo.png"))
    if os.environ.get("ARIGATO_SHOTS"):
        pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"], "daitoshi-solo.png"))
    for _ in range(600):
        if table.session.is_over():
            break
        legal = table.session.legal_actions(0)
        assert table.submit(legal[0]) is None
        pilot.frames(1)
    assert table.session.is_over()
    pilot.frames(2)


def test_the_log_tells_every_advisor_dealt_even_those_discarded_at_setup(daitoshi_app):
    """SOLO MODE: Advisors with a setup part are applied at once and discarded; the log says what
    each one did, and which are kept beside the Mayor's board (ADVISOR CARDS)."""
    app, pilot = daitoshi_app("H", seed=10, options={"advisors": 3}, deal=SPLITMIX)   # seed 10 deals these
    table = pilot.table
    assert table.session.view(0).solo.dealt == ("advisor_01", "advisor_02", "advisor_09")
    said = [e.words["en"] for e in table.log]
    assert "The Mayor is dealt 3 Advisors" in said
    assert "The Mayor sets up Advisor 1, then discards it: his Reputation advances 1 step" in said
    assert "The Mayor sets up Advisor 2, then discards it: a Banner of his goes on the leftmost City" in said
    assert "The Mayor keeps Advisor 9 beside his board: it acts at the end of the game" in said
    assert said.index("The Mayor is dealt 3 Advisors") < said.index("The Mayor gains 1 Reputation")
    french = [e.words["fr"] for e in table.log]
    assert "Le Maire applique le Conseiller 1, puis le défausse : sa Réputation avance d'un cran" in french
