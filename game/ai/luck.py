"""Luck told apart from skill: what the draws brought each seat, beside what its decisions gave up
(the review's losses, game/ai/review.py).

A **chance event** for a seat is a move after which the seat sees something it could not have
known before it: a card drawn, travelers revealed, a tile turned, the Mayor's card. It is found
without knowing the game: the move is applied in a few worlds sampled from the seat's view just
before it, and where the seat's view of one of them differs from its real view after the move,
the move showed something that chance decided (views are compared as the project compares
states, by their pickle: a replayed state pickles like the played one, game/core/arigato/state.py).
The game's opening deal is the first chance event of every seat (`DEAL`).

Its **luck** is the change in the seat's expected margin across it, estimated by the review's own
sampling (game/ai/appraise.py: worlds sampled from the seat's view, played on by the game's
rollout policy to its horizon, where its evaluation takes over), from the position just before
the draw (the move applied in worlds where what it shows is still unknown: the seat could
expect this much) and just after it (worlds sampled from the view that has seen it). World `i`
before and world `i` after play on from the same rollout draws, so only what the draw showed
differs between them, and the mean of their differences is the event's luck with its 95%
interval (`confidence.estimate`). A move another seat made is played as it was in the worlds
where it is legal; in a world where it is not (it names cards the seat cannot see, as a secret
dawn assignment does), that seat plays what the rollout policy would instead, among its moves
that look to the seat as the one made did (`Action.seen_by`): what the seat could expect of it, as
the review's own playouts expect it. So what such a move reveals (the travelers passed, the
craftsmen chosen) is luck to the seat that sees it revealed, as a card drawn is.

A seat's luck is the sum over its events (`confidence.total`); its skill is what its decisions
gave up (the review's summed loss, negative); the **luck-adjusted result** is its final margin less
its luck: what the game would have come to with the draws it could expect (game/ai/AI.md,
"Luck and skill").
"""

from __future__ import annotations

import pickle
import threading
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.agents import sample_world
from game.ai.appraise import expected_margin, expected_scores
from game.ai.confidence import Estimate, estimate, total
from game.ai.heuristics import Heuristics, heuristics_named
from game.ai.playout import play_out
from game.core.engine import Action, GameSpec, State, listed
from game.core.rng import SPLITMIX, Rng

#: the opening deal's place among a game's moves (it comes before the first)
DEAL = -1
#: worlds sampled from the view before a move to find whether it showed the seat anything new
PROBES = 4
#: worlds tried per world wanted where the move may not be legal (another seat's move, made
#: with cards the seat cannot see): past this many, the event is measured on fewer worlds
TRIES = 4


class LuckCancelled(Exception):
    """The `cancel` event was set."""


@dataclass(frozen=True)
class ChanceEvent:
    """What the `move`-th action (`DEAL`: the opening deal) showed `seat`, in `progress`: the
    seat's expected margin just `before` it and just `after` it, and `luck`, their paired
    difference world by world, with its interval (points: the game's own)."""
    seat: int
    move: int
    progress: tuple[str, int] | None
    before: float
    after: float
    luck: Estimate

    @property
    def interval(self) -> tuple[float, float]:
        return (self.luck.low, self.luck.high)


@dataclass(frozen=True)
class SeatLuck:
    """A seat's luck over the game (its events' sum with its interval) and the events."""
    seat: int
    luck: Estimate
    events: tuple[ChanceEvent, ...]

    def extremes(self) -> tuple[ChanceEvent | None, ChanceEvent | None]:
        """(the luckiest event, the unluckiest): the largest gain and the largest loss, None
        where the seat had no event that way."""
        best = max(self.events, key=lambda e: e.luck.mean, default=None)
        worst = min(self.events, key=lambda e: e.luck.mean, default=None)
        return (best if best is not None and best.luck.mean > 0 else None,
                worst if worst is not None and worst.luck.mean < 0 else None)


@dataclass(frozen=True)
class Moment:
    """A move that showed `seat` something: its view just before and just after, the move."""
    seat: int
    move: int
    action: Action | None       # None: the opening deal
    before: State | None        # None: the opening deal (nothing seen yet)
    after: State
    progress: tuple[str, int] | None


def _seen(view: State) -> bytes:
    """What a view shows, as bytes: its pickled fields but the generator's (a view's generator
    is no part of what its seat sees: a real game's view blanks it, a sampled world's is fresh)."""
    shown = {k: v for k, v in view.__getstate__().items() if k != "rng"}
    return pickle.dumps(shown, protocol=pickle.HIGHEST_PROTOCOL)


