"""`python -m game balance --game daitoshi --json`: where Daitoshi's points come from, repeatably
(its report, found by the game's name by balance.py).

Seeded games are played by one agent (default `policy`, the rollout policy: instant; `normal`
for stronger and slower play) and read through their events, never by changing the rules:

- per Invention: how often it is taken (by players, by the Mayor), how often its building is
  activated with it, and the VP each activation brings (the VP icon by its ticks, and the
  Score icons its Progress marker reaches in that activation);
- solo, per Advisor count (0-10, `--advisors` to choose): the player's win rate with its 95%
  interval, the Mayor's mean score and where his points come from: his City Turns (Workshops,
  Exploit, the action), his own Production Turns, his free production in the player's
  Production Turns (SOLO MODE: "If you start a Production Turn, the Mayor will also produce"),
  and END GAME SCORING part by part;
- per Advisor card: the Mayor's mean score with the card dealt less without it, compared at
  the same Advisor count;
- per player count (2-4): the scores' spread (mean, standard deviation, the winner's, the
  last's, winner minus last);
- in both, where the players' points come from: their City Turns, the Production Turns they
  lead and those they join (THE PRODUCTION TURN: every player produces), the Mayor's turns in
  solo, and END GAME SCORING part by part; and the same per game length (rounds), to see which
  parts grow when a game runs long;
- in both, the games' mean length in rounds (a longer game gives the engines more turns to
  score).

Balance changes to reconstructed values (levels/daitoshi/NOTES.md) are argued from this report
with before/after figures.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter, defaultdict

from game.ai.agents import make_agent, seat_rng
from game.core import registry
from game.core.daitoshi import events as E
from game.core.daitoshi.mayor.events import MayorTurn
from game.tools.balance import _mean, _mean_parts, spread_seed
from game.tools.tournament import mean_interval, wilson

MAYOR_SOURCES = ("city_workshops", "city_exploit", "city_action", "own_production",
                 "player_production", "setup")
PLAYER_SOURCES = ("city_turn", "lead_production", "join_production", "mayor_turn", "setup")


class Reader:
    """Reads one game's events as they come: the Inventions' activations and VP, and, in solo,
    which part of the game each of the Mayor's VP came from."""

    def __init__(self, state) -> None:
        self.state = state
        self.mayor = state.solo.seat if state.solo is not None else None
        self.context = "setup"       # where the Mayor's VP now come from
        self.leader = None           # the Production Leader of the Production Turn under way
        self.taken: Counter = Counter()
        self.taken_by_mayor: Counter = Counter()
        self.activations: Counter = Counter()
        self.vp: Counter = Counter()
        self.mayor_vp: Counter = Counter()
        if self.mayor is not None:   # his setup (Advisor 3's Progress) ran before any action
            self.mayor_vp["setup"] = state.players[self.mayor].vp
        # each player's VP by the part of the game they came in (PLAYER_SOURCES); the first
        # turn started in the setup, before any action this reader sees
        self.player_vp: list[Counter] = [Counter({"setup": p.vp})
                                         for p in state.players[:state.num_seats]]
        self.turn_kind = self._turn_kind(state.start_seat)

    def apply(self, action) -> None:
        s = self.state
        before = [([row[:] for row in p.progress]) for p in s.players]
        events = s.apply(action)
        activated = []
        exploit_reward = False
        for ev in events:
            t = type(ev)
            if t is E.TurnStarted:
                self.leader = None
                self.context = "city" if ev.seat != self.mayor else "mayor_turn"
                self.turn_kind = self._turn_kind(ev.seat)
            elif t is MayorTurn:
                self.context = "own_production" if ev.district < 0 else "city_action"
            elif t is E.ProductionStarted:
                self.leader = ev.seat
                if ev.seat != self.mayor:
                    self.context = "player_production"
            elif t is E.WorkerPlaced and ev.seat == self.mayor:
                self.context = "city_workshops"
            elif t is E.HexExploited and ev.seat == self.mayor and self.context.startswith("city"):
                # a hex's reward is the next thing he gains (a Worker, or Advisor 5's 5 VP when
                # his spaces are full); what follows the Exploit is his action
                self.context = "city_exploit"
                exploit_reward = True
                continue
            if ev.seat == self.mayor and self.context == "city_exploit" and t is E.Gained:
                if exploit_reward:
                    exploit_reward = False
                else:
                    self.context = "city_action"
            if t is E.InventionTaken:
                (self.taken_by_mayor if ev.seat == self.mayor else self.taken)[ev.invention] += 1
            elif t is E.Contributed:
                (self.taken_by_mayor if ev.seat == self.mayor else self.taken)[ev.university] += 1
            elif t is E.BuildingActivated:
                activated.append((ev.seat, ev.building))
            elif t is E.Gained and ev.what == "vp" and ev.seat == self.mayor:
                self.mayor_vp[self.context] += ev.amount
            elif t is E.Gained and ev.what == "vp":
                source = (self.turn_kind if self.leader is None else
                          "lead_production" if ev.seat == self.leader else "join_production")
                self.player_vp[ev.seat][source] += ev.amount
        for seat, b in activated:
            self._activation(seat, b, before[seat])

    def _turn_kind(self, seat: int) -> str:
        """Whose City Turn a player's VP came in: their own (or another player's) or the Mayor's."""
        return "mayor_turn" if seat == self.mayor else "city_turn"

    def _activation(self, seat: int, b: int, progress_before) -> None:
        """An activation's VP: the VP icon by its ticks, and the Score icons reached."""
        s = self.state
        p = s.players[seat]
        leader = seat == self.leader
        for f in range(3):
            inv_id = p.slots[b][f]
            if inv_id is None:
                continue
            inv = s.c.inventions[inv_id]
            vp = sum(n for kind, _p, n in inv.production(p.improved[b][f], leader) if kind == "vp")
            for space in inv.progress[progress_before[b][f] + 1:p.progress[b][f] + 1]:
                for kind, _p, _n in space:
                    vp += inv.vp * (2 if kind == "score_twice" else 1 if kind == "score" else 0)
            self.activations[inv_id] += 1
            self.vp[inv_id] += vp


