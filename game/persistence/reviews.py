"""Finished reviews (game/ai/review.py), kept beside the record book so that a game's review opens
at once the next time: one small JSON file per reviewed game in `reviews/` of the saves folder.

A review's file is named by its game (a hash of the game, setup, seed and moves: the same game
from the record book, a save or a replay finds the same file), and says which game it is, so a
file copied under another name is not shown for the wrong game. Read as every user file is
(files.py): checked field by field (schema.py), and a bad file is moved aside and named to the
player (`notices`), never a crash; the review is then simply made again.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from game.core import registry
from game.core.rng import SPLITMIX, deal_of
from game.persistence import files
from game.persistence import schema as sc

if TYPE_CHECKING:   # the review's code is imported when a review is read, written or made (start-up time)
    from game.ai.review_data import Review

REVIEW_VERSION = 7
#: kept reviews of earlier versions: not bad files, only older verdicts (version 1 had no
#: intervals, version 2 no luck, version 3 no day or turn to its reasons, version 4 no play
#: against the rollout policy's, version 5 no later points by part in its reasons, version 6
#: no later favor by part in Arigatō's), so they are made again without a word
OLDER_VERSIONS = (1, 2, 3, 4, 5, 6)
FOLDER = "reviews"
REVIEW_BYTES = 4 * 1024 * 1024   # a long Daitoshi game's review is a few hundred kilobytes

_VP = sc.number(-1e6, 1e6)
_SEAT = sc.whole(0, 7)
_COUNT = sc.whole(0, sc.ACTIONS_MAX)
_MOVE = sc.whole(0, sc.ACTIONS_MAX)


def _pair(first: sc.Checker, second: sc.Checker) -> sc.Checker:
    def check(v, where):
        if not isinstance(v, list) or len(v) != 2:
            return where, "a pair"
        return first(v[0], f"{where}[0]") or second(v[1], f"{where}[1]")
    return check


def _reason(v, where):
    """A reason a better move is better: [kind, key, gain, when, n] and, where it says them, the
    units held more (game/ai/hint.py, `Reason`: its day or turn and the number its words say,
    each null when it has none)."""
    if not isinstance(v, list) or len(v) not in (5, 6):
        return where, "a reason: [kind, key, gain, when, n] or [kind, key, gain, when, n, amount]"
    return (sc.one_of("event", "held", "later", "rival", "won", "category", "cost")(v[0], f"{where}[0]")
            or sc.text(40)(v[1], f"{where}[1]")
            or _VP(v[2], f"{where}[2]") or _maybe(_COUNT)(v[3], f"{where}[3]")
            or _maybe(_COUNT)(v[4], f"{where}[4]") or (len(v) == 6 and _VP(v[5], f"{where}[5]")) or None)


def _maybe(each: sc.Checker) -> sc.Checker:
    return lambda v, where: None if v is None else each(v, where)


_APPRAISAL = sc.record({"action": sc.text(sc.ACTION_MAX), "score": _VP, "margin": _VP,
                        "scores": sc.items(_VP, 1, 8),
                        "breakdown": sc.items(_pair(sc.text(40), _VP), 0, 40),
                        "playouts": sc.whole(0, 10**6)})
_PROGRESS = _maybe(_pair(sc.text(20), sc.whole(0, 10**4)))
_CHANCE = sc.record({"seat": _SEAT, "move": sc.whole(-1, sc.ACTIONS_MAX), "progress": _PROGRESS,
                     "before": _VP, "after": _VP, "luck": _VP, "interval": _pair(_VP, _VP),
                     "error": _VP, "worlds": sc.whole(0, 10**6)})


@cache
def review_schema() -> sc.Checker:
    """A kept review's schema (built at its first use: the grades come with the review's code)."""
    from game.ai.review_data import GRADES   # start-up time: the menu only makes the store
    decision = sc.record({"seat": _SEAT, "decision": _COUNT, "move": _MOVE, "progress": _PROGRESS,
                          "played": _APPRAISAL, "best": _APPRAISAL, "loss": _VP,
                          "interval": _pair(_VP, _VP), "error": _VP,
                          "class": sc.one_of(*GRADES), "perhaps": sc.one_of(None, *GRADES),
                          "reasons": sc.items(_reason, 0, 10)})
    summary = sc.record({"seat": _SEAT, "decisions": _COUNT, **{g: _COUNT for g in GRADES},
                         "mean_loss": _VP, "total_loss": _VP, "total_interval": _pair(_VP, _VP),
                         "costliest": sc.items(_MOVE, 0, 10),
                         "final_score": sc.whole(-10**6, 10**6),
                         "final_margin": sc.whole(-10**6, 10**6)},
                        # luck and skill (game/ai/luck.py): written from the chance events and the
                        # decisions, not read; the plays against the policy's are read
                        {"expected_before_deal": _VP, "luck": _VP, "luck_interval": _pair(_VP, _VP),
                         "skill": _VP, "skill_interval": _pair(_VP, _VP), "adjusted_margin": _VP,
                         "adjusted_interval": _pair(_VP, _VP), "play": _VP,
                         "play_interval": _pair(_VP, _VP), "others": _VP,
                         "others_interval": _pair(_VP, _VP), "horizon": _VP,
                         "horizon_interval": _pair(_VP, _VP)})
    return sc.record({"version": sc.one_of(REVIEW_VERSION), "key": sc.text(64),
                      "game": sc.text(40), "players": sc.whole(1, 8), "reviewed": sc.items(_SEAT, 0, 8),
                      "worlds": sc.whole(1, 10**4), "sampling": sc.whole(0, 2**64),
                      "final_scores": sc.items(sc.whole(-10**6, 10**6), 1, 8),
                      "decisions": sc.items(decision), "summary": sc.items(summary, 0, 8),
                      "chance": sc.items(_CHANCE)})


def players_of(game: dict) -> int:
    """How many seats a finished game had (a save names its seats, a record-book line its names)."""
    return len(game["seats"]) if "seats" in game else len(game["names"])


def review_key(game: dict) -> str:
    """The name of a game's review: the same for the same game, whichever file holds it (its
    save, its record book line)."""
    same = {"game": game["game"], "players": players_of(game),
            "options": game.get("options") or {}, "seed": game["seed"], "actions": game["actions"]}
    if deal_of(game) != SPLITMIX:    # the games before the keyed deal keep their reviews' names
        same["deal"] = deal_of(game)
    return hashlib.sha256(json.dumps(same, sort_keys=True).encode("utf-8")).hexdigest()[:24]


def human_seats(game: dict) -> list[int]:
    """The seats people played in a finished game: its record's `humans`, or its save's seats."""
    if "humans" in game:
        return [s for s, human in enumerate(game["humans"]) if human]
    return [s for s, seat in enumerate(game.get("seats", ())) if seat.get("kind") == "human"]


def review_of(game: dict, seats: list[int] | None = None, **kw) -> Review:
    """Review a finished game from its save or its record-book line (checked by their readers):
    its human seats unless `seats` says (every seat when no person played). `kw` goes to
    `review_game` (worlds, progress, cancel). Blocking: run it on a thread of its own."""
    from game.ai.review import review_game   # start-up time: the search's code when a review is made
    players = players_of(game)
    if seats is None:
        seats = human_seats(game) or list(range(players))
    return review_game(registry.spec(game["game"]), players, game["seed"],
                       game.get("options") or {}, game["actions"], seats=seats, deal=deal_of(game), **kw)


class ReviewStore:
    def __init__(self, saves_directory: Path) -> None:
        self.directory = Path(saves_directory) / FOLDER
        self.notices: list[files.Notice] = []   # bad files found and set aside, for the player

    def path(self, game: dict) -> Path:
        return self.directory / f"{review_key(game)}.json"

    def write(self, game: dict, review: Review) -> None:
        """Keep `game`'s review (atomic: files.py); OSError when it cannot be written."""
        from game.ai.review_data import as_data   # start-up time: the review's code when used
        payload = {"version": REVIEW_VERSION, "key": review_key(game), **as_data(review)}
        files.write_atomic(self.path(game), json.dumps(payload))

    def read(self, game: dict, seats: list[int] | None = None) -> Review | None:
        """`game`'s review, or None: none kept, one of other seats than `seats` (None: any), or a
        bad file (moved aside and noted), one that does not fit the game (`fits`) among them."""
        from game.ai.review_data import from_data   # start-up time: the review's code when used
        path = self.path(game)

        def read() -> Review | None:
            data = files.read_json(path, REVIEW_BYTES)
            if data is None or older(data, game):
                return None
            found = sc.check(review_schema(), data)
            if found:
                raise files.bad_field(path, found)
            if data["key"] != review_key(game) or data["game"] != game["game"]:
                raise files.BadFile(path, "not_ours", note="the review of another game")
            review = from_data(data)
            if not fits(review, game):   # checked here, not by each screen that shows it
                raise files.BadFile(path, "not_ours", note="seats or moves its game does not have")
            return review

        review = files.judged(path, self.notices, read)
        if review is None:
            return None
        if seats is not None and sorted(seats) != list(review.seats):
            return None
        return review


def older(data, game: dict) -> bool:
    """This game's review as an earlier version kept it (its own key, an older version): not a
    bad file, to be made again without a word."""
    return (isinstance(data, dict) and data.get("version") in OLDER_VERSIONS
            and data.get("key") == review_key(game) and "decisions" in data)


def fits(review: Review, game: dict) -> bool:
    """A kept review holds only what `game` has: its seats, its moves and a score for each seat
    (a file edited by hand may hold anything its schema allows)."""
    players, moves = players_of(game), len(game["actions"])
    return (review.players == players and len(review.final_scores) == players
            and all(0 <= d.seat < players and 0 <= d.move < moves and len(d.played.scores) == players
                    for d in review.decisions)
            and all(0 <= s.seat < players for s in review.summaries)
            and all(0 <= e.seat < players and -1 <= e.move < moves for x in review.luck for e in x.events))
