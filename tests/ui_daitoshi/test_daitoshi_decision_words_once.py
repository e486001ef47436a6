"""The Daitoshi table's decision words (the header's title, the panel's help) were worked out
every frame for the frame's context; they are worked out when the view, the name said or the
language changes, and read in every other frame (the frames beside b3f3713)."""

from __future__ import annotations

from game.i18n import daitoshi as words


def test_the_decision_is_put_in_words_once_not_every_frame(daitoshi_app, monkeypatch):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    pilot.frames(2)
    said = []
    real = words.describe_decision
    monkeypatch.setattr(words, "describe_decision", lambda *a, **k: said.append(1) or real(*a, **k))
    before = table.ctx().decision_title
    pilot.move((300, 300))
    pilot.frames(6)
    assert said == [], f"the decision put in words {len(said)} times in 6 frames"
    assert table.ctx().decision_title == before
    from game import i18n
    try:
        app.change_setting("language", "fr")      # what it says changed: worked out again, once
        pilot.frames(3)
        assert len(said) == 1
        assert table.ctx().decision_title == real(table.view(), table.names()[table.session.active_seat()],
                                                  lang="fr")[0] != before
    finally:
        i18n.set_language("en")
