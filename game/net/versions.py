"""What the two ends of a connection must share: the program (its rules and the codec's classes)
and each game's content (the data in levels/). A game is its setup, seed and actions *under one
content*, so a client on other cards would read the host's views wrongly: the handshake refuses
any difference (game/net/messages.py `version_mismatch`)."""

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
PROTOCOL = 3
PROGRAM = __version__
# Files of levels/<game>/ that are no part of the rules: the tutorial's script and the notes.
_NOT_RULES = {"tutorial.toml"}


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
