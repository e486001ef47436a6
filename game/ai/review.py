"""Review a finished game: each decision of the chosen seats, judged only on what that seat could
know at that moment, against the best move from its view ("Review this game").

The game is replayed from its setup, seed and actions through the rules (a game is determined by
them: game/ARCHITECTURE.md, "The engine protocol"). At each decision of a reviewed seat with a
real choice, the move played and the moves the hard agent's search would consider
(`appraise.shortlist`) are appraised from that seat's view (`appraise.appraise`); the best is the
one with the highest expected margin, and the loss is how much expected margin the move played
gave up to it, in victory points, judged on other worlds than those that chose it, with its 95%
interval (`review_decision`; game/ai/AI.md, "Game review"). Everything a review holds is in
`review_data.py`, with its JSON form.

Each decision's generator comes from the review's seed, its place in the game and the seat, all
public, so the same game reviewed twice with the same seed gives the same review, and a seat's
decision is judged the same whatever the cards it could not see (the twin-view test).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable

from game.ai.appraise import Appraisal, AppraisalCancelled, appraise, merged, paired_differences, shortlist
from game.ai.confidence import Estimate, estimate
from game.ai.heuristics import heuristics_named
from game.ai.hint import Reason, cost, reasons
from game.ai.luck import LuckCancelled
from game.ai.luck_sampling import chance_moments, measure_luck
from game.ai.review_data import Decision, Review, summarize, verdict
from game.core.engine import Action, GameSpec, State
from game.core.rng import SPLITMIX, Rng

Progress = Callable[[int, int], None]   # (decisions reviewed, decisions to review)

#: the sampling seed of a review when none is asked for (`review --seed`): fixed, so that a
#: game's review is the same every time it is made
REVIEW_SEED = 0x5EA7
#: how many more rounds of the decision's worlds a verdict may sample while its interval still
#: straddles a grade's line (at most four times the worlds in all) ...
MORE_ROUNDS = 3
#: ... and while it straddles the line between what a review flags and what it does not (a
#: mistake's): where a verdict seen by the player depends on it, up to sixteen times
FLAGGED_ROUNDS = 15
#: reasons a verdict keeps: more than a hint's, so that its "Why" can name more of the loss in
#: the game's terms (game/ui/review/words.py: the screen's card says what it has room for)
REASONS = 5
#: more rounds of the choosing worlds while another move lies within the noise of the leader (a
#: near tie that could change the move the played one is judged against, or whether it is) ...
CHOOSE_ROUNDS = 3
#: ... unless the two differ by less than this share of an inaccuracy's line either way: a tie
TIE_SHARE = 0.5


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


@dataclass(frozen=True)
class Verdict:
    """One decision judged: the move played and the better one as appraised on the judging
    worlds (`best` is `played` when no other move was better), and what the move played gave up,
    `loss` (the better move's margin less the played one's, world by world, with its interval;
    below 0 where the move played did better on them)."""
    played: Appraisal
    best: Appraisal
    loss: Estimate
    #: why the better move is better, from the playouts that judged it (game/ai/hint.py), and
    #: last, where it gives up a part's points, the largest of them (a reason of kind "cost")
    reasons: tuple[Reason, ...] = ()
    #: what a seat's summed loss counts for this decision: the first round of judging worlds
    #: alone (None: `loss` itself, which no round was added to)
    counted: Estimate | None = None


def review_decision(view: State, seat: int, played: Action, legal: list[Action], *, move: int,
                    worlds: int, cancel: threading.Event | None = None,
                    seed: int = REVIEW_SEED) -> Verdict:
    """The verdict on one decision, from the seat's view at that moment. The generators are drawn
    from the review's `seed` and the decision's public place (`move`, `seat`) alone.

    1. Choose: every candidate, the move played among them, is appraised on one set of worlds.
       While another move lies within the noise of the leader (a near tie that could change the
       verdict), those and the leader go on to more worlds of the same stream and the others are
       dropped, up to `CHOOSE_ROUNDS` more rounds (`_choose`). Where the move played leads, it
       was the best found: its loss is 0, with an interval up to what the best other move might
       lead it by on those worlds.
    2. Judge: otherwise the move played and the leader, the challenger, are appraised again on
       fresh worlds, and the loss is the mean of their paired differences there, with its
       interval, never clipped at 0 (below 0 where the move played did better there). Judged on
       the worlds that chose it, the best of several noisy estimates is flattered by its own
       luck (the winner's curse), and `max(0, noisy difference)` adds to that; chosen on some
       worlds and judged on others, a loss is unbiased for the move chosen, and can only lean
       low where the choice was wrong.
    3. Sample more where it matters: while the interval straddles a grade's line, the judging
       worlds are doubled, tripled... (at most `MORE_ROUNDS` more rounds; `FLAGGED_ROUNDS` where
       it straddles the mistake's line, between what the review flags and what it does not).
       Stopping once the interval leaves a line leans the mean away from it (sampling stops
       sooner where the luck ran one way), so a seat's summed loss counts the first round's
       mean alone (`Verdict.counted`): taken whatever the worlds showed, it leans nowhere."""
    candidates = shortlist(view, seat, legal)
    if played not in candidates:
        candidates = candidates + [played]
    place = seed + move * 7919 + seat * 104729
    game = view.game_name
    mine, challenger = _choose(view, seat, played, candidates, worlds, Rng(place), cancel)
    if challenger is None:
        return Verdict(mine, mine, Estimate.exactly(0.0))
    if mine.margin >= challenger.margin:
        gap = estimate(paired_differences(mine, challenger))
        return Verdict(mine, mine, Estimate(0.0, 0.0, max(0.0, gap.high), gap.error, gap.samples))
    judging = Rng(~place)
    mine, best = _appraise(view, seat, [played, challenger.action], worlds, judging, cancel, watch=True)
    loss = first = estimate(paired_differences(mine, best))
    mistake_line = heuristics_named(game).review_thresholds[1]
    for rounds in range(FLAGGED_ROUNDS):
        _, perhaps = verdict(game, loss)
        straddles_flag = loss.low < mistake_line <= loss.high
        if perhaps is None or (rounds >= MORE_ROUNDS and not straddles_flag):
            break
        more_mine, more_best = _appraise(view, seat, [played, challenger.action], worlds, judging,
                                         cancel, watch=True)
        mine, best = merged(mine, more_mine), merged(best, more_best)
        loss = estimate(paired_differences(mine, best))
    if loss.mean <= 0:
        return Verdict(mine, mine, loss, counted=first)
    given_up = cost(best, mine)
    return Verdict(mine, best, loss, reasons(best, mine, REASONS) + ((given_up,) if given_up else ()), first)


def _choose(view: State, seat: int, played: Action, candidates: list[Action], worlds: int,
            rng: Rng, cancel: threading.Event | None) -> tuple[Appraisal, Appraisal | None]:
    """(the move played, the best of the others: None when no other was played out), appraised
    on the choosing worlds. A move whose paired difference with the leader of all (the move
    played counts) might be 0 and might be a tie's width or more (`TIE_SHARE` of an
    inaccuracy's line) keeps the choice open: it, the leader and the move played go on to more
    worlds of the stream, and the others are dropped."""
    tie = TIE_SHARE * heuristics_named(view.game_name).review_thresholds[0]
    found = _appraise(view, seat, candidates, worlds, rng, cancel)
    for rounds in range(CHOOSE_ROUNDS + 1):
        mine = next(a for a in found if a.action == played)
        others = [a for a in found if a.action != played and a.playouts]
        if not others:
            return mine, None
        leader = max([mine] + others, key=lambda a: a.margin)
        close = [a for a in [mine] + others if a is not leader
                 and _open(estimate(paired_differences(a, leader)), tie)]
        if not close or rounds == CHOOSE_ROUNDS:
            return mine, max(others, key=lambda a: a.margin)
        kept = list(dict.fromkeys([mine, leader] + close))
        more = _appraise(view, seat, [a.action for a in kept], worlds, rng, cancel)
        found = tuple(merged(a, b) for a, b in zip(kept, more))
    raise AssertionError("unreachable")


def _open(gap: Estimate, tie: float) -> bool:
    """Is the leader's lead over a move (`gap`) still open: 0 within its interval, and so is a
    lead of a tie's width or more?"""
    return gap.low <= 0 and gap.high >= tie


def _appraise(view: State, seat: int, candidates: list[Action], worlds: int, rng: Rng,
              cancel: threading.Event | None, watch: bool = False) -> tuple[Appraisal, ...]:
    try:
        found = appraise(view, seat, candidates, worlds=worlds, rng=rng, cancel=cancel, watch=watch)
    except AppraisalCancelled:
        raise ReviewCancelled() from None
    if cancel is not None and cancel.is_set():
        raise ReviewCancelled()
    return found


def review_game(spec: GameSpec, players: int, seed: int, options: dict, actions: list[str], *,
                seats: list[int] | None = None, worlds: int | None = None,
                progress: Progress | None = None,
                cancel: threading.Event | None = None, deal: str = SPLITMIX,
                sampling: int = REVIEW_SEED, luck: bool = True) -> Review:
    """Review the finished game, dealt by `deal` (its record's: game/core/rng.py `deal_of`):
    every decision with a real choice of `seats` (all seats when None). Blocking: run it off the
    window's thread; `progress(done, total)` after each decision; `cancel` (set from another
    thread) raises ReviewCancelled soon after. `sampling` seeds the review's own worlds (the
    game's `seed` deals the game). `luck`: also what the draws brought each seat (luck.py)."""
    seats = sorted(set(range(players) if seats is None else seats))
    if any(not 0 <= s < players for s in seats):
        raise ValueError(f"no such seat in a {players}-player game: {seats}")
    worlds = worlds or default_worlds(spec.name)
    # one replay keeps every decision to review, so the progress bar knows its length at once
    moments, state = replay(spec, players, seed, options, actions, set(seats), deal)
    chances = chance_moments(spec, players, seed, options, actions, seats, deal, sampling) if luck else []
    decisions: list[Decision] = []
    numbers = dict.fromkeys(seats, 0)
    for moment in moments:
        if cancel is not None and cancel.is_set():
            raise ReviewCancelled()
        seat = moment.played.seat
        numbers[seat] += 1
        judged = review_decision(moment.view, seat, moment.played, moment.legal,
                                 move=moment.move, worlds=worlds, cancel=cancel, seed=sampling)
        sure, perhaps = verdict(spec.name, judged.loss)
        decisions.append(Decision(seat, numbers[seat], moment.move, moment.progress, judged.played,
                                  judged.best, judged.loss.mean, sure,
                                  (judged.loss.low, judged.loss.high), perhaps, judged.loss.error,
                                  judged.reasons, judged.counted))
        if progress is not None:
            progress(len(decisions), len(moments) + len(chances))
    scores = tuple(s.total for s in state.scores())
    summaries = summarize(decisions, seats, state, scores)
    costly = {d.move for s in summaries for d in s.costliest}
    try:
        lucky = measure_luck(chances, spec, players, seats, worlds=worlds, options=options, deal=deal,
                             sampling=sampling, cancel=cancel, progress=progress and (
                                 lambda k, n: progress(len(moments) + k, len(moments) + n)))
    except LuckCancelled:
        raise ReviewCancelled() from None
    return Review(spec.name, players, tuple(seats), worlds, tuple(decisions), summaries, scores,
                  {m.move: m.view for m in moments if m.move in costly}, sampling, lucky)


def views_before(spec: GameSpec, players: int, seed: int, options: dict, actions: list[str],
                 wanted: dict[int, int], deal: str = SPLITMIX) -> dict[int, State]:
    """The view of seat `wanted[move]` just before each `move` of the game (dealt by `deal`),
    from one replay through the rules (a review read back keeps no views: its screen asks for
    them here)."""
    out: dict[int, State] = {}
    state = spec.new_game(players=players, seed=seed, deal=deal, **options)
    for move, text in enumerate(actions):
        if len(out) == len(wanted):
            break
        if move in wanted:
            out[move] = state.view(wanted[move])
        state.apply(Action.parse(text))
    return out


def _progress(state: State) -> tuple[str, int] | None:
    found = state.progress()
    return (found[0], int(found[1])) if found is not None else None
