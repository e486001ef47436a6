"""A table talks to the session's public face (game/input/face.py) and
to nothing else, so that a remote session can stand in for the local one. Nothing in game/ui reads
the full state (`session.state`, `x.state.y`) or reaches into what only the session may hold: the
story as it happened to everyone, or a replay of the game from its seed."""

import ast
import inspect
from pathlib import Path

from game.input.face import LessonFace, ReplayFace, SessionFace
from game.input.replay import ReplaySession
from game.input.session import GameSession
from game.net.remote import RemoteSession
from game.tutorial.session import TutorialSession

UI = Path(__file__).resolve().parents[1] / "game" / "ui"
# the session's own insides: the full state, everyone's events, a replay from the setup and seed
INSIDES = {"state", "happened", "retold", "replayed", "new_state"}


def _reads(source: str) -> list[tuple[int, str]]:
    """(line, name) of every attribute read of an inside name, `anything.state` included."""
    return [(node.lineno, node.attr) for node in ast.walk(ast.parse(source))
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
    for cls, face in ((GameSession, SessionFace), (ReplaySession, ReplayFace), (TutorialSession, LessonFace),
                      (RemoteSession, SessionFace)):
        wanted = {name for name, member in inspect.getmembers(face) if callable(member) and not name.startswith("_")}
        assert wanted, face
        missing = sorted(name for name in wanted if not callable(getattr(cls, name, None)))
        assert missing == [], (cls.__name__, missing)
