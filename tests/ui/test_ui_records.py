"""The record book (game/persistence/records.py): each finished game a person played is kept,
and the results screen shows each person's record at that game."""

from __future__ import annotations

import json

from game.persistence.records import RecordBook
from game.ui.scenes.results import record_words
from ui_pilot import play_out


def _played(spec, seed, rounds=2):
    """A finished game of `spec`: Aiko (a person) against Botan (easy AI)."""
    from game.input.session import GameSession, SeatConfig
    return play_out(GameSession(spec, [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")],
                                {"rounds": rounds}, seed))


def _entry(game="arigato", names=("Aiko", "Botan"), humans=(True, False), scores=(80, 70), winners=(0,)):
    return {"game": game, "names": list(names), "humans": list(humans), "scores": list(scores),
            "winners": list(winners), "seed": 1, "actions": []}


def test_a_players_record_counts_games_wins_and_the_best_score(tmp_path):
    book = RecordBook(tmp_path)
    assert book.record("arigato", "Aiko").played == 0            # no book yet: no games
    book.add(_entry(scores=(80, 70), winners=(0,)))
    book.add(_entry(scores=(95, 99), winners=(1,)))
    book.add(_entry(names=("Botan", "Aiko"), humans=(False, True), scores=(60, 61), winners=(1,)))
    book.add(_entry(game="daitoshi", scores=(120, 10)))            # another game
    book.add(_entry(names=("Aiko", "Botan"), humans=(False, True), scores=(200, 0), winners=(0,)))  # an AI called Aiko
    rec = book.record("arigato", "Aiko")
    assert (rec.played, rec.won, rec.best) == (3, 2, 95)
    assert book.record("daitoshi", "Aiko").played == 1
    assert book.record("arigato", "Botan").played == 1             # the one game a person sat as Botan


def test_a_damaged_line_is_skipped_not_fatal(tmp_path):
    book = RecordBook(tmp_path)
    book.add(_entry())
    with book.path.open("a", encoding="utf-8") as f:
        f.write('{"version": 1, "game": "arigato", "names": ["Aiko"]\n')          # cut by a crash
        f.write(json.dumps({"version": 1, "game": "arigato", "names": ["Aiko"], "humans": [True],
                            "scores": ["many"], "winners": [0]}) + "\n")        # not a score
        f.write("[]\n")
    book.add(_entry())
    assert len(book.entries()) == 2 and book.record("arigato", "Aiko").played == 2


def test_a_finished_game_goes_into_the_book_and_the_results_show_the_record(make_app):
    from game.i18n import t
    from ui_fakegame import SPEC
    app = make_app()
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    for game_no in (1, 2):
        session = _played(SPEC, game_no)
        app.show_results(session)
        drawn.clear()
        app.frame(1 / 60)
        entries = app.records.entries()
        assert len(entries) == game_no and entries[-1]["actions"] == [a.text() for a in session.state.history]
        rec = app.records.record(SPEC.name, "Aiko")
        if game_no == 1:
            assert t("results.record_first", name="Aiko", game=SPEC.title) in drawn
        else:
            assert record_words("Aiko", SPEC.title, rec) in drawn


def test_games_without_a_person_are_not_recorded(make_app):
    from game.input.session import GameSession, SeatConfig
    from ui_fakegame import SPEC
    app = make_app()
    session = play_out(GameSession(SPEC, [SeatConfig("A", 0, "ai", "easy"), SeatConfig("B", 1, "ai", "easy")],
                                   {"rounds": 2}, 3))
    app.show_results(session)
    assert app.records.entries() == []




def test_the_records_screen_lists_games_newest_first_pages_them_and_watches_one(make_app):
    from game.i18n import t
    from game.input.replay import ReplaySession
    from ui_fakegame import SPEC
    from ui_pilot import Pilot
    app = make_app()
    pilot = Pilot(app)
    pilot.click("records")
    assert pilot.top.name == "records"
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    pilot.frames(1)
    assert t("records.none") in drawn
    pilot.click("back")
    assert pilot.top.name == "menu"
    for seed in range(1, 11):
        app.records.add(_played(SPEC, seed).to_record())
    pilot.click("records")
    scene = pilot.top
    drawn.clear()
    pilot.frames(1)
    assert scene.view == "stats"                       # each person's statistics first
    assert t("records.card", name="Aiko", game=SPEC.title) in drawn and "10" in drawn
    pilot.click("tab:games")                           # then the finished games
    drawn.clear()
    pilot.frames(1)
    newest = app.records.entries()[-1]
    assert any(line.startswith(newest["date"]) for line in drawn)
    assert any(f"Aiko {newest['scores'][0]}" in line for line in drawn)
    ids = lambda: {w.id for w in scene.widgets}  # noqa: E731
    assert "watch:7" in ids() and "watch:8" not in ids()   # 8 a page
    pilot.click("next")
    assert scene.page == 1 and {"watch:8", "watch:9"} <= ids()
    pilot.click("watch:9")                                    # the oldest game
    table = app.stack.top
    assert isinstance(table.session, ReplaySession) and table.session.seed == 1


def test_a_game_that_no_longer_replays_is_refused_with_a_reason(make_app):
    from game.i18n import t
    from ui_fakegame import SPEC
    from ui_pilot import Pilot
    app = make_app()
    entry = _played(SPEC, 3).to_record()
    entry["actions"] = entry["actions"][:2] + entry["actions"][:2] + entry["actions"][2:]   # moves twice
    app.records.add(entry)
    pilot = Pilot(app)
    pilot.click("records")
    pilot.click("tab:games")
    pilot.click("watch:0")
    assert pilot.top.name == "records" and pilot.top.message == t("records.cannot_replay")


def test_a_solo_game_lost_reads_as_lost(make_app):
    from game.i18n import t
    from game.ui.scenes.records import RecordsScene
    app = make_app()
    app.records.add(_entry(names=("Aiko",), humans=(True,), scores=(40,), winners=()))
    app.records.add(_entry(names=("Aiko",), humans=(True,), scores=(90,), winners=(0,)))
    scene = RecordsScene(app)
    lost, won = scene.entries[1], scene.entries[0]
    assert scene.row_text(lost).endswith(t("records.solo_lost", name="Aiko"))
    assert scene.row_text(won).endswith(t("records.winner", names="Aiko"))



def test_statistics_per_person_and_game_by_opponent_level(tmp_path, make_app):
    """Games, wins, win rate, best and average score, and the same against each
    opponent AI level (the strongest AI at the table), solo and people-only games apart."""
    from game.i18n import t
    from game.persistence.records import by_opponents, tally
    from game.ui.scenes.records import RecordsScene

    def seat(kind, level):
        return {"name": "x", "colour": 0, "kind": kind, "difficulty": level}
    games = [(("Aiko", "Botan"), (True, False), (80, 70), (0,), [seat("human", "normal"), seat("ai", "easy")]),
             (("Aiko", "Botan", "Mei"), (True, False, False), (60, 90, 10), (1,),
              [seat("human", "normal"), seat("ai", "easy"), seat("ai", "hard")]),
             (("Aiko", "Kenji"), (True, True), (100, 20), (0,), [seat("human", "normal"), seat("human", "normal")]),
             (("Aiko",), (True,), (40,), (), [seat("human", "normal")])]
    app = make_app()
    for names, humans, scores, winners, seats in games:
        app.records.add({**_entry(names=names, humans=humans, scores=scores, winners=winners), "seats": seats})
    entries = app.records.entries()
    rec = tally(entries, "arigato", "Aiko")
    assert (rec.played, rec.won, rec.best, rec.average, rec.rate) == (4, 2, 100, 70, 0.5)
    levels = by_opponents(entries, "arigato", "Aiko")
    assert list(levels) == ["solo", "people", "easy", "hard"]
    assert (levels["hard"].played, levels["hard"].won) == (1, 0) and levels["easy"].won == 1
    scene = RecordsScene(app)
    app.push_scene(scene)
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    app.frame(1 / 60)
    for words in ("50%", "100", "70", t("records.level.hard"), t("records.level.people"), "games", "wins"):
        assert words in drawn, words
    assert "1 games" not in " ".join(drawn)
    rows = [t(f"records.level.{level}") for level in levels]
    assert rows[0] in drawn and all(row[0].isupper() for row in rows), rows   # "Against: Solo", never "solo"


def test_the_default_you_is_one_person_in_every_language(make_app):
    """A game played as "You" in English and one as "Vous" in French are one person's two games:
    one card, both counted; another name stays another person."""
    from game.ui.scenes.records import RecordsScene
    app = make_app()
    app.records.add(_entry(names=("You", "Botan"), scores=(80, 70), winners=(0,)))
    app.records.add(_entry(names=("Vous", "Botan"), scores=(50, 90), winners=(1,)))
    app.records.add(_entry(names=("Aiko", "Botan"), scores=(10, 90), winners=(1,)))
    rec = app.records.record("arigato", "Vous")
    assert (rec.played, rec.won, rec.best) == (2, 1, 80)
    cards = RecordsScene(app).cards
    assert [(game, name, r.played) for game, name, r, _ in cards] == [("arigato", "You", 2), ("arigato", "Aiko", 1)]


def test_a_numbered_seat_is_one_person_in_every_language(make_app):
    """Hot-seat games name their people by number: "Player 1" in English and "Joueur 1" in French
    are one person of the record book, shown in the language on screen."""
    from game import i18n
    from game.ui.scenes.records import RecordsScene
    app = make_app()
    app.records.add(_entry(names=("Player 1", "Player 2"), humans=(True, True), scores=(80, 70), winners=(0,)))
    app.records.add(_entry(names=("Joueur 1", "Joueur 2"), humans=(True, True), scores=(50, 90), winners=(1,)))
    assert app.records.record("arigato", "Joueur 1").played == 2
    cards = RecordsScene(app).cards
    assert [(name, r.played) for _, name, r, _ in cards] == [("Player 1", 2), ("Player 2", 2)]
    try:
        i18n.set_language("fr")
        assert i18n.shown_name(cards[0][1]) == "Joueur 1"
    finally:
        i18n.set_language("en")
