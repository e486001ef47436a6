"""Daitoshi knowledge for the generic agents, in one object the search finds by game name.

- `evaluate`: a Factory's worth in VP before the end (evaluation.py);
- `solo_target`: in solo, the Mayor's final score as it stands (evaluation.mayor_estimate), so
  that every leaf compares the player with the Mayor he must beat; his turns run inside `apply`
  and his deck is sampled by `determinize`, so the search meets his moves and his end trigger
  as they will come;
- `rollout_action`: the rollout policy (rollout.py);
- `candidates` and `obvious`: the tree's shortlists (candidates.py);
- cut-off playouts: a playout stops at the start of a turn `rollout_turns` table turns after it
  began and is evaluated there (`horizon`, `rollout_over`);
- paired halving at every decision (`paired_root`; hard asks for it, normal keeps its tree);
- `action_value` (the greedy and easy agents' one step ahead): the rest of the turn is played
  by the policy before the evaluation, since a turn is several decisions.
"""

from __future__ import annotations

from game.ai.daitoshi import candidates, evaluation, rollout
from game.ai.heuristics import Heuristics
from game.core.daitoshi.events import (ConflictChecked, Contributed, DistrictElectrified,
                                      DistrictExpanded, Gained, InventionTaken, MagnateMoved,
                                      ProductionStarted, Traded, TurnStarted, UpgradeInstalled)
from game.core.daitoshi.mayor.events import MayorChecked
from game.core.daitoshi.prompts import TurnPrompt
from game.core.engine import Action, State
from game.core.rng import Rng


#: the events of a seat's own that a hint names when its move makes them more likely
NOTABLE = {Traded: "luxury", InventionTaken: "invention", Contributed: "mega_machine",
           DistrictElectrified: "electrified", DistrictExpanded: "expanded",
           UpgradeInstalled: "upgrade", ProductionStarted: "production"}
#: THE MAYOR'S DECK: the verdicts of a district denied to the Mayor, one whose action was on his
#: card (Criterion 1 met) that he passed over all the same, because he could not perform its
#: action ("2a") or any action at the Town Hall ("2c"), or found no Magnate space free there
#: ("space"). The player's moves decide it: a Production Turn the player starts is his too
#: (PRODUCTION TURNS), a space, section or Invention the player takes may be the one he could
#: pay for. A district whose action is not on his card ("1a", "1c") was never his to take: a
#: hint that counted those would praise the luck of his card.
DENIED = frozenset({"2a", "2c", "space"})


