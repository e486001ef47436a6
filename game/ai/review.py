"""Review a finished game: each decision of the chosen seats, judged only on what that seat could
know at that moment, against the best move from its view (issue 36, "Review this game").

The game is replayed from its setup, seed and actions through the rules (a game is determined by
them: game/ARCHITECTURE.md, "The engine protocol"). At each decision of a reviewed seat with a
real choice, the move played and the moves the hard agent's search would consider
(`appraise.shortlist`) are appraised from that seat's view (`appraise.appraise`); the best is the
one with the highest expected margin, and the loss is how much expected margin the move played
gave up to it, in victory points, judged on other worlds than those that chose it
(`review_decision`). Everything a review holds is in `review_data.py`, with its JSON form.

Each decision's generator comes from its place in the game and the seat, both public, so the same
game reviewed twice gives the same review, and a seat's decision is judged the same whatever the
cards it could not see (the twin-view test).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable

from game.ai.appraise import Appraisal, AppraisalCancelled, appraise, shortlist
from game.ai.heuristics import heuristics_named
from game.ai.review_data import Decision, Review, grade, summarize
from game.core.engine import Action, GameSpec, State
from game.core.rng import SPLITMIX, Rng

Progress = Callable[[int, int], None]   # (decisions reviewed, decisions to review)


class ReviewCancelled(Exception):
    """The review's `cancel` event was set; nothing is kept."""


class NotReviewable(ValueError):
    """The game cannot be reviewed: its actions do not replay, or it is not finished."""


def default_worlds(game: str) -> int:
    """Sampled worlds per decision when none is asked for: the game's AI knowledge says."""
    return heuristics_named(game).review_worlds


@dataclass(frozen=True)
class Moment:
    """A decision to review, kept as the replay passed it: the `move`-th action of the game,
    `played` by its seat, with the seat's view and legal moves then and the game's progress."""
    move: int
    played: Action
    view: State
    legal: list[Action]
    progress: tuple[str, int] | None


def replay(spec: GameSpec, players: int, seed: int, options: dict, actions: list[str],
           seats: set[int], deal: str = SPLITMIX) -> tuple[list[Moment], State]:
    """One replay of the game through the rules: each decision of `seats` with a real choice,
    kept as it is passed, and the final state; NotReviewable if the actions do not replay to the
    end of the game."""
    moments = []
    try:
        state = spec.new_game(players=players, seed=seed, deal=deal, **options)
        for move, text in enumerate(actions):
            action = Action.parse(text)
            if action.seat in seats:
                legal = state.legal_actions(action.seat)
                if len(legal) > 1:
                    moments.append(Moment(move, action, state.view(action.seat), legal,
                                          _progress(state)))
            state.apply(action)
    except Exception as exc:  # noqa: BLE001 - whatever a damaged record makes the rules raise
        raise NotReviewable(f"the moves do not replay: {exc}") from exc
    if not state.is_over():
        raise NotReviewable(f"the game is not finished ({len(actions)} moves)")
    return moments, state


def review_decision(view: State, seat: int, played: Action, legal: list[Action], *, move: int,
                    worlds: int, cancel: threading.Event | None = None
                    ) -> tuple[Appraisal, Appraisal]:
    """(played, best) appraisals of one decision, from the seat's view at that moment; `best`
    is `played` when no other move was judged better. The generators are drawn from the
    decision's public place (`move`, `seat`) alone.

    The best is chosen on one set of worlds and then judged against the move played on another:
    the best of several noisy estimates is flattered by its own luck (the winner's curse), so
    judged on the worlds that chose it, every move would seem to lose a little to it."""
    candidates = shortlist(view, seat, legal)
    if played not in candidates:
        candidates = candidates + [played]
    seed = 0x5EA7 + move * 7919 + seat * 104729
    found = _appraise(view, seat, candidates, worlds, Rng(seed), cancel)
    judged = [a for a in found if a.playouts]
    mine = next(a for a in found if a.action == played)
    best = max(judged, key=lambda a: a.margin) if judged else mine
    if best.action == played:
        return mine, mine
    mine, best = _appraise(view, seat, [played, best.action], worlds, Rng(~seed), cancel)
    return (mine, mine) if mine.margin >= best.margin or not best.playouts else (mine, best)


def _appraise(view: State, seat: int, candidates: list[Action], worlds: int, rng: Rng,
              cancel: threading.Event | None) -> tuple[Appraisal, ...]:
    try:
        found = appraise(view, seat, candidates, worlds=worlds, rng=rng, cancel=cancel)
    except AppraisalCancelled:
        raise ReviewCancelled() from None
    if cancel is not None and cancel.is_set():
        raise ReviewCancelled()
    return found


def review_game(spec: GameSpec, players: int, seed: int, options: dict, actions: list[str], *,
                seats: list[int] | None = None, worlds: int | None = None,
                progress: Progress | None = None,
                cancel: threading.Event | None = None, deal: str = SPLITMIX) -> Review:
    """Review the finished game, dealt by `deal` (its record's: game/core/rng.py `deal_of`):
    every decision with a real choice of `seats` (all seats when None). Blocking: run it off the window's thread; `progress(done, total)` after each
    decision; `cancel` (set from another thread) raises ReviewCancelled soon after."""
    seats = sorted(set(range(players) if seats is None else seats))
    if any(not 0 <= s < players for s in seats):
        raise ValueError(f"no such seat in a {players}-player game: {seats}")
    worlds = worlds or default_worlds(spec.name)
    # one replay keeps every decision to review, so the progress bar knows its length at once
    moments, state = replay(spec, players, seed, options, actions, set(seats), deal)
    decisions: list[Decision] = []
    numbers = dict.fromkeys(seats, 0)
    for moment in moments:
        if cancel is not None and cancel.is_set():
            raise ReviewCancelled()
        seat = moment.played.seat
        numbers[seat] += 1
        mine, best = review_decision(moment.view, seat, moment.played, moment.legal,
                                     move=moment.move, worlds=worlds, cancel=cancel)
        loss = max(0.0, best.margin - mine.margin)
        decisions.append(Decision(seat, numbers[seat], moment.move, moment.progress, mine, best,
                                  loss, grade(spec.name, loss)))
        if progress is not None:
            progress(len(decisions), len(moments))
    scores = tuple(s.total for s in state.scores())
    summaries = summarize(decisions, seats, state, scores)
    costly = {d.move for s in summaries for d in s.costliest}
    return Review(spec.name, players, tuple(seats), worlds, tuple(decisions), summaries, scores,
                  {m.move: m.view for m in moments if m.move in costly})


def _progress(state: State) -> tuple[str, int] | None:
    found = state.progress()
    return (found[0], int(found[1])) if found is not None else None
