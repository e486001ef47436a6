"""The Daitoshi game state: plain data, the protocol of `game/core/engine.py`, copies and views.

The rules live in the modules beside this one (city_turn, city_actions, production, effects,
end_game, setup); they register task handlers and resolvers in `flow`, which this state runs.
A quiet state (`State.quiet`: a search's private world) makes no events: every rule that tells
one asks `s.quiet` first, as a playout would otherwise make about fifty that nobody reads. (A
sink in `events` that drops them would spare the rules the question but not the events' making:
5.5% more of a search's instructions, game/tools/MEASUREMENTS.md, "Daitoshi's search, 8235ff5 →
a6508a8".)
"""

from __future__ import annotations

from game.core.daitoshi import city_actions, city_turn, effects, end_game, production, setup  # noqa: F401  (register rules)
from game.core.daitoshi import mayor, undo
from game.core.daitoshi.actions import MoveMagnate
from game.core.daitoshi.city_actions import BLOCKED
from game.core.daitoshi.components import RESOURCES, TERRAINS, load
from game.core.daitoshi.flow import RESOLVE, run
from game.core.daitoshi.prompts import KIND_CLASS, Prompt, prompt_of
from game.core.engine import Action, Event, Refusal, Score, State, listed
from game.core.rng import SPLITMIX, Rng
from game.core.undealt import Undealt

HIDDEN_STACKS = ("ordinary", "innovative", "brilliant")


