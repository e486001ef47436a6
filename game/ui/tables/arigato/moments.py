"""Dusk and the end of the game as moments at the table: at the end of each day, each
village's dusk effects and its objective check shown in turn; after day 12, the final scoring
counted part by part (palace gate, favor tokens, objectives) before the results.

A moment is made from what happened (the log's entries: the rules' events) and from scores the
rules give; it decides nothing. It plays at the table's pace (Settings -> Animation speed: a
step every STEP seconds at 1x, then a pause to read), holds the game meanwhile, and a click or
Space skips it. With animations off there is none: the log and a verdict line say the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.arigato import events as ev

STEP = 0.8            # seconds (at 1x) between a moment's steps: a village, a part of the score
DUSK_HOLD = 2.4       # the whole dusk stays this long once shown, to be read
FINAL_HOLD = 3.5      # the final count stays this long before the results
FINAL_ORDER = ("palace gate", "favor tokens", "objectives")   # END OF THE GAME, in the rulebook's order
COUNT_UP = 0.6        # a part's number counts up in this share of a step


@dataclass(frozen=True)
class DuskRow:
    """One village at dusk: the dusk artisans whose effect it used, what they gave, and whether it
    met the day's objective (None: no objective that day)."""
    seat: int
    effects: tuple[int, ...]
    favor: int
    items: tuple[tuple[str, int], ...]
    met: bool | None
    tokens: int


@dataclass(frozen=True)
class FinalRow:
    """One village's final score, part by part (FINAL_ORDER), its total, and whether it won."""
    seat: int
    parts: tuple[tuple[str, int], ...]
    total: int
    won: bool
    tokens: int          # objective tokens behind the objectives' points


@dataclass
class Moment:
    kind: str                             # "dusk" or "final"
    day: int
    rows: list
    objective: object = None              # the day's objective (dusk), when it has one
    solo: tuple | None = None             # (won, target) of a solo game's end
    t: float = 0.0                        # seconds shown, at 1x

    def steps(self) -> int:
        return len(self.rows) if self.kind == "dusk" else len(FINAL_ORDER) + 1

    def duration(self) -> float:
        return self.steps() * STEP + (DUSK_HOLD if self.kind == "dusk" else FINAL_HOLD)

    def shown(self, step: int) -> float:
        """How far step `step` is shown: 0 (not yet) to 1 (whole)."""
        return max(0.0, min(1.0, (self.t - step * STEP) / (STEP * COUNT_UP)))


@dataclass
class Moments:
    """The moments waiting to be shown, the first one on screen."""
    queue: list = field(default_factory=list)

    def current(self) -> Moment | None:
        return self.queue[0] if self.queue else None

    def add(self, moment: Moment | None) -> None:
        if moment is not None:
            self.queue.append(moment)

    def update(self, dt: float, speed: float) -> None:
        m = self.current()
        if m is None:
            return
        m.t += dt * max(speed, 0.25)
        if m.t >= m.duration():
            self.queue.pop(0)

    def skip(self) -> bool:
        """Put the moment on screen away (a click, Space); True when there was one."""
        if not self.queue:
            return False
        self.queue.pop(0)
        return True

    def clear(self) -> None:
        self.queue.clear()


def dusk_events(entries) -> list:
    """The events of the dusk that just ended: everything after the day's last "ends the day"."""
    out: list = []
    for entry in reversed(entries):
        events = list(entry.events)
        ended = [k for k, e in enumerate(events) if isinstance(e, ev.DayEnded)]
        if ended:
            return events[ended[-1] + 1:] + out
        out = events + out
    return out


def dusk_moment(entries, day: int, state) -> Moment:
    """Each village's dusk, from the events (DUSK A: dusk effects; B: the objective)."""
    cards = state.content.cards
    events = dusk_events(entries)
    rows = []
    for seat in range(state.num_seats):
        mine = [e for e in events if e.seat == seat]
        items: dict[str, int] = {}
        for e in mine:
            if isinstance(e, ev.ItemGained):
                items[e.item] = items.get(e.item, 0) + e.count
        gained = [e for e in mine if isinstance(e, ev.ObjectiveGained) and e.day == day]
        objective = state.objectives.get(day)
        rows.append(DuskRow(
            seat, tuple(e.card for e in mine if isinstance(e, ev.EffectResolved) and e.used and cards[e.card].dusk),
            sum(e.amount for e in mine if isinstance(e, ev.FavorScored)), tuple(items.items()),
            None if objective is None else bool(gained),
            gained[-1].tokens if gained else state.villages[seat].objectives))
    return Moment("dusk", day, rows, objective=state.objectives.get(day))


def final_moment(state) -> Moment:
    """END OF THE GAME: each village's parts in the rulebook's order, its total, the winners."""
    winners = set(state.winners())
    rows = []
    for seat, score in enumerate(state.scores()):
        parts = dict(score.breakdown)
        rows.append(FinalRow(seat, tuple((name, parts.get(name, 0)) for name in FINAL_ORDER), score.total,
                             seat in winners, state.villages[seat].objectives))
    solo = state.solo_outcome() if state.solo else None
    return Moment("final", state.day, rows, solo=solo)
