"""Daitoshi's solo results: the Mayor is scored like a player (SOLO MODE, END OF THE GAME), so the
results show his row and breakdown beside yours, and name him the winner when you do not beat him
("If you score more VP than the Mayor, you win. Otherwise, you lose.")."""

from __future__ import annotations

import random

from game.i18n import t
from game.i18n.catalogue import CATALOGUE
from game.ui.scenes.results import ResultsScene, part_label
from game.ui.tables.daitoshi.scene import ChoiceButton


def _play_solo_to_the_end(daitoshi_app, seed):
    app, pilot = daitoshi_app("H", seed=seed, options={"advisors": 3})
    table = pilot.table
    rng = random.Random(seed)
    while pilot.until_my_turn():
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
    return app, table.session


def _drawn(app):
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    app.frame(1 / 60)
    app.theme.text = real
    return drawn


def test_the_mayors_score_and_breakdown_stand_beside_yours(daitoshi_app):
    app, session = _play_solo_to_the_end(daitoshi_app, seed=8)
    state = session.state
    mayor, mine = state.mayor_score(), state.scores()[0]
    won = mine.total > mayor.total
    app.stack.replace(ResultsScene(app, session))
    drawn = _drawn(app)
    assert t("dtable.mayor") in drawn and str(mayor.total) in drawn and str(mine.total) in drawn
    head = t("results.winner", names=t("dtable.mayor")) if not won else None
    if head is not None:
        assert head in drawn
    else:
        assert t("results.none") not in drawn
    # his parts are in the legend, in words from the catalogue (not made up from identifiers)
    for name, value in mayor.breakdown:
        if value:
            assert "part." + name in CATALOGUE["en"], name
            assert part_label(name) in drawn, name


def test_a_tie_is_the_mayors(daitoshi_app):
    app, session = _play_solo_to_the_end(daitoshi_app, seed=8)
    state = session.state
    mine = state.scores()[0]
    state.mayor_score = lambda: type(mine)((("in_game", mine.total),))
    assert state.winners() == []          # "Otherwise, you lose": a tie is no win
    app.stack.replace(ResultsScene(app, session))
    assert t("results.winner", names=t("dtable.mayor")) in _drawn(app)


def test_a_solo_record_keeps_the_mayors_score_and_his_advisors(daitoshi_app):
    """The record book keeps what a solo game was played against (the Mayor's score, his number of
    Advisors), and Records shows it beside the player's score."""
    from game.ui.scenes.records import RecordsScene
    app, session = _play_solo_to_the_end(daitoshi_app, seed=8)
    mayor = session.state.mayor_score().total
    app.show_results(session)
    entry = app.records.entries()[-1]
    assert entry["rival"] == {"score": mayor, "advisors": 3}
    scene = RecordsScene(app)
    assert scene.row_text(scene.entries[0]).count(f"The Mayor {mayor} (3 Advisors)") == 1


def test_a_solo_record_kept_before_the_mayors_score_still_reads(daitoshi_app):
    from game.ui.scenes.records import RecordsScene
    app, _ = daitoshi_app("H", seed=8)
    app.records.add({"game": "daitoshi", "names": ["You"], "humans": [True], "scores": [80], "winners": [0],
                     "seed": 8, "actions": []})
    scene = RecordsScene(app)
    assert len(scene.entries) == 1 and "Mayor" not in scene.row_text(scene.entries[0])
