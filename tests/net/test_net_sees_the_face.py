"""The network code sees a session only through its public face (game/input/face.py), never its
threads or insides (game/ui/CLIENT.md, "Online": "the network code sees the session only through
its interface"), and a host run inside the client sees its `Host` only through what the host
offers (game/net/hosting.py). Read from the code's shape: no module of game/net reads a session's
`controllers`, and none reads another object's private name (`x._name`, `x` not `self`); and the
host's side (the table, the room, the server, a host inside the client) asks its table's session
only what the session's face offers, with the host's narrow side of it (game/input/face.py
`HostFace`: whose turn, each seat's decisions, the deal to commit to, the journal on disk), never
its state or seed."""

import ast
from pathlib import Path

from source_trees import GROUP, nodes

from game.input.face import GameFace, HostFace

pytestmark = GROUP

NET = Path(__file__).resolve().parents[2] / "game" / "net"
INSIDES = {"controllers"}            # the session's AI controllers and their threads
HOST_SIDE = ("table.py", "room.py", "host.py", "hosting.py")


def _reads(source: str) -> list[tuple[int, str]]:
    """(line, what) of every read of a session's insides, or of another object's private name."""
    found = []
    for node in nodes(source):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value.id if isinstance(node.value, ast.Name) else None
        private = node.attr.startswith("_") and not node.attr.startswith("__")
        if node.attr in INSIDES or (private and owner not in ("self", "cls")):
            found.append((node.lineno, ast.unparse(node)))
    return sorted(found)


def test_no_module_of_game_net_reads_a_sessions_insides_or_anothers_privates():
    files = sorted(NET.glob("*.py"))
    assert files, "game/net has no Python files"
    offenders = {f.name: _reads(f.read_text(encoding="utf-8")) for f in files}
    assert {f: r for f, r in offenders.items() if r} == {}


def test_the_checker_sees_what_the_room_and_the_host_once_read():
    assert _reads("f = session.controllers[seat].future\n") == \
        [(1, "session.controllers")]
    assert _reads("self.host._first.start()\nr = self.host.rooms[0]._x\nself._y = 1\n") == \
        [(1, "self.host._first"), (2, "self.host.rooms[0]._x")]


def _asked_of_a_session(source: str) -> list[tuple[int, str]]:
    """(line, name) of every name read off a session (`session.x`, `table.session.x`)."""
    found = []
    for node in nodes(source):
        if isinstance(node, ast.Attribute):
            owner = node.value
            named = owner.id if isinstance(owner, ast.Name) else \
                owner.attr if isinstance(owner, ast.Attribute) else None
            if named == "session":
                found.append((node.lineno, node.attr))
    return sorted(found)


def _face_names() -> set[str]:
    """What the host's side may ask: the face, and the host's side of it (HostFace)."""
    names = {n for n in dir(HostFace) if not n.startswith("_")}
    for cls in HostFace.__mro__:
        names |= {n for n in getattr(cls, "__annotations__", {}) if not n.startswith("_")}
    return names


def test_the_host_side_asks_a_session_only_what_its_face_offers():
    face = _face_names()
    asked = {name: _asked_of_a_session((NET / name).read_text(encoding="utf-8"))
             for name in HOST_SIDE}
    assert all(asked.values()), "the host's side asks nothing of a session: the check reads nothing"
    beyond = {name: [(line, what) for line, what in found if what not in face]
              for name, found in asked.items()}
    assert {name: found for name, found in beyond.items() if found} == {}


def test_the_session_checker_sees_a_name_off_the_face():
    assert _asked_of_a_session("x = self.table.session.seed\nsession.pump_ai()\n") == \
        [(1, "seed"), (2, "pump_ai")]
    assert {"seed", "state", "deal", "autosave"}.isdisjoint(_face_names())
    assert "pump_ai" in _face_names() and "decided" in _face_names()


def test_the_hosts_side_of_the_face_is_narrow():
    """Beyond the table's face, a host asks only whose turn it is, a seat's decisions, the deal
    to commit to, the journal on disk, the seats' players and the AI's thinking dropped."""
    beyond = {n for n in dir(HostFace) if not n.startswith("_")} - set(dir(GameFace))
    assert beyond == {"turn", "decided", "dealt_by", "save", "unsynced", "sync",
                      "seat_played_as", "stop_thinking"}
