"""`python -m game review FILE [--index N] [--seats all] [--json]`: review a finished game.

FILE is one of the files a finished game is kept in:
- the record book (`records.jsonl` in the saves folder: one finished game a line);
- a save (one game's JSON object; a finished game's waits there until the book has it);
- a tournament record (`python -m game tournament --record FILE`: a line of settings, then a line
  per game; records written before the games' moves were kept hold none, and are refused).

`--index N` picks the N-th game of a book or a tournament record (from 0; negative from the end;
the last by default). The seats reviewed are the human seats (every seat when none is human, as
in a tournament), or every seat with `--seats all`, or those listed (`--seats 0,2`).
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from game.ai.heuristics import heuristics_named
from game.ai.luck import adjusted, skill
from game.ai.review import REVIEW_SEED, NotReviewable, review_game
from game.ai.review_data import GRADES, Review, as_data
from game.core.rng import deal_of
from game.tools.tournament import game_spec
from game.persistence import files
from game.persistence.records import well_formed
from game.persistence.reviews import human_seats
from game.persistence.saves import check_save


class ReviewFileError(ValueError):
    """A file, or a game in it, that cannot be reviewed; the message says why."""


@dataclass(frozen=True)
class Game:
    """A finished game as a review needs it."""
    data: dict              # game, options, seed, actions (and seats or names)
    players: int


def _spec(name: str):
    """The game of this name (the AI's test game too, which a tournament may play), or None."""
    try:
        return game_spec(name)
    except KeyError:
        return None


def load_game(path: Path, index: int | None = None) -> Game:
    """The game of `path` to review (ReviewFileError naming what is wrong)."""
    try:
        raw = files.read_bytes(Path(path))
    except files.BadFile as bad:
        raise ReviewFileError(f"{path}: not a readable file ({bad.reason})") from None
    if raw is None:
        raise ReviewFileError(f"{path}: no such file")
    try:
        whole = files.parse_json(raw, Path(path))
    except files.BadFile:
        whole = None
    if isinstance(whole, dict):
        if index is not None:
            raise ReviewFileError(f"{path}: a save holds one game; --index is for a record book "
                                  "or a tournament record")
        return _from_save(whole, path)
    lines = [line for line in raw.splitlines() if line.strip()]
    entries = []
    for line in lines:
        try:
            entries.append(json.loads(line.decode("utf-8")))
        except Exception:  # noqa: BLE001 - a line cut by a crash: skipped, as the book does
            continue
    tournament = bool(entries) and isinstance(entries[0], dict) and "settings" in entries[0]
    if tournament:
        games = [e for e in entries[1:] if isinstance(e, dict) and "result" in e]
    else:
        games = [e for e in entries if isinstance(e, dict) and well_formed(e)]
    if not games:
        raise ReviewFileError(f"{path}: neither a save, a record book nor a tournament record "
                              "with a finished game")
    n = -1 if index is None else index
    if not -len(games) <= n < len(games):
        raise ReviewFileError(f"{path}: no game at index {index} (it holds {len(games)}: "
                              f"0 to {len(games) - 1})")
    if tournament:
        return _from_tournament(entries[0]["settings"], games[n], path)
    return _from_save(games[n], path)


def _from_save(data: dict, path: Path) -> Game:
    found = check_save({**data, "version": 1}, _spec)
    if found:
        where, expected = found
        raise ReviewFileError(f"{path}: not a game this program can replay ({where}: {expected})")
    return Game(data, len(data["seats"]))


def _from_tournament(settings, entry: dict, path: Path) -> Game:
    result = entry["result"]
    if not isinstance(settings, dict) or _spec(settings.get("game")) is None:
        raise ReviewFileError(f"{path}: a tournament record of no game this program has")
    if not isinstance(result, dict) or "actions" not in result or "deal" not in result:
        raise ReviewFileError(f"{path}: this tournament record keeps no moves (written before "
                              "they were kept); play it again to review its games")
    players = settings["players"]
    data = {"game": settings["game"], "options": settings.get("options") or {},
            "seed": result["deal"], "actions": result["actions"], "names": result["seats"]}
    return Game(data, players)


def seats_to_review(game: Game, seats: str | None) -> list[int]:
    """`--seats`: None (the humans, or all when there is none), "all", or "0,2"."""
    if seats is None:           # the people's seats, as the client's review takes them
        return human_seats(game.data) or list(range(game.players))
    if seats == "all":
        return list(range(game.players))
    try:
        chosen = sorted({int(s) for s in seats.split(",")})
    except ValueError:
        raise ReviewFileError(f"--seats: 'all' or seat numbers such as 0,2, not {seats!r}") from None
    if any(not 0 <= s < game.players for s in chosen):
        raise ReviewFileError(f"--seats: a {game.players}-player game has seats 0 to {game.players - 1}")
    return chosen


def review_file(path: Path, index: int | None = None, seats: str | None = None,
                worlds: int | None = None, progress=None, sampling: int | None = None) -> Review:
    return review_game_of(load_game(path, index), path, seats, worlds, progress, sampling)


def review_game_of(game: Game, path: Path, seats: str | None = None, worlds: int | None = None,
                   progress=None, sampling: int | None = None) -> Review:
    spec = _spec(game.data["game"])
    try:
        return review_game(spec, game.players, game.data["seed"], game.data.get("options") or {},
                           game.data["actions"], seats=seats_to_review(game, seats),
                           worlds=worlds, progress=progress, deal=deal_of(game.data),
                           sampling=REVIEW_SEED if sampling is None else sampling)
    except NotReviewable as exc:
        raise ReviewFileError(f"{path}: {exc}") from None


def review_command(args) -> int:
    def told(done: int, total: int) -> None:
        print(f"review: decision {done} of {total}", file=sys.stderr, flush=True)

    progress = told if args.progress else None
    if args.worlds is not None and args.worlds < 1:
        print("review: --worlds: a whole number of 1 or more", file=sys.stderr)
        return 2
    try:
        if args.seed is not None and args.seed < 0:
            raise ReviewFileError("--seed: a whole number of 0 or more")
        game = load_game(args.file, args.index)
        review = review_game_of(game, args.file, args.seats, args.worlds, progress, args.seed)
    except ReviewFileError as exc:
        print(f"review: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(as_data(review)))
    else:
        print(text(review, reasons_said(review, game)))
    return 0


def reasons_said(review: Review, game: Game) -> dict[int, str]:
    """Why the better move is better, for each flagged decision (a mistake or a blunder) that has
    reasons, by move: the words the review screen gives them (game/ui/review/words.py,
    `why_words`, in the game's own terms, read in the deciding seat's view then), all of them."""
    flagged = [d for d in review.decisions if d.flagged and d.reasons]
    if not flagged:
        return {}
    # the screen's words import pygame: only here (start-up time, and --json's output, which its
    # greeting on standard output would spoil), and without the greeting
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.ui.review.words import views_at, why_words  # start-up time, stdout: see above
    from game.ui.tables import table_for  # start-up time, stdout: see above
    table = table_for(review.game)
    views = views_at(_spec(review.game), game.data, review, flagged)
    return {d.move: why_words(d, table, views[d.move], most=len(d.reasons)) for d in flagged}


def text(review: Review, reasons: dict[int, str] | None = None) -> str:
    """The review for a terminal: a line per decision (a flagged one's `reasons`, by move, on the
    line under it), then a line per seat, in the game's own points (Arigatō's favor)."""
    points = heuristics_named(review.game).points
    lines = []
    for d in review.decisions:
        where = f"{d.progress[0]} {d.progress[1]}" if d.progress else ""
        lines.append(f"seat {d.seat} #{d.number} ({where}, move {d.move}): played "
                     f"{d.played.action.text()} [{d.played.margin:+.1f}], best "
                     f"{d.best.action.text()} [{d.best.margin:+.1f}]: loss {d.loss:.1f} "
                     f"[{d.interval[0]:.1f}, {d.interval[1]:.1f}], {d.grade}"
                     + (f", perhaps {d.perhaps}" if d.perhaps else ""))
        if reasons and reasons.get(d.move):
            lines.append(f"    {reasons[d.move]}")
    for s in review.summaries:
        counts = ", ".join(f"{n} {g}" for g, n in zip(GRADES, s.counts))
        lines.append(f"seat {s.seat}: {s.decisions} decisions ({counts}), mean loss "
                     f"{s.mean_loss:.2f} {points}, total {s.total_loss:.1f} [{s.total_interval[0]:.1f}, "
                     f"{s.total_interval[1]:.1f}]; final {s.final_score} "
                     f"({s.final_margin:+d})" + luck_text(review, s, points))
    return "\n".join(lines)


def luck_text(review: Review, summary, points: str) -> str:
    """The seat line's luck and skill (game/ai/luck.py): "; luck +9.0 [2.1, 15.9] favor over 14
    draws, skill -14.2 [-17.0, -11.4], play -3.0 [-5.1, -0.9], others' play +4.2 [2.0, 6.4],
    horizon +1.0 [-2.0, 4.0], expected before the deal -0.5, luck-adjusted -5.0" (the expectation,
    the luck, both plays and the horizon add up to the final margin: `luck.reconciled`); nothing
    where luck was not measured."""
    mine = next((x for x in review.luck if x.seat == summary.seat), None)
    if mine is None:
        return ""
    gained, (low, high) = skill(summary.total_loss, summary.total_interval)
    result, _ = adjusted(summary.final_margin, mine.luck)
    return (f"; luck {mine.luck.mean:+.1f} [{mine.luck.low:.1f}, {mine.luck.high:.1f}] {points} over "
            f"{len(mine.events)} draws, skill {gained:+.1f} [{low:.1f}, {high:.1f}], "
            f"play {_signed(mine.play)}, others' play {_signed(mine.others)}, "
            f"horizon {_signed(mine.horizon)}, expected before the deal {mine.expected_before_deal:+.1f}, "
            f"luck-adjusted {result:+.1f}")


def _signed(x) -> str:
    return f"{x.mean:+.1f} [{x.low:.1f}, {x.high:.1f}]"
