"""A game hosted from the client, kept in the player's saves like a game at one computer.

The hosted table writes its save as the dedicated host's does (table.py: the game, and its `net`
part: the code and each seat's token as its SHA-256), through the store it is given. The
client's store is the player's own folder of saves, and adds what this computer needs to host
the game again after it was closed or killed (`hosting`): the port it listened on, and the seats
played here with their tokens, with which this client joins them again as a friend comes back
(the hosted table keeps only the tokens' hashes). Continue and Saved games list it with the
other saves; resuming it is `HostedTable.from_save` on this save.

Once the finished game is in the record book the save is `retire`d: removed, and never written
again by whatever the host still does (a friend coming back to look at the end). A game that
ended while its record could not be written stays, marked finished, and is filed at the next
start as a game at one computer is (`FinishedHere`: the seats played here are the book's people,
as they are when the host's record is filed at the end, game/net/game_record.py).
"""

from __future__ import annotations

import threading

from game.input.session import GameSession
from game.persistence import schema as sc
from game.persistence.saves import SaveStore

KEY = "hosting"          # the save's field this store adds
HERE = sc.record({"seat": sc.whole(0, 7), "token": sc.text(64)})
HOSTING = sc.record({"port": sc.whole(0, 65535), "here": sc.items(HERE, 1, 8)})


def hosting_of(data: dict) -> dict:
    """The save's `hosting` part: the port and the seats played here with their tokens;
    ValueError naming the field when it is not one this client wrote."""
    found = sc.check(HOSTING, data.get(KEY))
    if found:
        raise ValueError(f"{KEY}{found[0]}")
    return data[KEY]


class HostSaves(SaveStore):
    """The player's saves as a table hosted here writes into them (`write`, from the table's
    save writer thread): every save also says how to host the game again (`keep`)."""

    def __init__(self, saves: SaveStore) -> None:
        super().__init__(saves.directory, saves.spec_for)
        self.notices = saves.notices       # the player hears of a bad file whichever store found it
        self._hosting: dict | None = None
        self._retired: set[str] = set()
        self._lock = threading.Lock()

    def keep(self, port: int, here: dict[int, str]) -> None:
        """From the next save on: the port listened on, and each seat played here (seat ->
        its token)."""
        hosting = {"port": port, "here": [{"seat": s, "token": t} for s, t in sorted(here.items())]}
        found = sc.check(HOSTING, hosting)
        if found:
            raise ValueError(f"not a hosted game to keep: {KEY}{found[0]}")
        self._hosting = hosting

    def write(self, slot: str, data: dict) -> None:
        with self._lock:
            if slot in self._retired:
                return                      # filed in the record book: nothing more to keep
            super().write(slot, {**data, **self.own()})

    def own(self) -> dict:
        return {KEY: self._hosting} if self._hosting is not None else {}

    def retire(self, slot: str) -> None:
        """The game is over and filed (or abandoned before it began): its save is removed and
        not written again."""
        with self._lock:
            self._retired.add(slot)
            self.delete(slot)


class FinishedHere(GameSession):
    """A finished game hosted here, replayed from its save to be filed in the record book: only
    the seats played here are this book's people, the first of them noted as the seat played
    online (a save whose `hosting` part is bad: the host's own first seat)."""

    here: tuple = ()          # the seats played here (from the save: `from_save`)

    def to_record(self) -> dict | None:
        entry = super().to_record()
        here = self.here or [0]
        entry["humans"] = [i in here for i in range(len(self.seats))]
        entry["online"] = {"seat": here[0]}
        return entry

    @classmethod
    def from_save(cls, spec, data: dict, **kwargs) -> "FinishedHere":
        session = super().from_save(spec, data, **kwargs)
        try:
            session.here = [h["seat"] for h in hosting_of(data)["here"]]
        except ValueError:
            session.here = []
        return session
