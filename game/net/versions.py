"""What the two ends of a connection must share: the protocol (the messages and the games'
declared views: game/core/wire.py), the release of the rules (the program's version but its
patch number) and each game's content (the data in levels/). A game is its setup, seed and
actions *under one content*, so a client on other cards would read the host's views wrongly.

Two programs of the same release that differ only in their patch number (0.1.0 and 0.1.3) play
together: a patch mends the program around the rules, never the rules or the wire. Any other
difference is refused (game/net/messages.py `version_mismatch`) with the side that must update:
the one whose protocol, release or program is older (`side_to_update`; game/net/PROTOCOL.md,
"Versions")."""

from __future__ import annotations

import hashlib
from functools import lru_cache

from game import __version__
from game.core import registry
from game.resources import resource_path

# The messages' own version (game/net/messages.py). 2: the finished game's `record`, which a
# client of 1 cannot read (it would leave the game just before its end). 3: the state's `undo`,
# without which a client could not tell when its seat may take back an action, and `closing`,
# the host's word before it closes on purpose, which a client of 2 would take for a broken host.
# 4: views, events and prompts as the games declare them (game/core/wire.py), under the games'
# names for them, where 3 sent the rules' objects as they were laid out in memory.
PROTOCOL = 4
PROGRAM = __version__
# Files of levels/<game>/ that are no part of the rules: the tutorial's script and the notes.
_NOT_RULES = {"tutorial.toml"}


# Which side must update (the `update` of a `version_mismatch` refusal).
CLIENT, HOST, BOTH = "client", "host", "both"


def _numbers(program: str) -> tuple[int, ...]:
    """"0.1.3" as (0, 1, 3); a part that is no number counts as 0 (a version nobody released)."""
    return tuple(int(p) if p.isdigit() else 0 for p in str(program).split("."))


def release(program: str) -> tuple[int, ...]:
    """The rules' release a program version belongs to: its version without the patch number."""
    return _numbers(program)[:2]


def side_to_update(host: dict, client: dict) -> str | None:
    """None when a host and a client of these versions ({"protocol", "program", "content"}: the
    content of the game played) can play together; else which must update: the one with the
    older protocol, then the older program. `BOTH` when neither is older and their content still
    differs (a game's files changed by hand: both reinstall the same release)."""
    if (host["protocol"] == client["protocol"] and release(host["program"]) == release(client["program"])
            and host["content"] == client["content"]):
        return None
    ours = (host["protocol"], _numbers(host["program"]))
    theirs = (client["protocol"], _numbers(client["program"]))
    if ours == theirs:
        return BOTH
    return HOST if ours < theirs else CLIENT


def side_in_refusal(params: dict) -> str:
    """Which side a `version_mismatch` refusal says must update: its `update`, or, from a host of
    protocol 3 or before that did not say, worked out from the two sides' versions it carried."""
    said = params.get("update")
    if said in (CLIENT, HOST, BOTH):
        return said
    try:
        return side_to_update(params["host"], params["client"]) or BOTH
    except (KeyError, TypeError):
        return BOTH


WHY = {CLIENT: "this program is older than the host's: update it to join",
       HOST: "the host's program is older than this one: the host must update it",
       BOTH: "the two sides' game files differ: both must install the same release"}


@lru_cache(maxsize=None)
def content_version(game: str) -> str:
    """A short fingerprint of the game's component files (levels/<game>/*.toml)."""
    folder = resource_path("levels", game)
    digest = hashlib.sha256()
    for path in sorted(folder.glob("*.toml")):
        if path.name in _NOT_RULES:
            continue
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def content_versions() -> dict[str, str]:
    """Every game's content fingerprint, by game: what a joining client announces."""
    return {game: content_version(game) for game in registry.available()}
