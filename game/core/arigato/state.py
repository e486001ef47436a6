"""Arigatō's game state: pure data plus the protocol (view, clone, determinize, invariants).

The rules that change it live in `phases.py` (dawn, day, dusk) and `effects.py` (card effects);
this module only holds and copies what is on the table.
"""

from __future__ import annotations

from game.core.arigato import events as ev
from game.core.arigato.components import HIDDEN, Content, default_content
from game.core.arigato.prompts import BonusPrompt, DawnPrompt, DayPrompt, DiscardPrompt, EffectPrompt
from game.core.engine import Score, State
from game.core.rng import SPLITMIX, Rng

DAWN, DAY, DUSK, OVER = "dawn", "day", "dusk", "over"

# A pending decision of one seat, answered before anything else it does: prompts.py
Pending = EffectPrompt | BonusPrompt
Prompt = Pending | DawnPrompt | DayPrompt | DiscardPrompt


class Village:
    """One player's part of the table: village, palace gate, supply, tokens, hand."""

    __slots__ = ("hand", "workshops", "offerings", "face_up", "gate", "items", "favor",
                 "objectives", "outgoing", "craftsmen", "resident_slot", "received", "kept",
                 "pending", "done", "dusk_step", "met_days")

    def __init__(self, n_items: int = 5) -> None:
        self.hand: list[int] = []
        self.workshops: list[int] = [0, 0, 0, 0]       # card id per workshop, 0 when empty
        self.offerings: list[bool] = [False] * 4       # an offering token on that artisan
        self.face_up: list[bool] = [False] * 4
        self.gate: list[int] = []                      # under the palace gate, in order
        self.items: list[int] = [0] * n_items          # personal supply, by item index
        self.favor = 0                                 # favor tokens (artisan effects only)
        self.objectives = 0                            # objective tokens
        self.met_days: tuple[int, ...] = ()            # the days whose objective it met (DUSK B)
        self.outgoing: list[int] = []                  # travelers passed left this round
        self.craftsmen: list[int] = []                 # committed at dawn, discarded at day
        self.resident_slot = -1                        # where this round's resident went
        self.received: tuple[int, ...] = ()            # travelers picked up from the right
        self.kept: list[int] = []                      # solo: travelers kept face down
        self.pending: list[Pending] = []
        self.done = False
        self.dusk_step = 0

    def copy(self) -> "Village":
        v = Village.__new__(Village)
        v.hand = self.hand[:]
        v.workshops = self.workshops[:]
        v.offerings = self.offerings[:]
        v.face_up = self.face_up[:]
        v.gate = self.gate[:]
        v.items = self.items[:]
        v.favor = self.favor
        v.objectives = self.objectives
        v.met_days = self.met_days
        v.outgoing = self.outgoing[:]
        v.craftsmen = self.craftsmen[:]
        v.resident_slot = self.resident_slot
        v.received = self.received
        v.kept = self.kept[:]
        v.pending = self.pending[:]  # prompts are frozen: sharing them is safe
        v.done = self.done
        v.dusk_step = self.dusk_step
        return v

    def residents(self) -> list[int]:
        return [c for c in self.workshops if c]

    def offering_count(self) -> int:
        return sum(self.offerings)


