"""The invite: one line that carries everything a friend needs to join a hosted game, the host's
address and port, the join code and the fingerprint of the host's certificate (tls.py), so that
the client it is pasted into reaches that host and no other (game/net/PROTOCOL.md, "Encryption
and the invite").

    arigato://192.168.1.20:8765/TANUKI#k3u2...    (52 base32 letters: SHA-256 of the certificate)

The scheme names the format's version: `arigato://` is the first; a later format takes another
(`arigato2://`), which this version refuses as an invite from a newer game, never misreads. An
IPv6 address goes in brackets; the code is URL-quoted (any code the host has can travel); an
invite without a fingerprint is a host without TLS (`host --no-tls`). Letter case changes
nothing: the address and code are compared without it and the fingerprint is base32.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote, unquote

from game.net.messages import CODE_MAX
from game.net.tls import normal_fingerprint

SCHEME = "arigato"
_FOUND = re.compile(r"arigato[0-9]*://\S+", re.IGNORECASE)   # an invite inside a longer message


class BadInvite(ValueError):
    """Text that is not an invite this version reads. `reason` names what is wrong (worded for
    the player by the catalogue, `online.invite.<reason>`); the message says it in English."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Invite:
    address: str
    port: int
    code: str
    fingerprint: str | None      # None: a host without TLS

    def text(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        line = f"{SCHEME}://{host}:{self.port}/{quote(self.code, safe='')}"
        return f"{line}#{self.fingerprint}" if self.fingerprint else line

    def __str__(self) -> str:
        return self.text()


def parse_invite(text: str) -> Invite:
    """The invite in `text` (pasted whole, or inside the message it was sent in); BadInvite,
    with the reason, for anything else."""
    found = _FOUND.findall(text)
    if not found:
        raise BadInvite("not_invite", "not an invite: it begins with arigato://")
    if len(found) > 1:
        raise BadInvite("not_invite", "more than one invite in the text: paste one")
    scheme, _, rest = found[0].partition("://")
    if scheme.lower() != SCHEME:
        raise BadInvite("newer", f"an invite of another version ({scheme}://): update the game")
    rest, hash_, fingerprint = rest.partition("#")
    place, slash, code = rest.partition("/")
    host, colon, port = place.rpartition(":")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if not colon or not host or "[" in host or "]" in host:
        raise BadInvite("address", "the invite's address is not ADDRESS:PORT")
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise BadInvite("port", f"the invite's port is not a port number: {port!r}")
    code = unquote(code.rstrip("/"))
    if not slash or not code or len(code) > CODE_MAX or not code.isprintable():
        raise BadInvite("code", f"the invite has no join code of 1 to {CODE_MAX} characters")
    pinned = normal_fingerprint(fingerprint) if hash_ else None
    if hash_ and pinned is None:
        raise BadInvite("fingerprint", "the invite's certificate fingerprint is cut or changed: "
                                       "copy the whole invite again")
    return Invite(host, int(port), code.upper(), pinned)


def is_invite(text: str) -> bool:
    """The text holds something meant as an invite (well made or not)."""
    return bool(_FOUND.search(text))
