"""The wire protocol: versioned JSON messages, each checked against its schema before use.

A client sends `hello` (the handshake: protocol, program and content versions, the join code,
and its seat token when it comes back, or `watch` to look on without a seat), `act` (an action in
its text form, with the number of the seat's decision it answers, so an old action sent again is
refused, not played) and `undo` (take back the seat's action that the game's undo policy
allows, as at one table: the host's session decides, and says in each `state` whether the seat
may, `undo`). The host sends `welcome` (the seat and its secret token, and the host's commitment to the deal: game/net/fair.py), `state` (the seat's
view, legal actions, whose turn, what happened since the last one, whether the seat may take
back an action now, and at the end the scores), `seats` (who sits where, sent to
every client when a seat's connection drops or comes back, or an AI stands in for it),
`refused` (a typed refusal: a code and its parameters, which a client words through its
catalogue) and, once the game is over and just ahead of its last `state`, `record` (the
finished game as a record book keeps it: setup, seed, actions, names, scores, and the salt that
opens the commitment; never sent before the end). A host that closes on purpose says so first with `closing` and its `reason`: `paused`
(the person hosting from the client quit to the menu: the game is kept and hosted again when
they resume it) or `stopped` (the host was stopped; its save resumes with `host --resume`); a
host that crashes says nothing, and its clients see only the connection end. A spectator's seat is `WATCHER` (-1): it is sent the public view and story (the
rules' `view(-1)`, what no seat hides) and may not act.

Before the game starts, a table hosted from the client waits in its lobby: the host sends every
seated client `lobby` (each seat's name, colour, kind and whether it is taken, and whether the
game has started) whenever it changes; a client picks its seat's name and colour with
`seat_look` (a colour another seat holds is refused as `colour_taken`). Until the host starts
the game no seat has a decision (`not_started`); a client that goes back before the start
sends `leave`, and its seat is open again for the next friend who joins (after the start a
closed connection keeps its seat, waiting for its player). At any time a seated client may send `chat`
(one short line), which the host passes on to every seat as `chat` with the seat and its name.
A name and a line are text a player typed: size-limited, drawn, never evaluated.

Every message received is one JSON text frame under a size limit; anything else is a typed
refusal (`BadMessage`), never an exception that reaches the game. Nothing is evaluated.
"""

from __future__ import annotations

import json
import string

from game.persistence import records
from game.persistence import saves
from game.persistence import schema as sc
from game.persistence.saves import SEAT_COLOURS

CLIENT_MESSAGE_MAX = 4 * 1024          # bytes: a hello or an action is a few hundred
HOST_MESSAGE_MAX = 4 * 1024 * 1024     # bytes: a first state carries the whole story so far
POLICY_VIOLATION = 1008     # the websocket close code for a client that broke the rules
TOKEN_MAX = 64
CODE_MAX = 16
CHAT_MAX = 160          # characters in one chat line: a short sentence, never a letter
CODE_CHARACTERS = string.ascii_uppercase + string.digits + "-"   # on every keyboard, read aloud

# Refusal codes: the host's own, or "illegal" with the rules' refusal (`rule` and its values).
BAD_MESSAGE = "bad_message"           # not JSON, not an object, a field of the wrong kind
TOO_LARGE = "too_large"
TOO_FAST = "too_fast"
VERSION_MISMATCH = "version_mismatch"
WRONG_CODE = "wrong_code"
TOO_MANY_CODES = "too_many_codes"     # this address's wrong codes: `wait` seconds before another
NO_OPEN_SEAT = "no_open_seat"
BAD_TOKEN = "bad_token"
NOT_YOUR_SEAT = "not_your_seat"
STALE = "stale"                       # the action answers an earlier move than the game's
NOT_JOINED = "not_joined"             # an action before the handshake
NOTHING_TO_UNDO = "nothing_to_undo"   # the game's undo policy allows none now
ILLEGAL = "illegal"
NOT_STARTED = "not_started"           # an action while the table waits in its lobby
NOT_IN_LOBBY = "not_in_lobby"         # a name or colour chosen once the game has started
COLOUR_TAKEN = "colour_taken"         # a colour another seat holds
NAME_TAKEN = "name_taken"             # a name another seat holds ("Botan" twice)
WATCHING = "watching"                 # a spectator's move, undo, look or line: it has no seat
REFUSAL_CODES = (BAD_MESSAGE, TOO_LARGE, TOO_FAST, VERSION_MISMATCH, WRONG_CODE, NO_OPEN_SEAT,
                 TOO_MANY_CODES, BAD_TOKEN, NOT_YOUR_SEAT, STALE, NOT_JOINED, NOTHING_TO_UNDO, ILLEGAL,
                 NOT_STARTED, NOT_IN_LOBBY, COLOUR_TAKEN, NAME_TAKEN, WATCHING)
