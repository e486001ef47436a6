"""A table talks to the session's public face (game/input/face.py) and
to nothing else, so that a remote session can stand in for the local one. Nothing in game/ui reads
the full state (`session.state`, `x.state.y`) or reaches into what only the session may hold: the
story as it happened to everyone, or a replay of the game from its seed. The client itself
(game/ui/app.py) ends a game, files its record, watches it again and plays it again through the
faces alone (`GameFace`: the table's face and `KeptFace`)."""

import ast
import inspect
from pathlib import Path

from source_trees import GROUP, nodes

from game.core import registry
from game.input.face import GameFace, KeptFace, LessonFace, ReplayFace, SessionFace
from game.input.replay import ReplaySession
from game.input.session import GameSession, SeatConfig
from game.net.remote import RemoteSession
from game.tutorial.session import TutorialSession

pytestmark = GROUP

UI = Path(__file__).resolve().parents[1] / "game" / "ui"
# the session's own insides: the full state, everyone's events, a replay from the setup and seed
INSIDES = {"state", "happened", "retold", "replayed", "new_state"}


def _reads(source: str) -> list[tuple[int, str]]:
    """(line, name) of every attribute read of an inside name, `anything.state` included."""
    return [(node.lineno, node.attr) for node in nodes(source)
            if isinstance(node, ast.Attribute) and node.attr in INSIDES]


def test_no_code_in_game_ui_reads_the_state_or_the_sessions_insides():
    files = sorted(UI.rglob("*.py"))
    assert files, "game/ui has no Python files"
    offenders = {str(f.relative_to(UI)): _reads(f.read_text(encoding="utf-8")) for f in files}
    assert {f: r for f, r in offenders.items() if r} == {}


def test_the_checker_sees_a_state_read():
    assert _reads("view = table.session.state\nn = len(self.state.history)\nok = s.view(0)\n") == \
        [(1, "state"), (2, "state")]
    assert _reads("x = session.retold()\n") == [(1, "retold")]


def test_every_session_the_client_plays_wears_the_face():
    """Each session the tables are given has every method of its face (a missing one would
    show only when a table calls it)."""
    for cls, table_face in ((GameSession, SessionFace), (ReplaySession, ReplayFace), (TutorialSession, LessonFace),
                            (RemoteSession, SessionFace)):
        for face in (table_face, KeptFace):       # and what the client keeps of it
            wanted = _methods(face)
            assert wanted, face
            missing = sorted(name for name in wanted if not callable(getattr(cls, name, None)))
            assert missing == [], (cls.__name__, face.__name__, missing)


def _methods(face) -> set[str]:
    return {name for name, member in inspect.getmembers(face) if callable(member) and not name.startswith("_")}


def _face_names(face) -> set[str]:
    """Every method and attribute a face names."""
    names = _methods(face)
    for cls in face.__mro__:
        names |= {n for n in getattr(cls, "__annotations__", {}) if not n.startswith("_")}
    return names


class FacesOnly:
    """A session seen through `GameFace` alone: reading or setting any other name raises
    AttributeError (a `getattr` with a default then sees a session without it)."""

    def __init__(self, session) -> None:
        object.__setattr__(self, "_session", session)

    def __getattr__(self, name):
        if name not in _face_names(GameFace):
            raise AttributeError(f"{name!r} is on none of the session's faces")
        return getattr(self._session, name)

    def __setattr__(self, name, value) -> None:
        if name not in _face_names(GameFace):
            raise AttributeError(f"{name!r} is on none of the session's faces")
        setattr(self._session, name, value)


def test_the_wrapper_lets_through_only_the_faces():
    played = GameSession(registry.spec("arigato"), [SeatConfig("A", 0, "ai", "easy")], seed=1)
    seen = FacesOnly(played)
    assert seen.seats is played.seats and seen.to_record() is not None
    for inside in ("state", "played_by", "options", "autosave", "save_to"):
        assert not hasattr(seen, inside)


def test_the_client_ends_files_watches_and_replays_a_game_through_its_faces(app):
    """app.py given a session that shows only its faces: the results, the record, Watch again
    and Play again all work (they read a local session's `played_by` and `options` before)."""
    from ui_pilot import Pilot, play_out
    spec = registry.spec("arigato")
    played = play_out(GameSession(spec, [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")],
                                  seed=3), pick=-1)
    app.open_menu()
    pilot = Pilot(app)
    app.show_results(FacesOnly(played))
    pilot.frames(1)
    assert pilot.top.name == "results" and pilot.top.session.record_error is None
    assert [e["names"] for e in app.records.entries()] == [["Aiko", "Botan"]]
    pilot.click("again")
    again = pilot.top.session
    assert [(s.name, s.kind) for s in again.seats] == [("Aiko", "human"), ("Botan", "ai")]
    assert again.spec is spec and again is not played and again.moves() < played.moves()
    app.show_results(FacesOnly(played))
    pilot.frames(1)
    pilot.click("watch")
    assert pilot.top.session.is_replay and pilot.top.session.length() == played.moves()
