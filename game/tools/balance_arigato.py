"""`python -m game balance --game arigato --json`: which of Arigatō's content the play reaches.

Seeded games are played by one agent in every seat (default `policy`, the rollout policy:
instant; `hard` for the AI's real play, slower) and read through their events, never by changing
the rules. The calendar turns AA, AB, BA, BB from game to game, so each side of each tile is
played as often as the others. The report gives:

- per card: how often it was played as resident, traveler (in solo: kept) and craftsman, how
  often its effect was offered (its condition met: `triggers`, and `trigger_times`, counting a
  "up to 2 times" trigger twice) and used;
- per calendar side and day: the objective, the player-days it was checked, how often it was
  met, with a 95% interval;
- per player count: the scores' spread (mean, standard deviation, the winner's, the last's),
  and in solo the share of games that beat the target;
- `never_happened`: the cards whose effect was never used and the calendar objectives never
  met in the run: the content the play does not reach.

Balance changes to reconstructed values (levels/arigato/NOTES.md) are argued from this report
with before/after figures.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext

from game.ai.agents import make_agent, seat_rng
from game.core.arigato import events as E
from game.core.arigato import new_game
from game.core.arigato.components import default_content
from game.tools.balance import _mean, spread_seed
from game.tools.tournament import wilson

CALENDARS = ("AA", "AB", "BA", "BB")
CARD_FIELDS = ("resident", "traveler", "craftsman", "triggers", "trigger_times", "used")


class Reader:
    """Reads one game's events as they come: the roles each card is given, its effect's
    triggers, and the objectives met (by day)."""

    def __init__(self) -> None:
        self.cards: dict[str, Counter] = {f: Counter() for f in CARD_FIELDS}
        self.objectives_met: Counter = Counter()   # day -> villages that met it

    def read(self, events) -> None:
        cards = self.cards
        for ev in events:
            t = type(ev)
            if t is E.RolesAssigned:
                cards["resident"][ev.resident] += 1
                cards["traveler"].update(ev.travelers)
            elif t is E.CraftsmenDiscarded:
                cards["craftsman"].update(ev.cards)
            elif t is E.EffectOffered:
                cards["triggers"][ev.card] += 1
                cards["trigger_times"][ev.card] += ev.times
            elif t is E.EffectResolved:
                if ev.used:
                    cards["used"][ev.card] += 1
            elif t is E.ObjectiveGained:
                self.objectives_met[ev.day] += 1


def play(players: int, seed: int, calendar: str, agent_name: str):
    """One seeded game, every seat played by `agent_name`; (final state, its Reader)."""
    state = new_game(players=players, seed=seed, calendar=calendar)
    reader = Reader()
    agents = [make_agent(agent_name) for _ in range(players)]
    rngs = [seat_rng(seed, i) for i in range(players)]
    while not state.is_over():
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        action = agents[seat].choose(state.view(seat), seat, legal, rngs[seat])
        reader.read(state.apply(action))
    return state, reader


def _objective_text(objective) -> str:
    where = "" if objective.what in ("items", "identical_items", "different_items") \
        else f" in {objective.where}"
    return f"{objective.what} >= {objective.count}{where}"


def game_summary(players: int, seed: int, calendar: str, agent_name: str) -> dict:
    """What the report needs from one seeded game, small enough to come back from a worker
    process: the cards' counters, the objectives met by day, the days checked, the totals."""
    state, reader = play(players, seed, calendar, agent_name)
    return {"players": players, "calendar": calendar, "cards": reader.cards,
            "objectives_met": reader.objectives_met, "days": list(state.objectives),
            "totals": sorted(s.total for s in state.scores()),
            "solo_won": state.solo_outcome()[0] if players == 1 else 0}


def _summary_star(args) -> dict:
    return game_summary(*args)