WATCHER = -1                # a spectator's "seat": the rules' public view is view(-1)

# Why a host closes on purpose (`closing`): what its clients tell their players.
PAUSED = "paused"           # hosted from a client whose person quit to the menu: resumed later
STOPPED = "stopped"         # the host was stopped (its game is kept for `host --resume`)
CLOSING_REASONS = (PAUSED, STOPPED)


def join_code(text: str) -> str:
    """A join code as the host keeps it and every client sends it: without the spaces around it,
    in capitals ("tanuki " is TANUKI), so that a code is the same however a player typed it."""
    return text.strip().upper()


def code_fault(code: str) -> str | None:
    """Why `code` cannot be a host's join code, in a sentence for the person hosting (None when
    it can): a code every client can send (CODE_MAX) and every player can type (CODE_CHARACTERS),
    once normalised (`join_code`)."""
    normal = join_code(code)
    if normal and len(normal) <= CODE_MAX and all(c in CODE_CHARACTERS for c in normal):
        return None
    return (f"the join code {code!r} cannot be used: a code is 1 to {CODE_MAX} letters (A to Z, "
            "either case), digits or hyphens, so that every player can type it and every "
            "client send it")


def _versions(v, where):
    """The content versions a client announces: game name -> fingerprint."""
    if not isinstance(v, dict) or len(v) > 16:
        return where, "an object of at most 16 games"
    for game, version in v.items():
        found = sc.text(40)(game, f"{where}.key") or sc.text(40)(version, f"{where}.{game}")
        if found:
            return found
    return None


def _line(v, where):
    """A chat line: text a table can draw (no control characters), not blank."""
    found = sc.text(CHAT_MAX)(v, where)
    if found is None and not v.strip():
        return where, "a line that is not blank"
    return found


_COUNT = sc.whole(0, sc.ACTIONS_MAX)
_COLOUR = sc.whole(0, SEAT_COLOURS - 1)

HELLO = sc.record({"type": sc.one_of("hello"), "protocol": sc.whole(0, 10 ** 6),
                   "program": sc.text(40), "content": _versions, "code": sc.text(CODE_MAX)},
                  {"token": sc.text(TOKEN_MAX), "name": sc.name, "watch": sc.flag})
ACT = sc.record({"type": sc.one_of("act"), "asked": _COUNT, "action": sc.text(sc.ACTION_MAX)})
UNDO = sc.record({"type": sc.one_of("undo"), "asked": _COUNT})
SEAT_LOOK = sc.record({"type": sc.one_of("seat_look")}, {"name": sc.name, "colour": _COLOUR})
CHAT = sc.record({"type": sc.one_of("chat"), "text": _line})
LEAVE = sc.record({"type": sc.one_of("leave")})

# A seat as every client is told of it: its name, who plays it (`remote`, `ai`), `away` while
# its player's connection is down, and `stand_in` while the host's AI plays it for them meanwhile
# (`ai`, away and stand_in).
SEAT = sc.record({"name": sc.text(sc.NAME_MAX), "kind": sc.text(20)},
                 {"away": sc.flag, "stand_in": sc.flag})
SEATS = sc.record({"type": sc.one_of("seats"), "seats": sc.items(SEAT, 1, 8)})
WELCOME = sc.record({"type": sc.one_of("welcome"), "protocol": sc.whole(0, 10 ** 6),
                     "game": sc.text(40), "players": sc.whole(1, 8), "options": sc.record({}),
                     "seat": sc.whole(WATCHER, 7), "token": sc.text(TOKEN_MAX)},
                    {"commitment": sc.text(64)})     # to the deal (game/net/fair.py)
def _declared(v, where):
    """A view: a value of a kind its game declares (`{"o": kind, "f": fields}`), whose kinds and
    fields the codec checks against the declarations as it reads it (game/net/codec.py)."""
    if not isinstance(v, dict) or set(v) != {"o", "f"} or not isinstance(v["o"], str) \
            or not isinstance(v["f"], dict):
        return where, "a value of a kind its game declares"
    return None


