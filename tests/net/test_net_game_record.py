"""The finished game of an online match in each player's record book: once the game
is over the host sends every seat the game's record (setup, seed, actions); each client replays
it, files it only when it ends where that client saw the game end, and Watch plays it back. A
host whose record is not the game played gets nothing filed, and the player is told why.
Everything on 127.0.0.1; each client's record book is an App of its own (headless SDL)."""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.engine import IllegalAction  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.net import codec  # noqa: E402
from game.net import messages as m  # noqa: E402
from game.net.game_record import finished_game  # noqa: E402
from game.persistence.records import DISAGREES, NO_RECORD, NotKept, opponents  # noqa: E402
from drawn_text import DrawnText  # noqa: E402
from net_helpers import near_its_end, new_table  # noqa: E402
from test_net_remote_session import HostThread, open_session  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

BOUND = 600.0            # seconds: a bound on a game that hangs, not a timed check


def play_to_the_end(sessions, seed: int) -> None:
    """Every seat played by random choices through its RemoteSession until the game is over."""
    rng = Rng(seed)
    deadline = time.monotonic() + BOUND
    while not all(s.is_over() for s in sessions):
        assert time.monotonic() < deadline, "the game did not end"
        played = False
        for session in sessions:
            session.pump_ai()
            legal = session.legal_actions(session.seat)
            if legal and not session.is_over():
                try:
                    session.submit(legal[rng.below(len(legal))])
                    played = True
                except IllegalAction:       # another seat's move got in first: choose again
                    pass
        if not played:
            time.sleep(0.005)               # the host's news is on its way


def a_client(tmp_path, name: str, game: str):
    """A client's App with its own record book, headless."""
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / name / "settings.json",
              saves_dir=tmp_path / name / "saves", games=[registry.spec(game)])
    app.settings.anim_speed = 0.0
    app.open_menu()
    return app


def hosted_game(game: str, seed: int, lie=None):
    """A finished game of two seats, its last moves played through each seat's own
    RemoteSession; `lie` changes the record the host sends (a host that lies)."""
    table = near_its_end(game, ["remote", "remote"], seed)
    if lie is not None:
        honest = table.record
        table.record = lambda: lie(honest())
    hosting = HostThread(table)
    sessions = [open_session(hosting.host, "Aiko"), open_session(hosting.host, "Botan")]
    play_to_the_end(sessions, seed)
    return table, hosting, sessions


@pytest.mark.parametrize("game, seed", [("arigato", 3), ("daitoshi", 6)])
def test_each_client_files_the_online_game_and_watches_it_again(tmp_path, game, seed):
    table, hosting, sessions = hosted_game(game, seed)
    try:
        final = table.final()
        history = [a.text() for a in table.session.state.history]
        for session in sessions:
            app = a_client(tmp_path, f"seat{session.seat}", game)
            try:
                app.show_results(session)
                results = app.stack.top
                assert results.name == "results" and session.record_error is None
                assert results.outcome.seed == table.session.seed     # told once the game is over
                # the deal the host committed to, replayed against every view this seat was sent
                assert results.outcome.deal == ("verified", None)
                for lang in ("en", "fr"):
                    set_language(lang)
                    with DrawnText(app) as drawn:
                        app.frame(1 / 60)
                    assert drawn.problems() == [], drawn.problems()
                    assert t("results.deal_verified") in [text for _, text, *_ in drawn.texts]
                set_language("en")
                [entry] = app.records.entries()
                assert entry["online"] == {"seat": session.seat}
                assert entry["humans"] == [i == session.seat for i in range(2)]   # this book's person
                assert entry["names"] == ["Aiko", "Botan"]
                assert entry["scores"] == final["scores"] and entry["winners"] == final["winners"]
                assert entry["actions"] == history and entry["seed"] == table.session.seed
                assert opponents(entry, session.seat) == "people"      # the friend was a person
                record = app.records.record(game, ["Aiko", "Botan"][session.seat])
                assert record.played == 1
                # Watch again on the results plays the game back from the host's record
                Pilot(app).click("watch")
                replay = app.stack.top.session
                assert replay.is_replay and [a.text() for a in replay.script] == history
                replay.check()                                         # to its end, here
                # and Records offers it too, marked as played online
                app.open_menu()
                app.open_records()
                records = app.stack.top
                records.show("games")
                assert t("records.online") in records.entry_title(entry)
                assert records.widget("watch:0").enabled
                Pilot(app).click("watch:0")
                assert app.stack.top.session.is_replay
                assert app.stack.top.session.source == entry
            finally:
                app.close()
    finally:
        for session in sessions:
            session.close()
        hosting.close()


