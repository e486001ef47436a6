"""Solo Daitoshi on the table: the Mayor is a player but not a seat (issue 8); his Factory,
Magnate and name are drawn, and a game against him is played through the table to the end."""

import os

import pygame


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