_STORY = sc.record({"seat": sc.whole(0, 7), "action": sc.text(sc.ACTION_MAX),
                    "events": sc.items(sc.anything, 0, 10_000)})
STATE = sc.record({"type": sc.one_of("state"), "move": _COUNT, "asked": _COUNT,
                   "seat": sc.whole(WATCHER, 7),
                   "view": _declared, "history_from": _COUNT,
                   "history": sc.items(sc.text(sc.ACTION_MAX)),
                   "legal": sc.items(sc.text(sc.ACTION_MAX), 0, 10_000),
                   "turn": sc.items(sc.whole(0, 7), 0, 8),
                   "story_from": _COUNT, "story": sc.items(_STORY),
                   # the seat may take back an action now, by the game's undo policy as the
                   # host's session applies it (no view tells: Arigatō's holds no history)
                   "undo": sc.flag},
                  {"final": sc.record({"scores": sc.items(sc.whole(-10 ** 6, 10 ** 6), 1, 8),
                                       "winners": sc.items(sc.whole(0, 7), 0, 8)}),
                   "seats": sc.items(SEAT, 1, 8)})
REFUSED = sc.record({"type": sc.one_of("refused"), "code": sc.text(40),
                     "params": sc.record({})})
_LOBBY_SEAT = sc.record({"name": sc.name, "colour": _COLOUR, "kind": sc.one_of("remote", "ai"),
                         "joined": sc.flag})
LOBBY = sc.record({"type": sc.one_of("lobby"), "started": sc.flag,
                   "seats": sc.items(_LOBBY_SEAT, 1, 8)})
CLOSING = sc.record({"type": sc.one_of("closing"), "reason": sc.one_of(*CLOSING_REASONS)})
CHAT_LINE = sc.record({"type": sc.one_of("chat"), "seat": sc.whole(0, 7), "name": sc.name,
                       "text": _line})


def _finished_game(v, where):
    """A finished game as a line of the record book holds it (persistence/records.py), without
    the line's version: the save's fields (setup, seed, actions) and the names and scores."""
    if not isinstance(v, dict):
        return where, "an object with named fields"
    return (records.ENTRY({**v, "version": records.RECORD_VERSION}, where)
            or saves.SAVE({**v, "version": saves.SAVE_VERSION}, where))


RECORD = sc.record({"type": sc.one_of("record"), "entry": _finished_game})

FROM_CLIENT = {"hello": HELLO, "act": ACT, "undo": UNDO, "seat_look": SEAT_LOOK, "chat": CHAT,
               "leave": LEAVE}
PLAYING = {"act": ACT, "undo": UNDO, "seat_look": SEAT_LOOK, "chat": CHAT,   # once seated
           "leave": LEAVE}
FROM_HOST = {"welcome": WELCOME, "state": STATE, "seats": SEATS, "refused": REFUSED,
             "lobby": LOBBY, "chat": CHAT_LINE, "record": RECORD, "closing": CLOSING}


class BadMessage(ValueError):
    """A message that is not one the protocol knows: `code` and `params` as sent back."""

    def __init__(self, code: str, **params) -> None:
        super().__init__(f"{code} {params}")
        self.code, self.params = code, params


def dump(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"))


def refused(code: str, **params) -> dict:
    return {"type": "refused", "code": code, "params": params}


def _no_constant(name: str):
    raise ValueError(f"{name} is no JSON number")


def read(frame, kinds: dict, limit: int) -> dict:
    """The message in `frame` (a websocket frame: text or bytes), checked against the schema of
    its type among `kinds`; BadMessage when it is not one."""
    if not isinstance(frame, str):
        raise BadMessage(BAD_MESSAGE, where="frame", expected="a text frame")
    if len(frame) > limit or len(frame.encode("utf-8", "replace")) > limit:
        raise BadMessage(TOO_LARGE, limit=limit)
    try:
        message = json.loads(frame, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise BadMessage(BAD_MESSAGE, where="frame", expected="JSON") from None
    if not isinstance(message, dict) or message.get("type") not in kinds:
        raise BadMessage(BAD_MESSAGE, where="type", expected="one of " + ", ".join(kinds))
    found = sc.check(kinds[message["type"]], message)
    if found:
        raise BadMessage(BAD_MESSAGE, where=found[0], expected=found[1])
    return message