def play(game: str, players: int, seed: int, agent_name: str, options: dict) -> tuple:
    spec = registry.spec(game)
    state = spec.new_game(players=players, seed=seed, **options)
    reader = Reader(state)
    agents = [make_agent(agent_name) for _ in range(players)]
    rngs = [seat_rng(seed, i) for i in range(players)]
    while not state.is_over():
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        reader.apply(agents[seat].choose(state.view(seat), seat, legal, rngs[seat]))
    return state, reader


def solo_seed(seed: int, advisors: int, g: int) -> int:
    """The deal of the report's g-th solo game at this Advisor count."""
    return seed * 1_000_003 + advisors * 10_007 + g


def rounds_played(state) -> int:
    """How long a game ran, as the turns each Factory played (the Mayor's too): the rules count
    no rounds, so the report measures a length the player counts (State.progress: turns)."""
    return -(-state.progress()[1] // len(state.players))


def points_from(state, reader) -> list[dict]:
    """Each player's VP by source: PLAYER_SOURCES, then END GAME SCORING part by part
    (`end_<part>`); a player's sources add up to their score."""
    out = []
    for seat, score in enumerate(state.scores()):
        parts = {name: reader.player_vp[seat].get(name, 0) for name in PLAYER_SOURCES}
        parts.update({"end_" + name: vp for name, vp in score.breakdown if name != "in_game"})
        out.append(parts)
    return out


def report(games: int = 40, seed: int = 1, agent: str = "policy", advisors: list[int] | None = None,
           player_counts: list[int] | None = None) -> dict:
    game = "daitoshi"
    started = time.perf_counter()
    advisors = list(range(11)) if advisors is None else advisors
    player_counts = [2, 3, 4] if player_counts is None else player_counts
    taken, taken_mayor, acts, vps = Counter(), Counter(), Counter(), Counter()
    held_games = 0
    per_advisors = {}
    with_card: dict = defaultdict(lambda: defaultdict(list))   # card -> K -> [(dealt, score)]
    for k in advisors:
        wins, margins, mayor_scores, rounds, sources = 0, [], [], [], defaultdict(list)
        player_parts = []
        for g in range(games):
            state, reader = play(game, 1, solo_seed(seed, k, g), agent, {"advisors": k})
            held_games += 1
            taken.update(reader.taken)
            taken_mayor.update(reader.taken_by_mayor)
            acts.update(reader.activations)
            vps.update(reader.vp)
            won, target = state.solo_outcome()
            wins += won
            margins.append(state.scores()[0].total - target)
            mayor_scores.append(target)
            rounds.append(rounds_played(state))
            player_parts.extend(points_from(state, reader))
            for name in MAYOR_SOURCES:
                sources[name].append(reader.mayor_vp.get(name, 0))
            for name, vp in state.mayor_score().breakdown:
                if name != "in_game":
                    sources["end_" + name].append(vp)
            for card in state.solo.cards.advisors:
                with_card[card][k].append((card in state.solo.dealt, target))
        per_advisors[k] = {
            "games": games, "player_wins": wins, "player_win_rate": round(wins / games, 3),
            "ci95": wilson(wins, games), "mayor_mean_score": _mean(mayor_scores),
            "mean_margin": _mean(margins), "margin_ci95": mean_interval(margins),
            "mean_rounds": _mean(rounds),
            "mayor_points_from": {name: _mean(v) for name, v in sources.items()},
            "player_points_from": _mean_parts(player_parts),
        }
    cards = {}
    for card, by_k in sorted(with_card.items()):
        diffs, weights = [], []
        for k, rows in by_k.items():
            dealt = [t for d, t in rows if d]
            not_dealt = [t for d, t in rows if not d]
            if dealt and not_dealt:
                diffs.append(statistics.mean(dealt) - statistics.mean(not_dealt))
                weights.append(min(len(dealt), len(not_dealt)))
        cards[card] = {"mayor_score_with_less_without":
                       round(sum(d * w for d, w in zip(diffs, weights)) / sum(weights), 2)
                       if weights else None, "games_compared": sum(weights)}
    spread = {}
    for n in player_counts:
        scores, winners, lasts, rounds = [], [], [], []
        parts_by_rounds = defaultdict(list)   # rounds played -> each player's sources
        for g in range(games):
            state, reader = play(game, n, spread_seed(seed, n, g), agent, {})
            taken.update(reader.taken)
            acts.update(reader.activations)
            vps.update(reader.vp)
            held_games += 1
            totals = sorted(s.total for s in state.scores())
            scores.extend(totals)
            winners.append(totals[-1])
            lasts.append(totals[0])
            rounds.append(rounds_played(state))
            parts_by_rounds[rounds_played(state)].extend(points_from(state, reader))
        spread[n] = {"games": games, "mean_score": _mean(scores),
                     "sd": round(statistics.pstdev(scores), 2) if scores else 0.0,
                     "winner_mean": _mean(winners), "last_mean": _mean(lasts),
                     "winner_minus_last": _mean(w - x for w, x in zip(winners, lasts)),
                     "mean_rounds": _mean(rounds),
                     # a player's mean VP by source, over all games and by the game's length
                     "points_from": _mean_parts([row for rows in parts_by_rounds.values()
                                                 for row in rows]),
                     "points_from_by_rounds": {r: dict(_mean_parts(rows), players=len(rows))
                                               for r, rows in sorted(parts_by_rounds.items())}}
    spec_state = registry.spec(game).new_game(players=2, seed=0)
    inventions = {}
    for inv_id, inv in sorted(spec_state.c.inventions.items()):
        inventions[inv_id] = {
            "quality": inv.quality,
            "taken_per_game": round((taken[inv_id] + taken_mayor[inv_id]) / held_games, 3),
            "taken_by_mayor": taken_mayor[inv_id],
            "activations": acts[inv_id],
            "vp_per_activation": round(vps[inv_id] / acts[inv_id], 2) if acts[inv_id] else None,
        }
    by_quality = {}
    for q in ("basic", "ordinary", "innovative", "brilliant", "university"):
        ids = [i for i, v in inventions.items() if v["quality"] == q]
        n = sum(acts[i] for i in ids)
        by_quality[q] = {"taken_per_game": round(sum(inventions[i]["taken_per_game"]
                                                     for i in ids), 3),
                         "vp_per_activation": round(sum(vps[i] for i in ids) / n, 2) if n else None}
    return {"game": game, "agent": agent, "games_per_setting": games, "seed": seed,
            "seconds": round(time.perf_counter() - started, 1),
            "solo_by_advisors": per_advisors, "advisor_cards": cards,
            "spread_by_players": spread, "inventions_by_quality": by_quality,
            "inventions": inventions}

