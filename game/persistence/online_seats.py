"""The seats this player holds in games hosted elsewhere: for each, the host's address and port,
the join code, the seat and its secret token (and the fingerprint of the host's certificate, which
the seat's return pins as the invite did), so that after the client is closed (or crashes) Play
online offers to go back to the same seat. One small JSON file beside the saves' folder
(`online-seats.json` in the user data folder), written atomically, checked on load; a bad one is set aside and named
(files.py), never a crash. A seat is forgotten once its game is over or its host refuses it.

The token is a secret of the player's like their saves: it lets whoever holds it play the seat.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from game.persistence import files
from game.persistence import schema as sc

FILE_NAME = "online-seats.json"
VERSION = 1
KEPT_MAX = 20            # seats remembered at once (the oldest go first)
FINGERPRINT_MAX = 64     # game/net/tls.py's are 52 letters; a file of older seats has none

SEAT = sc.record({"game": sc.text(40), "address": sc.text(255), "port": sc.whole(1, 65535),
                  "code": sc.text(16), "token": sc.text(64), "seat": sc.whole(0, 7),
                  "name": sc.text(sc.NAME_MAX), "at": sc.number(0, 1e11)},
                 optional={"fingerprint": sc.text(FINGERPRINT_MAX)})
FILE = sc.record({"version": sc.one_of(VERSION), "seats": sc.items(SEAT, 0, KEPT_MAX)})


def _same(a: dict, b: dict) -> bool:
    """The same seat of the same game: the host, its code and the seat."""
    return all(a[k] == b[k] for k in ("address", "port", "code", "seat"))


class OnlineSeats:
    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / FILE_NAME
        self.notices: list[files.Notice] = []   # a bad file set aside, for the player

    def seats(self) -> list[dict]:
        """The seats kept, the latest first; none when the file is missing or bad (a bad file
        is moved aside, with a notice)."""
        try:
            data = files.read_json(self.path, limit=1 << 20)
            if data is None:
                return []
            found = sc.check(FILE, data)
            if found:
                raise files.bad_field(self.path, found)
        except files.BadFile as bad:
            self.notices.append(files.notice_for(bad))
            return []
        return sorted(data["seats"], key=lambda s: -s["at"])

    def keep(self, game: str, address: str, port: int, code: str, seat: int, token: str,
             name: str = "", fingerprint: str | None = None) -> None:
        """Remember a seat taken (again); OSError when it cannot be written."""
        entry = {"game": game, "address": address, "port": port, "code": code.upper(),
                 "token": token, "seat": seat, "name": name, "at": time.time()}
        if fingerprint is not None:
            entry["fingerprint"] = fingerprint
        found = sc.check(SEAT, entry)
        if found:
            raise ValueError(f"not a seat to keep: {found[0]}")
        kept = [s for s in self.seats() if not _same(s, entry)]
        self._write([entry, *kept][:KEPT_MAX])

    def forget(self, address: str, port: int, code: str, seat: int) -> None:
        """The game is over (or its host no longer has the seat): nothing to go back to."""
        gone = {"address": address, "port": port, "code": code.upper(), "seat": seat}
        kept = self.seats()
        left = [s for s in kept if not _same(s, gone)]
        if len(left) != len(kept):
            self._write(left)

    def _write(self, seats: list[dict]) -> None:
        files.write_atomic(self.path, json.dumps({"version": VERSION, "seats": seats}))