def _step(world: State, seat: int, action: Action, heuristics: Heuristics, rng: Rng) -> bool:
    """Play the game's `action` in a world sampled from `seat`'s view: as it was played where it
    is legal; another seat's move that this world cannot play (it names cards the seat could not
    see) is replaced by the move the rollout policy plays for that seat there among those that look
    the same to the seat (`Action.seen_by`): what the seat could expect of it. False (nothing
    played) where neither can be."""
    legal = world.legal_actions(action.seat)
    if listed(action, legal):
        world.apply_listed(action)
        return True
    if action.seat == seat or not legal:
        return False
    # of its moves here, those that look to the seat as the one made did (`seen_by`)
    key = action.seen_by(seat)
    alike = [a for a in legal if a.seen_by(seat) == key] or legal
    world.apply_listed(heuristics.rollout_action(world, action.seat, alike, rng) if len(alike) > 1
                       else alike[0])
    return True


def showed(before: State, after: State, seat: int, action: Action, rng: Rng) -> bool:
    """Whether `action`, played in worlds sampled from `before` (the seat's view; `_step`), leaves
    the seat seeing something else than `after` (its real view after it) in one of `PROBES`."""
    wanted = _seen(after)
    heuristics = heuristics_named(before.game_name)
    probed = 0
    for _ in range(PROBES * TRIES):
        world = sample_world(before, seat, rng)
        if not _step(world, seat, action, heuristics, rng):
            continue
        if _seen(world.view(seat)) != wanted:
            return True
        probed += 1
        if probed >= PROBES:
            break
    return False


def chance_moments(spec: GameSpec, players: int, seed: int, options: dict, actions: list[str],
                   seats: list[int], deal: str = SPLITMIX, sampling: int = 0) -> list[Moment]:
    """One replay of the game through the rules: the opening deal of each seat, then each move
    that showed a seat of `seats` something chance decided."""
    state = spec.new_game(players=players, seed=seed, deal=deal, **options)
    out = [Moment(s, DEAL, None, None, state.view(s), _progress(state)) for s in seats]
    for move, text in enumerate(actions):
        action = Action.parse(text)
        befores = {s: state.view(s) for s in seats}
        progress = _progress(state)
        state.apply(action)
        for s in seats:
            after = state.view(s)
            if showed(befores[s], after, s, action, Rng(sampling ^ (move * 7919 + s * 104729))):
                out.append(Moment(s, move, action, befores[s], after, progress))
    return out


def _margin(world: State, seat: int, heuristics: Heuristics) -> float:
    return expected_margin(world, seat, expected_scores(world, heuristics), heuristics)


def measure(moment: Moment, spec: GameSpec, players: int, options: dict, deal: str, worlds: int,
            rng: Rng) -> ChanceEvent:
    """The luck of one chance event: `worlds` paired worlds, before and after (module doc)."""
    heuristics = heuristics_named(spec.name)
    seat = moment.seat
    befores, afters = [], []
    for _ in range(worlds * TRIES):
        if len(befores) >= worlds:
            break
        if moment.before is None:     # before the deal: any deal of the same game
            world = spec.new_game(players=players, seed=rng.next64(), deal=deal, **options)
        else:
            world = sample_world(moment.before, seat, rng)
        marker = heuristics.horizon(world)   # both sides of the draw play on to the same horizon
        draws = rng.next64()
        seen = sample_world(moment.after, seat, rng)
        try:
            if moment.action is not None and not _step(world, seat, moment.action, heuristics, rng):
                continue
            play_out(world, heuristics, Rng(draws), marker)
            play_out(seen, heuristics, Rng(draws), marker)
            pair = _margin(world, seat, heuristics), _margin(seen, seat, heuristics)
        except Exception:  # noqa: BLE001 - one bad world (a rules bug) costs one pair, as in appraise.py
            continue
        befores.append(pair[0])
        afters.append(pair[1])
    luck = estimate([a - b for a, b in zip(afters, befores)])
    return ChanceEvent(seat, moment.move, moment.progress, _mean(befores), _mean(afters), luck)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def measure_luck(moments: list[Moment], spec: GameSpec, players: int, seats: list[int], *,
                 worlds: int, options: dict, deal: str = SPLITMIX, sampling: int = 0,
                 progress: Callable[[int, int], None] | None = None,
                 cancel: threading.Event | None = None) -> tuple[SeatLuck, ...]:
    """Each seat of `seats`' luck over the finished game, from its chance `moments`
    (`chance_moments`; module doc). Each event's generator comes from `sampling` and the event's
    public place (move, seat): the same review seed gives the same luck. `progress(done, total)`
    after each event; `cancel` raises LuckCancelled."""
    events: list[ChanceEvent] = []
    for k, moment in enumerate(moments):
        if cancel is not None and cancel.is_set():
            raise LuckCancelled()
        place = sampling + (moment.move + 2) * 7919 + moment.seat * 104729
        events.append(measure(moment, spec, players, options, deal, worlds, Rng(~place ^ 0x1C4)))
        if progress is not None:
            progress(k + 1, len(moments))
    out = []
    for s in seats:
        mine = tuple(e for e in events if e.seat == s)
        out.append(SeatLuck(s, total([e.luck for e in mine]), mine))
    return tuple(out)


