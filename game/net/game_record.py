"""A finished online game as a client files it in its player's record book.

The host sends the record once the game is over (messages.py `record`): the setup, the seed,
every action, the names and the scores. The client takes none of it on trust. It is checked as
strictly as a line of the record book before Watch reads it (persistence/records.py: the save's
fields and a setup this game accepts), it must be the game this seat joined (game, seats,
options), it is replayed through this computer's rules from its setup, and the replay must end
where this seat saw the game end: the scores and winners of the host's last state, and this
seat's own view of the end. Only then is it filed: scored and dated here, this seat alone marked
as the book's person (several people at the host: game/net/hotseat.py marks each of theirs), and
the seat noted (`online`). A host that sends no record, or one that
is not the game played, gets nothing filed (`NotKept`), and the player is told.
"""

from __future__ import annotations

from game.core import registry
from game.core.engine import State
from game.input.session import GameSession, NotReplaying
from game.net import codec
from game.persistence.records import (DISAGREES, NO_RECORD, RECORD_VERSION, NotKept, watch_problem,
                                      well_formed)


def finished_game(entry: dict | None, seat: int, game: str, players: int, options: dict,
                  final: dict, view: State, committed: str | None = None) -> dict:
    """The record-book entry of the game `entry` claims to be, once it proves to be the one this
    seat played: `final` is the host's last state's scores and winners, `view` the seat's last
    view; `committed` the host's commitment to the deal, kept with the salt that opens it so that
    anyone can check the deal again (game/net/fair.py). NotKept (NO_RECORD or DISAGREES, with
    what disagreed) otherwise."""
    if entry is None:
        raise NotKept(NO_RECORD)
    spec = registry.spec(game)
    line = {**entry, "version": RECORD_VERSION}
    problem = watch_problem(line, lambda name: spec if name == game else None)
    if problem is not None:
        raise NotKept(DISAGREES, problem[0])
    if not well_formed(line):
        raise NotKept(DISAGREES, "names, humans, scores or winners")
    if len(entry["seats"]) != players or entry["options"] != options:
        raise NotKept(DISAGREES, "seats or options")
    try:
        session = GameSession.from_save(spec, entry)
    except NotReplaying as exc:
        raise NotKept(DISAGREES, f"does not replay at move {exc.move}") from None
    state = session.state
    if not state.is_over():
        raise NotKept(DISAGREES, "does not replay to its end")
    scores, winners = [s.total for s in state.scores()], list(state.winners())
    if not scores == entry["scores"] == final["scores"] \
            or not winners == entry["winners"] == final["winners"]:
        raise NotKept(DISAGREES, "scores or winners")
    if codec.encode(state.view(seat)) != codec.encode(view):
        raise NotKept(DISAGREES, "the seat's view of the end")
    kept = session.to_record()     # scored and dated here, from the replay
    kept["humans"] = [i == seat for i in range(players)]
    kept["online"] = {"seat": seat}
    if committed and isinstance(entry.get("salt"), str):
        kept["commitment"], kept["salt"] = committed, entry["salt"]
    return kept
