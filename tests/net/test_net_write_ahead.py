"""The order a host keeps for every action (game/ARCHITECTURE.md, "The session"): played, then
on disk in the game's journal, then sent; and the next action kept on disk only once the last
one's state has reached some seat's socket. Whole games between headless players as fast as they
go, Arigatō's dawn (every seat choosing at once) included, every write and every send logged."""

from __future__ import annotations

import pytest

from game.net.host import Host
from game.net.room import Room
from game.persistence.saves import SaveStore
from net_helpers import LOOPBACK, new_table, play_all, run


class LoggedRoom(Room):
    """A room that logs each state it hands to a socket: ("sent", its move count)."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self.log: list = []
        self.states: dict = {}        # (connection, its message number) -> the state's move

    def queue_state(self, conn) -> None:
        super().queue_state(conn)
        self.states[(conn, conn.queued)] = len(self.table.session.state.history)

    def written(self, conn) -> None:
        move = self.states.pop((conn, conn.sent), None)
        if move is not None:
            self.log.append(("sent", move))
        super().written(conn)


class LoggedHost(Host):
    room_type = LoggedRoom


class Kept:
    """The table's journal, logging each time what it was given reaches the disk: ("kept", the
    actions on disk). The host's journal writes a line at once and leaves the wait for the disk
    to the room (`sync`, on another thread): a line is kept only once synced."""

    def __init__(self, journal, log: list) -> None:
        self.journal, self.log = journal, log
        self.given = 0

    def __call__(self, data: dict) -> None:
        self.journal(data)
        self.given = len(data["actions"])
        if not self.journal.unsynced:         # a whole save written (a compaction): on disk
            self.log.append(("kept", self.given))

    @property
    def unsynced(self) -> bool:
        return self.journal.unsynced

    def sync(self) -> None:
        self.journal.sync()
        self.log.append(("kept", self.given))

    def close(self) -> None:
        self.journal.close()


@pytest.mark.parametrize("game, seats", [("arigato", ["remote", "remote", "remote"]),
                                         ("daitoshi", ["remote", "ai:random"])])
def test_an_action_is_on_disk_before_it_is_sent_and_the_next_waits_until_it_is(tmp_path, game,
                                                                                 seats):
    log: list = []
    table = new_table(game, seats, store=SaveStore(tmp_path))
    table.session.autosave = Kept(table.session.autosave, log)

    async def game_played():
        host = LoggedHost(table, bind=LOOPBACK)
        host.rooms[0].log = log
        await host.start()
        try:
            await play_all(host, ["random"] * seats.count("remote"))
        finally:
            await host.close()
    run(game_played())
    kept = [n for kind, n in log if kind == "kept"]
    assert kept[-1] == len(table.session.state.history) > 20
    for at, (kind, n) in enumerate(log):
        if kind == "sent":          # its action was kept before
            assert ("kept", n) in log[:at] or n == 0, f"move {n} sent before it was kept"
        elif n > 1 and ("sent", n - 1) in log:    # a state some seat was sent, before the next
            assert ("sent", n - 1) in log[:at], f"move {n} kept before move {n - 1} was sent"