class DaitoshiHeuristics(Heuristics):
    #: VP that make a clear difference: a margin of one `scale` is a 73% reward
    scale = 12.0
    #: table turns a playout runs before it is evaluated (None: to the end of the game)
    rollout_turns: int | None = 4
    notable_keys = tuple(NOTABLE.values()) + ("mayor_denied", "conflict")
    #: END OF TURN: a turn ended in Conflict with the Yokai; the better move has fewer
    avoided_keys = ("conflict",)
    #: Inventions improved (THE PROGRESS TRACKS: "Upgrade the Invention"), where the playouts
    #: stop, a thing the evaluation prices in no VP of its own (its production is: "engine");
    #: `held` also answers the Steam and the resources, Wealth and Workers in hand, the units a
    #: hint names beside their worth (`later_parts`)
    held_keys = {"improved": 0.5}
    #: the parts of the evaluation's later VP (evaluation.later_parts): END GAME SCORING as it
    #: stands (the end-of-game icons, the Pilgrims' tracks, the River Pilgrim's penalty for the
    #: Conflicts to come), a Conflict's cost in play, the resources, Wealth and Workers and the
    #: Steam in hand (GAINING AND SPENDING RESOURCES, THE STEAM ENGINE TRACK), Reputation,
    #: Banners, the Government Grant, the game's length, the installed Inventions' production to
    #: come, the Progress rewards within reach, the empty floors; what a hint and a review's
    #: "Why" say the later VP are made of (game/ai/AI.md, "Game review", for how often each is)
    later_keys = ("end_icons", "pilgrims", "river_penalty", "conflicts", "goods", "steam",
                  "reputation", "banners", "grant", "turns", "engine", "progress", "floors")
    #: the VP won during the game (GENERAL RULES: scored at once), told apart by the kind of turn
    #: they were won in (GAME OVERVIEW: a Production Turn, every player producing, or a City
    #: Turn): the part a hint said most often as a whole (game/ai/AI.md, "Game review")
    won_part = "in_game"
    won_keys = ("production", "city")
    review_worlds = 12
    #: a Daitoshi game scores about twice an Arigatō game's points: twice its review's classes
    review_thresholds = (4.0, 10.0, 20.0)

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over():
            return float(state.scores()[seat].total)
        return evaluation.evaluate_player(state, seat)

    def solo_target(self, state: State) -> float | None:
        if getattr(state, "solo", None) is None:
            return super().solo_target(state)
        return evaluation.mayor_estimate(state)

    #: the rollout policy itself, called without a method of its own between (a playout asks
    #: it at every decision): `rollout.choose(state, seat, legal, rng)`
    rollout_action = staticmethod(rollout.choose)

    def obvious(self, view: State, seat: int, legal: list[Action]) -> Action | None:
        return candidates.obvious(view, seat, legal)

    def candidates(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        return candidates.shortlist(state, seat, actions)

    def action_value(self, state: State, seat: int, action: Action) -> float:
        after = state.clone()
        after.apply(action)
        rollout.finish_turn(after, seat, Rng(len(after.history)))
        return self.advantage(after, seat)

    def notable(self, event, seat: int, marker) -> str | None:
        """TRADE WITH OTHER CITIES: luxury goods delivered; an Invention taken; a Contribution to
        the Mega-Machine, and an Upgrade it installed; a district electrified, expanded; a
        Production Turn led; END OF TURN: a turn ended with an Operation tile on its Conflict
        side (avoided by the better move: `avoided_keys`); and in SOLO MODE, a district denied
        to the Mayor (`DENIED`)."""
        if isinstance(event, MayorChecked):
            return "mayor_denied" if event.verdict in DENIED else None
        if event.seat != seat:
            return None
        if isinstance(event, ConflictChecked):
            return "conflict" if any(event.conflict_tiles) else None
        return NOTABLE.get(type(event))

    def held(self, state: State, seat: int) -> tuple[tuple[str, float], ...]:
        p = state.players[seat]
        return (("steam", float(p.steam)), ("improved", float(sum(sum(row) for row in p.improved))),
                ("goods", float(sum(p.res) + p.wealth + p.worker_count())))

    def later_parts(self, state: State, seat: int) -> tuple[tuple[str, float], ...]:
        if getattr(state, "solo", None) is not None and seat == state.solo.seat:
            return ()   # the Mayor is no seat a hint is asked for
        return evaluation.later_parts(state, seat)

    def won(self, events: list, seat: int, view: State):
        """Each VP the seat gains, in the kind of turn it is gained in: a Production Turn from its
        `ProductionStarted`, a City Turn from its Magnate's move (the decision's own turn: a
        district is current in a City Turn alone, `cur_district`, reset as each turn starts)."""
        phase = "city" if view.cur_district is not None else "production"
        for event in events:
            if isinstance(event, ProductionStarted):
                phase = "production"
            elif isinstance(event, MagnateMoved):
                phase = "city"
            elif isinstance(event, Gained) and event.seat == seat and event.what == "vp":
                yield phase, float(event.amount)

    def clock(self, event) -> int | None:
        """The table turn a `TurnStarted` opens, counted from 1 as `State.progress` counts."""
        return event.turn + 1 if isinstance(event, TurnStarted) else None

    def paired_root(self, view: State, seat: int, legal: list[Action]) -> bool:
        """Every decision: a playout's four turns hold the other players' moves, the Hexes and
        Conflicts drawn and the rollout's own dice, which outweigh most differences between
        two moves; played out on the same luck, the better move shows. Trial against normal on
        the same deals (game/ai/AI.md, "Daitoshi AI"): hard won all of its first games with a mean margin
        several times the tree's."""
        return True

    def horizon(self, state: State):
        return state.turn

    def rollout_over(self, state: State, marker, steps: int) -> bool:
        turns = self.rollout_turns
        if turns is None or state.turn < marker + turns:
            return False
        seats = state.current_seats()
        return bool(seats) and state.prompt_type(seats[0]) is TurnPrompt


HEURISTICS = DaitoshiHeuristics()
