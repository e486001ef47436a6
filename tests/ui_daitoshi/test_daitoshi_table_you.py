"""The Daitoshi table speaks to a seat named "You" in the second person, in English and in French
(where it is called "Vous"): the log, the decision's title, the waiting line, the Factory's
tooltips, the final scores; the other players keep their names."""

from __future__ import annotations

import random
import re

from game import i18n
from game.core.daitoshi import SPEC
from game.input.session import SeatConfig
from game.ui.tables.daitoshi.finale import winner_words
from game.ui.tables.daitoshi.scene import ChoiceButton


def _start(make, first: str, kinds=("human", "ai")):
    app, pilot = make()
    app.open_menu()
    names = [first, "Aiko"]
    app.start_session(app.new_session(SPEC, [SeatConfig(names[i], i, kind, "easy") for i, kind in enumerate(kinds)],
                                      {}, 5))
    app.frame(1 / 60)
    return app, pilot


def _play(pilot, turns: int) -> None:
    rng = random.Random(5)
    for _ in range(turns):
        if not pilot.until_my_turn():
            return
        pilot.click(rng.choice([w for w in pilot.table.widgets if isinstance(w, ChoiceButton)]).id)


def test_the_table_speaks_to_you_in_both_languages(daitoshi_app):
    app, pilot = _start(daitoshi_app, "You")
    table = pilot.table
    _play(pilot, 12)
    assert pilot.until_my_turn()
    assert re.fullmatch(r"You (choose|produce|place|exploit|perform|install|take|move|pay|give|advance|"
                        r"discard|have|may)\b.*", table.ctx().decision_title)
    assert table.turn_words("You", True) == "Waiting for you…"
    # The turn can come back between a frame's drawing and the next, and the board redraws its
    # regions within a time budget: read the tooltips with every region drawn for this turn.
    table.settle()
    tips = [tip for _, tip in table._tips]
    assert any(tip.startswith("Your Factory, the player board") for tip in tips)
    assert any(tip.startswith("You have ") for tip in tips)
    strip = next(tip for tip in tips if tip.startswith("You: ") and " VP; " in tip)   # the player's strip
    assert "(you)" not in strip and re.search(r"\b1 (workers|hexes|tiles|Inventions)\b", strip) is None
    assert re.search(r"\d+ workers?, \d+ hex(es)? on the Exploitation Record", strip)
    english = [entry.words["en"] for entry in table.log]
    french = [entry.words["fr"] for entry in table.log]
    assert english[0].startswith("A game of Daitoshi for 2: You and Aiko.")
    assert any(re.fullmatch(r"Turn \d+: you play", line) for line in english)
    assert not [line for line in english if re.search(r"\bYou(?:'s| gains| plays| moves| sends| is)\b", line)]
    app.change_setting("language", "fr")
    try:
        assert table.names()[0] == "Vous"
        assert table.ctx().decision_title.startswith("Vous ")
        assert table.turn_words("Vous", True) == "En attente de vous…"
        pilot.frames(1)
        table.settle()
        tips = [tip for _, tip in table._tips]
        assert any(tip.startswith("Votre Usine, le plateau du joueur") for tip in tips)
        assert any(tip.startswith("Vous avez ") for tip in tips)
        assert french[0].startswith("Une partie de Daitoshi à 2 : Vous et Aiko.")
        assert any(re.fullmatch(r"Tour \d+ : vous jouez", line) for line in french)
        assert not [line for line in french if re.search(r"\b(?:You|Vous (?:gagne|joue|est|a|envoie)|de Vous)\b",
                                                         line)]
    finally:
        app.change_setting("language", "en")


def test_a_seat_named_vous_is_you_too_and_the_others_keep_their_names(daitoshi_app):
    app, pilot = _start(daitoshi_app, "Vous", kinds=("human", "human"))
    table = pilot.table
    assert table.names() == ["You", "Aiko"]
    assert table.turn_words("Aiko", True) == "Waiting for Aiko…"
    _play(pilot, 6)
    english = [entry.words["en"] for entry in table.log]
    assert any(line.startswith("Your Magnate moves to ") or line == "You lead a Production Turn"
               for line in english)
    assert any(line.startswith("Aiko's Magnate moves to ") or line == "Aiko leads a Production Turn"
               for line in english)


def test_the_final_scores_say_you_win():
    assert winner_words([0], ["You", "Aiko"]) == "You win!"
    assert winner_words([1], ["You", "Aiko"]) == "Aiko wins!"
    assert winner_words([0, 1], ["You", "Aiko"]) == "You, Aiko share the victory!"
    i18n.set_language("fr")
    try:
        assert winner_words([0], ["Vous", "Aiko"]) == "Vous gagnez !"
        assert i18n.said_to("dtable.wins", "Vous") == " (vous gagnez)"
        assert i18n.said_to("dtable.wins", "Aiko") == " (gagne)"
    finally:
        i18n.set_language("en")