def _summaries(tasks: list[tuple], jobs: int, progress=None):
    """The games' summaries in the tasks' order, whether played here or in `jobs` processes:
    every game is seeded by its place in the run, so the report does not depend on `jobs`."""
    with ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else nullcontext() as pool:
        summaries = (map if pool is None else pool.map)(_summary_star, tasks)
        for done, summary in enumerate(summaries, 1):
            if progress:
                progress(done, len(tasks))
            yield summary


def report(games: int = 40, seed: int = 1, agent: str = "policy",
           player_counts: list[int] | None = None, jobs: int = 1, progress=None) -> dict:
    started = time.perf_counter()
    player_counts = [2, 3, 4] if player_counts is None else player_counts
    totals: dict[str, Counter] = {f: Counter() for f in CARD_FIELDS}
    days_checked: Counter = Counter()    # (tile, side, day) -> player-days
    days_met: Counter = Counter()
    tasks = [(n, spread_seed(seed, n, g), CALENDARS[g % len(CALENDARS)], agent)
             for n in player_counts for g in range(games)]
    per_count: dict[int, list[dict]] = {n: [] for n in player_counts}
    for summary in _summaries(tasks, jobs, progress):
        n, calendar = summary["players"], summary["calendar"]
        per_count[n].append(summary)
        for f in CARD_FIELDS:
            totals[f].update(summary["cards"][f])
        for day in summary["days"]:
            key = (1 if day <= 6 else 2, calendar[0 if day <= 6 else 1], day)
            days_checked[key] += n
            days_met[key] += summary["objectives_met"][day]
    spread = {}
    for n, summaries in per_count.items():
        scores = [t for s in summaries for t in s["totals"]]
        winners = [s["totals"][-1] for s in summaries]
        lasts = [s["totals"][0] for s in summaries]
        spread[n] = {"games": games, "mean_score": _mean(scores),
                     "sd": round(statistics.pstdev(scores), 2) if scores else 0.0,
                     "winner_mean": _mean(winners), "last_mean": _mean(lasts),
                     "winner_minus_last": _mean(w - x for w, x in zip(winners, lasts))}
        if n == 1:
            solo_wins = sum(s["solo_won"] for s in summaries)
            spread[n]["beat_target"] = solo_wins
            spread[n]["beat_target_ci95"] = wilson(solo_wins, games)
    content = default_content()
    cards = {}
    for c in content.card_ids:
        card = content.cards[c]
        row = {"type": content.types[card.type], "condition": card.when.kind,
               "dusk": card.dusk}
        row.update({f: totals[f][c] for f in CARD_FIELDS})
        cards[c] = row
    calendar = {}
    for (tile, side), objectives in sorted(content.calendar.items()):
        days = {}
        for o in objectives:
            checked, hit = days_checked[(tile, side, o.day)], days_met[(tile, side, o.day)]
            days[o.day] = {"objective": _objective_text(o), "player_days": checked, "met": hit,
                           "rate": round(hit / checked, 3) if checked else None,
                           "ci95": wilson(hit, checked)}
        calendar[f"{tile}{side}"] = days
    conditions: Counter = Counter()
    for c, row in cards.items():
        conditions[row["condition"]] += row["used"]
    never = {
        "card_effects": [c for c, row in cards.items() if row["used"] == 0],
        "objectives": [f"{key} day {day}" for key, days in calendar.items()
                       for day, row in days.items() if row["player_days"] and row["met"] == 0],
        "objectives_not_played": [f"{key} day {day}" for key, days in calendar.items()
                                  for day, row in days.items() if not row["player_days"]],
    }
    always = [f"{key} day {day}" for key, days in calendar.items()
              for day, row in days.items() if row["player_days"] and row["met"] == row["player_days"]]
    return {"game": "arigato", "agent": agent, "games_per_setting": games, "seed": seed,
            "jobs": jobs,
            "player_counts": player_counts, "seconds": round(time.perf_counter() - started, 1),
            "spread_by_players": spread, "calendar": calendar,
            "effects_used_by_condition": dict(sorted(conditions.items())),
            "cards": cards, "never_happened": never, "always_met": always}