def skill(total_loss: float, interval: tuple[float, float]) -> tuple[float, tuple[float, float]]:
    """A seat's skill as the summary shows it: what its decisions gave up, as a change of its
    result (so negative), with the interval of the review's summed loss turned the same way."""
    return -total_loss, (-interval[1], -interval[0])


def adjusted(final_margin: float, luck: Estimate) -> tuple[float, tuple[float, float]]:
    """The luck-adjusted result: the final margin less what the draws brought, with the
    interval the luck's estimate leaves it."""
    return final_margin - luck.mean, (final_margin - luck.high, final_margin - luck.low)


def reconciled(luck: SeatLuck, summaries, final_margin: float) -> tuple[float, Estimate]:
    """How far the result is from what luck and skill account for, for a seat of a game of one
    or two players whose every seat was reviewed (`summaries`: their SeatSummary): its final
    margin less its expectation before the deal, its luck, its own decisions' loss (negative)
    and, against one other seat, that seat's loss (what it gave up, the seat's margin gained).
    Returns (the remainder, the estimate whose interval it should lie in: luck's and the
    decisions' errors combined, centred on 0)."""
    deal = next((e for e in luck.events if e.move == DEAL), None)
    start = deal.before if deal is not None else 0.0
    accounted = start + luck.luck.mean
    errors = [luck.luck]
    for summary in summaries:
        sign = -1.0 if summary.seat == luck.seat else 1.0
        accounted += sign * summary.total_loss
        half = (summary.total_interval[1] - summary.total_interval[0]) / 2
        errors.append(Estimate(0.0, -half, half, half / 1.96, 0))
    return final_margin - accounted, total([Estimate(0.0, 0.0, 0.0, e.error, 0) for e in errors])


# --- the JSON form (in the review's: game/ai/review_data.py) --------------------------------------
def _round(x: float) -> float:
    return round(max(-1e6, min(1e6, x)), 2)


def seat_luck_data(luck: tuple[SeatLuck, ...], summary) -> dict:
    """The luck and skill fields of a seat's summary (`summary`: its SeatSummary), none where its
    luck was not measured."""
    mine = next((x for x in luck if x.seat == summary.seat), None)
    if mine is None:
        return {}
    gained, gained_range = skill(summary.total_loss, summary.total_interval)
    result, result_range = adjusted(summary.final_margin, mine.luck)
    deal = next((e for e in mine.events if e.move == DEAL), None)
    return {"expected_before_deal": _round(deal.before if deal is not None else 0.0),
            "luck": _round(mine.luck.mean), "luck_interval": [_round(mine.luck.low), _round(mine.luck.high)],
            "skill": _round(gained), "skill_interval": [_round(v) for v in gained_range],
            "adjusted_margin": _round(result), "adjusted_interval": [_round(v) for v in result_range]}


def luck_data(luck: tuple[SeatLuck, ...]) -> list[dict]:
    """Every chance event of every seat, in the game's order."""
    events = sorted((e for x in luck for e in x.events), key=lambda e: (e.move, e.seat))
    return [{"seat": e.seat, "move": e.move, "progress": list(e.progress) if e.progress else None,
             "before": _round(e.before), "after": _round(e.after), "luck": _round(e.luck.mean),
             "interval": [_round(v) for v in e.interval], "error": _round(e.luck.error),
             "worlds": e.luck.samples}
            for e in events]


def luck_from_data(data: list[dict], seats) -> tuple[SeatLuck, ...]:
    """The seats' luck that `luck_data` wrote (checked first by its reader); () when none was."""
    if not data:
        return ()
    events = [ChanceEvent(x["seat"], x["move"],
                          (x["progress"][0], x["progress"][1]) if x["progress"] else None,
                          float(x["before"]), float(x["after"]),
                          Estimate(float(x["luck"]), float(x["interval"][0]), float(x["interval"][1]),
                                   float(x["error"]), int(x["worlds"])))
              for x in data]
    return tuple(SeatLuck(s, total([e.luck for e in events if e.seat == s]),
                          tuple(e for e in events if e.seat == s)) for s in seats)


def _progress(state: State) -> tuple[str, int] | None:
    found = state.progress()
    return (found[0], int(found[1])) if found is not None else None