class ArigatoState(State):
    game_name = "arigato"

    def __init__(self, num_seats: int, seed: int, calendar: tuple[str, str],
                 content: Content | None = None, deal: str = SPLITMIX) -> None:
        super().__init__(num_seats, seed, deal)
        self.content = content or default_content()
        self.calendar = calendar
        self.objectives = self.content.objectives(calendar)
        self.day = 1
        self.phase = DAWN
        self.draw: list[int] = []
        self.discard: list[int] = []
        self.villages = [Village(len(self.content.items)) for _ in range(num_seats)]
        self._legal: dict[int, list] = {}
        # The most favor each village has held after an action. No rule spends favor tokens
        # (END OF THE GAME counts "the favor tokens you gained throughout the game"), so favor
        # below it is a broken rule. Kept by `_apply` as the rules act and copied with the
        # state, so that checking the invariant only reads (a check that wrote would make the
        # state depend on whether and when someone checked).
        self.favor_peak = [0] * num_seats
        # Items each village held when the last dusk ended (DUSK C's limit is checked on these:
        # dawn effects may raise a supply above 7 again, legally, before the next dusk).
        self.items_after_dusk = [0] * num_seats

    @property
    def solo(self) -> bool:
        return self.num_seats == 1

    @property
    def final_round(self) -> bool:
        return self.day == self.content.counts["days"]

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.num_seats

    def right_of(self, seat: int) -> int:
        return (seat - 1) % self.num_seats

    # --- protocol: who decides what ---------------------------------------------------------
    def current_seats(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        return tuple([s for s, v in enumerate(self.villages) if v.pending or not v.done])

    def legal_actions(self, seat: int) -> list:
        cached = self._legal.get(seat)
        if cached is None:
            cached = self._legal[seat] = phases.legal_actions(self, seat)
        return list(cached)

    def explain_refusal(self, action):
        return phases.explain_refusal(self, action)

    def _apply(self, action) -> list:
        self._legal.clear()
        return phases.apply(self, action)

    def __getstate__(self) -> dict:
        # `_legal` caches `phases.legal_actions`; it is no part of the game. Left out of the
        # pickle so that asking a seat's actions (as a refusal does) leaves the state as it was,
        # byte for byte, and a replayed state pickles like the played one.
        state = self.__dict__.copy()
        state["_legal"] = {}
        return state

    def prompt(self, seat: int) -> "Prompt | None":
        """What `seat` is asked now (prompts.py): its first pending decision, else its phase's
        choice; None when it has nothing to decide."""
        village = self.villages[seat]
        if self.phase == OVER:
            return None
        if village.pending:
            return village.pending[0]
        if village.done:
            return None
        if self.phase == DAWN:
            return DawnPrompt()
        if self.phase == DAY:
            return DayPrompt()
        return DiscardPrompt(self.content.counts["item_limit"])

    def objective_met(self, seat: int, day: int) -> bool:
        """DUSK B: whether `seat`'s village met the objective of `day` (False for a day without
        one, or not checked yet)."""
        return day in self.villages[seat].met_days

    def undo_index(self, seat: int, replay) -> int | None:
        return undo.undo_index(self, seat, replay)

    def progress(self) -> tuple[str, int]:
        return ("day", self.day)

    def opening_events(self) -> list:
        """SETUP: the first day begins and each village holds its first hand (as drawn: each
        hand is private to its seat, `Event.for_viewer`)."""
        return [ev.DayBegan(None, self.day)] + [ev.CardsDrawn(s, tuple(v.hand)) for s, v in enumerate(self.villages)]

    def is_over(self) -> bool:
        return self.phase == OVER

    # --- scores -----------------------------------------------------------------------------
    def scores(self) -> list[Score]:
        """END OF THE GAME: the objective table, the favor tokens, the palace gate's cards."""
        table = self.content.objective_table
        cards = self.content.cards
        return [Score((("objectives", table[min(v.objectives, len(table) - 1)]),
                       ("favor tokens", v.favor),
                       ("palace gate", sum(cards[c].favor for c in v.gate))))
                for v in self.villages]

    def solo_target(self) -> int:
        """SOLO MODE: the favor of the kept travelers, grouped by type, best 4 groups of 5."""
        groups = [0] * len(self.content.types)
        for c in self.villages[0].kept:
            if c != HIDDEN:
                groups[self.content.cards[c].type] += self.content.cards[c].favor
        return sum(sorted(groups, reverse=True)[:4])

    def solo_outcome(self) -> tuple[bool, int]:
        """(won, target): "Si vous le dépassez, vous avez gagné" — beating the target wins."""
        target = self.solo_target()
        return self.scores()[0].total > target, target

    def winners(self) -> list[int]:
        if self.solo:
            return [0] if self.solo_outcome()[0] else []
        return super().winners()

    # --- copies and information -------------------------------------------------------------
    def clone(self) -> "ArigatoState":
        s = ArigatoState.__new__(ArigatoState)
        s.num_seats = self.num_seats
        s.seed = self.seed
        s.rng = self.rng.clone()
        s.history = self.history[:]
        s.content = self.content            # immutable, loaded once
        s.calendar = self.calendar
        # Built per game from the calendar (Content.objectives), so no loaded-once component:
        # a copy shares no mutable part with its original (game/ARCHITECTURE.md, "Practices" 6).
        # Ten entries at most.
        s.objectives = dict(self.objectives)
        s.day = self.day
        s.phase = self.phase
        s.draw = self.draw[:]
        s.discard = self.discard[:]
        s.villages = [v.copy() for v in self.villages]
        s._legal = {}
        s.favor_peak = self.favor_peak[:]
        s.items_after_dusk = self.items_after_dusk[:]
        return s

    def view(self, seat: int) -> "ArigatoState":
        """What `seat` may see: its own hand and choices; of the others only what lies face up.
        Hidden: other hands, the draw pile's order and contents, face-down residents, the
        travelers lying between other villages, other seats' craftsmen before the reveal."""
        v = self.clone()
        v.seed = 0              # the seed would deal the game again: every hidden card
        v.rng = Rng(0)          # the future order of the draw pile is not knowable
        v.history = []          # the others' secret dawn actions are in there
        v.draw = [HIDDEN] * len(self.draw)
        for p, village in enumerate(v.villages):
            if p == seat:
                continue
            passer_knows = seat == self.right_of(p) and not self.solo
            village.hand = [c if passer_knows and c in village.received else HIDDEN
                            for c in village.hand]
            village.received = tuple(c if passer_knows else HIDDEN for c in village.received)
            village.craftsmen = [HIDDEN] * len(village.craftsmen)
            village.outgoing = [HIDDEN] * len(village.outgoing)
            for slot in range(4):
                if village.workshops[slot] and not village.face_up[slot]:
                    village.workshops[slot] = HIDDEN
        return v

    def hidden_places(self) -> list[tuple[list, int]]:
        """Every (list, index) holding a HIDDEN card, face-down workshops first: they are the
        only places whose card must also fit (its placement restriction)."""
        places = [(v.workshops, slot) for v in self.villages
                  for slot, c in enumerate(v.workshops) if c == HIDDEN]
        for village in self.villages:
            for pile in (village.hand, village.craftsmen, village.outgoing, village.kept):
                places.extend((pile, i) for i, c in enumerate(pile) if c == HIDDEN)
        places.extend((self.draw, i) for i, c in enumerate(self.draw) if c == HIDDEN)
        return places

    def determinize(self, seat: int, rng: Rng) -> "ArigatoState":
        """A full state that `seat` cannot tell from this one: every card it cannot see is
        dealt again, at random, from the cards it has not seen (a face-down resident only
        from cards that may stand in that workshop)."""
        return self.sampler(seat)(rng)

    def sampler(self, seat: int):
        """`determinize(seat, rng)` as a function of `rng`, for the many worlds a search samples
        from one view: where the hidden cards lie and which cards are unseen are found once,
        each world is a copy of the view with them dealt again (engine.State.sampler)."""
        base = self.view(seat)
        piles = base._piles()
        index = {id(pile): k for k, pile in enumerate(piles)}
        places = [(index[id(pile)], i) for pile, i in base.hidden_places()]
        seen = {pile[i] for pile, i in base.known_cards()}
        unseen_cards = [c for c in self.content.card_ids if c not in seen]
        workshops = len(base.villages)    # the first piles: each village's workshops
        cards = self.content.cards

        def sample(rng: Rng) -> "ArigatoState":
            det = base.clone()
            unseen = unseen_cards[:]
            rng.shuffle(unseen)
            at = det._piles()
            for k, i in places:
                if k < workshops:
                    fit = next((n for n, c in enumerate(unseen) if i in cards[c].workshops), 0)
                    at[k][i] = unseen.pop(fit)
                else:
                    at[k][i] = unseen.pop()
            det.rng = Rng(rng.next64())
            return det
        return sample

    def _piles(self) -> list[list]:
        """Every list that may hold a hidden card, in a fixed order, workshops first."""
        return [v.workshops for v in self.villages] + [
            pile for v in self.villages for pile in (v.hand, v.craftsmen, v.outgoing, v.kept)
        ] + [self.draw]

    def known_cards(self) -> list[tuple[list, int]]:
        """Every (list, index) holding a real card id, hidden ones excluded."""
        out = []
        for v in self.villages:
            for pile in (v.hand, v.workshops, v.gate, v.craftsmen, v.outgoing, v.kept):
                out.extend((pile, i) for i, c in enumerate(pile) if c > 0)
        out.extend((pile, i) for pile in (self.draw, self.discard)
                   for i, c in enumerate(pile) if c > 0)
        return out

    def invariant_violations(self) -> list[str]:
        return invariants.violations(self)


# The rules, their invariants and the undo policy act on this state and import it; imported last,
# once this module is complete, so the protocol methods above reach them without an import on
# every call.
from game.core.arigato import invariants, phases, undo  # noqa: E402