class DaitoshiState(State):
    game_name = "daitoshi"

    def __init__(self, players: int, seed: int, expert: bool = False, components=None,
                 advisors: int | None = None, deal: str = SPLITMIX) -> None:
        """2-4 players; or 1 against the Mayor (SOLO MODE), with `advisors` Advisors (default 5):
        a 2-player table whose second Factory is his, played inside `apply` (mayor/)."""
        if not 1 <= players <= 4:
            raise ValueError("Daitoshi is for 2-4 players, or 1 against the Mayor (solo mode)")
        super().__init__(players, seed, deal)
        self.c = components or load()
        self.expert = expert
        self.tasks: list = []
        self._decision = None
        self.events: list = []
        self.over = False
        self.final = None
        self.turn = 0
        self.last_turn = None
        self.cur_district = None
        self.leader_buildings = 0
        self.redacted = False
        self.solo = None
        setup.set_up(self, max(players, 2), expert)
        if players == 1:
            mayor.start_solo(self, advisors)
        run(self)
        # what the setup did before any action (the Mayor's Advisors): kept for the table's log
        self.opening: tuple = tuple(self.events)
        self.events = []

    # --- the protocol ---------------------------------------------------------------------------
    def current_seats(self) -> tuple[int, ...]:
        if self.over or self._decision is None:
            return ()
        return (self._decision[1],)

    def legal_actions(self, seat: int) -> list[Action]:
        d = self._decision
        if self.over or d is None or d[1] != seat:
            return []
        return list(d[2])

    def refusal(self, action: Action) -> str | None:
        d = self._decision
        if d is not None and not self.over and isinstance(action, Action) \
                and action.seat == d[1] and listed(action, d[2]):
            return None   # the fast path: listed actions are legal
        return super().refusal(action)

    def explain_refusal(self, action: Action) -> Refusal:
        """A Magnate move not offered at the turn's start: why, rule by rule (city_turn). Any
        other: not a choice of the decision now, and the table says what the decision is."""
        d = self._decision
        if d is not None and d[0] == "turn" and d[1] == action.seat and type(action) is MoveMagnate:
            why = city_turn.move_refusal(self, action.seat, action.steps, action.space)
            if why is not None:
                return why
        return Refusal.of("not_this_decision", decision=d[0] if d else "")

    def _apply(self, action: Action) -> list[Event]:
        _, _, _, data = self._decision
        self._decision = None
        self.events = []
        RESOLVE[type(action)](self, action, data)
        run(self)
        events, self.events = self.events, []
        return events

    def progress(self) -> tuple[str, int]:
        """The turn under way, counted from the game's first (the Mayor's turns too, in solo): the
        game has "no rounds or phases" (TURN ORDER), so it counts turns, as the table's header
        does. An ended game is in the last turn it played (its count has passed `last_turn`)."""
        turn = self.turn if self.last_turn is None else min(self.turn, self.last_turn)
        return ("turn", turn + 1)

    def is_over(self) -> bool:
        return self.over

    def prompt(self, seat: int) -> "Prompt | None":
        """What `seat` is asked now, as a typed prompt (prompts.py), or None when it has nothing
        to decide."""
        d = self._decision
        if self.over or d is None or d[1] != seat:
            return None
        return prompt_of(self, d[0], d[3])

    def prompt_type(self, seat: int) -> type | None:
        """The class of `prompt(seat)`, without making the prompt: the rollout policy picks its
        rule by it at every decision of a playout, most of them reading no field of it."""
        d = self._decision
        if self.over or d is None or d[1] != seat:
            return None
        return KIND_CLASS[d[0]]

    def decision_kind(self) -> str | None:
        """The `kind` of the prompt waiting, whoever's it is (the rules' own tests step by it)."""
        return self._decision[0] if self._decision else None

    # --- queries: what the client needs to explain a choice, asked here, never restated (why a
    # move is refused, a Magnate space full or too dear, is `explain_refusal`'s) ------------------
    def magnate_steam(self, steps: int, space: int) -> int:
        """The Steam a Magnate move of `steps` districts to `space` costs (MOVE YOUR MAGNATE)."""
        return city_turn.magnate_steam(self, steps, space)

    def extra_districts(self, steps: int) -> int:
        """The districts of a Magnate move beyond the free ones (1 Steam each)."""
        return city_turn.extra_districts(self, steps)

    def space_steam(self, space: int) -> int:
        """The Steam printed on a Magnate space (leftmost, middle, rightmost)."""
        return city_turn.magnate_steam(self, 0, space)

    def building_steam(self, seat: int, building: int) -> int:
        """The Steam to activate one of `seat`'s buildings (dearer on the Conflict side)."""
        return production.building_cost(self, seat, building)

    def market_quality(self, slot: int) -> str:
        """The quality of a Market slot ("ordinary", "innovative", "brilliant")."""
        return city_actions.MARKET_SLOTS[slot]

    def start_district(self, invention: str) -> int:
        """The district a Magnate starts in with this Basic Invention (SETUP 23, expert draft)."""
        return setup.start_district(self, invention)

    def food_cost(self, slots) -> int:
        """The food to commit to the Inventions in these Market slots."""
        return city_actions.food_cost(self, slots)

    def expand_cost(self, district: int, ring: int) -> int:
        """The construction materials that building a district's Middle (1) or Outer (2) costs."""
        return city_actions.expand_cost(self, district, ring)

    def renovate_cost(self) -> int:
        """The construction materials that renovating a district costs."""
        return self.c.board["renovate_cost"]

    def steam_per_arrow(self, seat: int) -> int:
        """The Steam each arrow of the Steam Engine track gives `seat` (less in Conflict)."""
        return effects.steam_per_arrow(self, seat)

    def scores(self) -> list[Score]:
        out = []
        for seat, p in enumerate(self.players[:self.num_seats]):   # solo: not the Mayor's
            parts = [("in_game", p.vp)]
            if self.final is not None:
                parts.extend(self.final[seat])
            out.append(Score(tuple(parts)))
        return out

    def mayor_score(self) -> Score | None:
        """SOLO MODE: the Mayor's score with its breakdown (None in a multiplayer game)."""
        if self.solo is None:
            return None
        parts = (("in_game", self.players[self.solo.seat].vp),) + (self.solo.final or ())
        return Score(parts)

    def solo_rival(self) -> dict | None:
        """SOLO MODE, for the record book: what the game was played against, the Mayor's score
        and his difficulty, the number of Advisors dealt ("the more cards you deal, the higher
        the difficulty"). None in a multiplayer game."""
        if self.solo is None:
            return None
        return {"score": self.mayor_score().total, "advisors": len(self.solo.dealt)}

    def solo_outcome(self) -> tuple[bool, int]:
        """SOLO MODE: (won, target): "If you score more VP than the Mayor, you win. Otherwise,
        you lose." The target is the Mayor's score."""
        target = self.mayor_score().total
        return self.scores()[0].total > target, target

    def winners(self) -> list[int]:
        """END GAME SCORING: most VP, then the tiebreakers; still tied players share victory."""
        if self.solo is not None:
            return [0] if self.solo_outcome()[0] else []
        scores = self.scores()
        key = {seat: (scores[seat].total,) + end_game.tie_break_key(self, seat)
               for seat in range(self.num_seats)}
        best = max(key.values())
        return [seat for seat in range(self.num_seats) if key[seat] == best]

    def vp_track(self, seat: int) -> tuple[int, int]:
        """GENERAL RULES: (space on the VP track, loops) — the Factory Emblem shows its 100 side
        after one loop and is removed, revealing the 200, after two."""
        loop = self.c.board["vp_track"]["loop"]
        score = self.mayor_score() if mayor.is_mayor(self, seat) else self.scores()[seat]
        vp = max(0, score.total)
        return vp % loop, vp // loop

    # --- copies and views -------------------------------------------------------------------------
    def clone(self) -> "DaitoshiState":
        s = DaitoshiState.__new__(DaitoshiState)
        s.num_seats = self.num_seats
        s.seed = self.seed
        s.rng = self.rng.clone()
        s.history = self.history[:]
        s.c = self.c                               # immutable components, shared on purpose
        s.expert = self.expert
        s.tasks = self.tasks[:]                    # tuples of immutables
        s._decision = self._decision               # a tuple of immutables
        s.events = []
        s.opening = self.opening                   # a tuple of frozen events, shared on purpose
        s.over = self.over
        s.final = self.final
        s.turn = self.turn
        s.last_turn = self.last_turn
        s.cur_district = self.cur_district
        s.leader_buildings = self.leader_buildings
        s.redacted = self.redacted
        s.solo = self.solo.copy() if self.solo is not None else None
        s.players = [p.copy() for p in self.players]
        s.district_tiles = [row[:] for row in self.district_tiles]
        s.middle_stack = self.middle_stack.copy()
        s.outer_stack = self.outer_stack.copy()
        s.cities = self.cities[:]
        s.banners = self.banners[:]
        s.stacks = {q: v.copy() for q, v in self.stacks.items()}   # a world's stay undealt
        s.market = self.market[:]
        s.tracks = [t[:] for t in self.tracks]
        s.discard = self.discard[:]
        s.hex_box = self.hex_box[:]
        s.mm = self.mm
        s.mm_district = self.mm_district
        s.university_stack = self.university_stack.copy()
        s.invention_box = self.invention_box[:]
        s.mm_spaces = self.mm_spaces[:]
        s.mm_upgrades = self.mm_upgrades[:]
        s.mm_installed = self.mm_installed
        s.mm_worker = self.mm_worker
        s.workshop_workers = [row[:] for row in self.workshop_workers]
        s.electrified = [row[:] for row in self.electrified]
        s.tile_hexes = [row[:] for row in self.tile_hexes]
        s.worker_supply = self.worker_supply[:]
        s.wealth_supply = self.wealth_supply
        s.start_seat = self.start_seat
        s.active = self.active
        s.neutral = self.neutral
        s.draft = self.draft[:]
        return s

    def view(self, seat: int) -> "DaitoshiState":
        """Everything is open but the order of the stacks (SETUP 3, 5, 9: face-down Invention and
        District stacks; only the top of the face-up University stack shows) and the generator
        that would reveal future draws. Wilderness hexes of a type are identical, so the tracks'
        stacks and the discard piles hide nothing."""
        v = self.clone()
        for q in HIDDEN_STACKS:
            v.stacks[q] = sorted(v.stacks[q])
        v.middle_stack = sorted(v.middle_stack)
        v.outer_stack = sorted(v.outer_stack)
        # plain lists, even an emptied stack of a world dealt as drawn: a view is compared by
        # its pickle (game/ai/luck_sampling.py), and `Undealt` pickles as a call to `list`
        university = v.university_stack
        v.university_stack = sorted(university[:-1]) + university[-1:] if university else []
        if v.solo is not None:
            v.solo = mayor.redact(v.solo)
        v.seed = 0               # the seed would deal the game again: every stack's order
        v.rng = Rng(0)
        v.redacted = True
        return v

    def hidden_part(self) -> tuple:
        """What `view` redacts, as it stands: the stacks' order, the Mayor's deck and the
        generator's position (undo.py: an action that moved any of it showed something new)."""
        return (tuple(tuple(self.stacks[q]) for q in HIDDEN_STACKS), tuple(self.middle_stack),
                tuple(self.outer_stack), tuple(self.university_stack),
                tuple(self.solo.deck) if self.solo is not None else (), self.rng.state)

    def undo_index(self, seat: int, replay) -> int | None:
        return undo.undo_index(self, seat, replay)

    def determinize(self, seat: int, rng: Rng) -> "DaitoshiState":
        return self._dealt(self.view(seat), rng)

    def sampler(self, seat: int):
        """`determinize`'s worlds, the view taken once: every world starts from its sorted stacks
        and the Mayor's redacted deck, a copy of it dealt (a search samples hundreds)."""
        view = self.view(seat)
        return lambda rng: self._dealt(view.clone(), rng)

    @staticmethod
    def _dealt(v: "DaitoshiState", rng: Rng) -> "DaitoshiState":
        """A world of the view `v` (changed in place): what it hides, dealt from `rng`. Each
        stack is `Undealt`: shuffled as `rng.shuffle` would, each card settled as it is drawn (a
        playout of four turns draws a handful of the 75), the stream moved past every draw."""
        for q in HIDDEN_STACKS:
            v.stacks[q] = Undealt.dealt(v.stacks[q], rng)
        v.middle_stack = Undealt.dealt(v.middle_stack, rng)
        v.outer_stack = Undealt.dealt(v.outer_stack, rng)
        if v.university_stack:   # its top is face up (SETUP 9): the rest is shuffled under it
            v.university_stack = Undealt.dealt(v.university_stack, rng, keep_top=1)
        if v.solo is not None:
            v.solo = mayor.sample(v.solo, rng)
        v.rng = Rng(rng.next64())
        v.redacted = False
        return v

    # --- invariants ---------------------------------------------------------------------------------
    def hex_totals(self) -> list[int]:
        """COMPONENTS: 19 river hexes and 15 of each land type."""
        return [19, 15, 15, 15]

    def invariant_violations(self) -> list[str]:
        out = []
        hexes = [sum(self.tracks[t]) + self.discard[t] + self.hex_box[t] for t in range(4)]
        for p in self.players:
            for t in range(4):
                hexes[t] += p.record[t]
        for row in self.tile_hexes:
            for tile in row:
                for x in tile:
                    hexes[x] += 1
        if hexes != self.hex_totals():
            out.append(f"hexes by terrain {hexes} != {self.hex_totals()}")
        workers = self.worker_supply[:]
        for p in self.players:
            for c in range(4):
                workers[c] += p.workers[c]
        for row in self.workshop_workers:
            for c in row:
                if c >= 0:
                    workers[c] += 1
        if self.mm_worker >= 0:
            workers[self.mm_worker] += 1
        if workers != [15] * 4:
            out.append(f"workers by colour {workers} != 15 each")
        inventions = list(self.market) + self.university_stack + self.invention_box + self.draft
        for q in HIDDEN_STACKS:
            inventions += self.stacks[q]
        inventions += [x for x in self.mm_spaces if x != BLOCKED]
        for p in self.players:
            inventions += [inv for _, _, inv in p.inventions()]
        inventions += [t[2] for t in self.tasks if t[0] == "install"]
        inventions += [i for t in self.tasks if t[0] == "install_pair" for i in t[2]]
        if self._decision and self._decision[0] == "install":
            inventions.append(self._decision[3])
        if self._decision and self._decision[0] == "install_pair":
            inventions.extend(self._decision[3])
        held = sorted(i for i in inventions if i is not None)
        if held != sorted(self.c.inventions):
            out.append(f"{len(held)} inventions placed, {len(set(held))} distinct, not the 100")
        tiles = self.middle_stack + self.outer_stack + [t for row in self.district_tiles
                                                        for t in row if t is not None]
        if sorted(tiles) != sorted(self.c.tiles):
            out.append(f"{len(tiles)} district tiles placed, not the 15")
        wealth = self.wealth_supply + sum(p.wealth for p in self.players)
        if wealth != self.c.factory["supply"]["wealth"]:
            out.append(f"wealth tokens {wealth} != 25")
        pending_discard = self._decision is not None and self._decision[0] == "conflict_discard"
        for seat, p in enumerate(self.players):
            for i, r in enumerate(RESOURCES):
                if not 0 <= p.res[i] <= self.c.factory["resource_cap"]:
                    out.append(f"seat {seat} has {p.res[i]} {r}")
            if p.wealth < 0 or p.steam < 0:
                out.append(f"seat {seat} has negative wealth or steam")
            if not pending_discard and p.worker_count() > effects.worker_cap(self, seat):
                out.append(f"seat {seat} has {p.worker_count()} workers, over the cap")
            if p.banners + sum(1 for b in self.banners if seat in b) != 5:
                out.append(f"seat {seat} banners do not add up to 5")
            lo, hi = self.c.factory["steam_engine"]["min"], self.c.factory["steam_engine"]["max"]
            if not lo <= p.chimney <= hi:
                out.append(f"seat {seat} chimney off the track")
            for t in range(4):
                if p.pilgrims[t] >= 0 and self.tracks[t][p.pilgrims[t]]:
                    out.append(f"seat {seat} pilgrim on a {TERRAINS[t]} space with a hex")
        # END GAME SCORING is taken once, as the game ends; nothing may change the table after
        # it (the final Grants' progress comes first), so scoring the ended game again agrees.
        for seat, parts in enumerate(self.final if self.over else ()):
            if tuple(parts) != end_game.end_scores(self, seat):
                out.append(f"seat {seat} final scoring {parts} does not match the table")
        upgrades = [u for u in self.mm_upgrades if u is not None] + list(self.mm_installed)
        if sorted(upgrades) != sorted(self.c.upgrades):
            out.append(f"Mega-Machine Upgrades {upgrades} are not the 3 tiles")
        for seat, p in enumerate(self.players):
            if not 0 <= p.reputation <= 3 or not 0 <= p.prestige < len(self.c.prestige_track):
                out.append(f"seat {seat} Reputation or Prestige off its track")
            for b, f, inv in p.inventions():
                if f and p.slots[b][f - 1] is None:
                    out.append(f"seat {seat} building {b} has a gap below floor {f}")
                if not 0 <= p.progress[b][f] < len(self.c.inventions[inv].progress):
                    out.append(f"seat {seat} Progress marker off the track of {inv}")
        # Magnates stand on the board only once the expert draft is over (SETUP 23).
        for d in range(5 if not self.draft else 0):
            for space in (0, 1):
                if city_turn.occupants(self, d, space) > 1:
                    out.append(f"district {d} space {space} holds several Magnates")
        if self.solo is not None:
            out.extend(mayor.solo_violations(self))
        return out