def _other_scores(entry):
    return {**entry, "scores": [s + 1 for s in entry["scores"]]}


def _other_seed(entry):
    return {**entry, "seed": entry["seed"] + 1}


def _a_move_missing(entry):
    return {**entry, "actions": entry["actions"][:-1]}


@pytest.mark.parametrize("lie", [_other_scores, _other_seed, _a_move_missing])
def test_a_record_that_is_not_the_game_seen_is_not_filed_and_the_player_is_told(tmp_path, lie):
    table, hosting, sessions = hosted_game("daitoshi", 11, lie)
    app = a_client(tmp_path, "seat0", "daitoshi")
    try:
        session = sessions[0]
        app.show_results(session)
        results = app.stack.top
        why = t("records.not_kept.disagrees")
        assert session.record_error == why
        assert app.records.entries() == []
        assert not results.widget("watch").enabled         # nothing checked to watch
        assert results.outcome.seed == -1                  # a record not believed tells nothing
        # the deal checked apart: another seed is not the one committed to, a move missing is a
        # game the seat did not see end there; other scores leave the deal as committed (the
        # record book refuses them)
        expected = {_other_seed: "commitment", _a_move_missing: "view", _other_scores: "verified"}
        assert results.outcome.deal[0] == expected[lie]
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        assert drawn.problems() == []
        said = " ".join(text for _, text, *_ in drawn.texts)
        if lie is _other_seed:
            assert t("results.deal_mismatch", why=t("results.deal.commitment")) in said
        assert why.split(" ")[0] in said and t("records.online") not in said
        Pilot(app).click("again")                         # an online game: back to Play online
        assert app.stack.top.name == "join"
    finally:
        app.close()
        for session in sessions:
            session.close()
        hosting.close()


def test_a_record_is_checked_before_it_is_read():
    """The record message is schema-checked like every message; a missing one is no record."""
    table = new_table("daitoshi", ["remote", "ai:random"], seed=4)
    assert table.record() is None                          # never before the end
    with pytest.raises(m.BadMessage):
        m.read(m.dump({"type": "record", "entry": {"game": "daitoshi"}}), m.FROM_HOST,
               m.HOST_MESSAGE_MAX)
    with pytest.raises(NotKept) as refused:
        finished_game(None, 0, "daitoshi", 2, {}, {"scores": [1, 2], "winners": [1]},
                      table.session.state.view(0))
    assert refused.value.reason == NO_RECORD


def _finished_at_the_host(seed: int):
    """A 2-player Arigatō game of AI seats played to its end at a host, without sockets: the
    record it would send, and seat 1's last state as that seat's client decodes it."""
    table = new_table("arigato", ["ai:random"] * 2, seed=seed)
    while not table.is_over():
        table.session.pump_ai(budget=0.0, max_decisions=50)
        table.session.wait_for_ai()
    entry = m.read(m.dump({"type": "record", "entry": table.record()}), m.FROM_HOST,
                   m.HOST_MESSAGE_MAX)["entry"]
    message = table.message_for(1)
    view = codec.decode(message["view"])
    view.history = [codec.action_from_text(a) for a in message["history"]]
    return entry, message["final"], view


def test_a_finished_hosted_game_replays_into_the_entry_a_client_files():
    entry, final, view = _finished_at_the_host(9)
    kept = finished_game(entry, 1, "arigato", 2, {}, final, view)
    assert kept["online"] == {"seat": 1} and kept["humans"] == [False, True]
    assert kept["scores"] == final["scores"] and "date" in kept
    # the same record and scores, but the seat saw another game end: not filed
    _, _, elsewhere = _finished_at_the_host(10)
    with pytest.raises(NotKept) as refused:
        finished_game(entry, 1, "arigato", 2, {}, final, elsewhere)
    assert refused.value.reason == DISAGREES and "view" in refused.value.detail
