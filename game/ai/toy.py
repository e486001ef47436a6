"""Secret Bid: a tiny game with hidden hands and a simultaneous secret phase, for the AI's tests.

It exists so the search can be built and measured without any real game: it has what makes
Arigatō hard for an agent (hidden hands, a hidden deck, a commit-then-reveal phase where every
seat is current at once) in a few dozen lines. `python -m game tournament --game toy` plays it.

Rules. Bid cards 1..(5n+5) are shuffled; each seat draws 3. Prize cards 1..6 are shuffled face
down. Each round the top prize is revealed; every seat with cards commits one bid card in secret;
then all bids are revealed and the highest bid that nobody else made wins the prize's points
(solo: the seat must beat the top card of the bid deck, the dummy's bid). Bids are discarded.
Then each seat in turn may draw the top bid card for 1 point, or pass. After the last prize
(or when nobody holds a card) the game ends. Solo target: 11 points.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from game.core.engine import Action, Event, GameSpec, Score, State
from game.core.rng import SPLITMIX, Rng
from game.core.wire import public, records

HIDDEN = -1

PRIZES = tuple(range(1, 7))
SOLO_TARGET = 11


@dataclass(frozen=True, slots=True)
class ToyBid(Action):
    card: int

    def seen_by(self, viewer: int | None = None) -> str:
        if viewer is not None and viewer != self.seat:
            return f"toy_bid seat={self.seat} card=?"
        return self.text()


@dataclass(frozen=True, slots=True)
class ToyDraw(Action):
    pass


@dataclass(frozen=True, slots=True)
class ToyPass(Action):
    pass


@dataclass(frozen=True, slots=True)
class PrizeWon(Event):
    prize: int


class SecretBid(State):
    game_name = "toy"

    def __init__(self, num_seats: int, seed: int, deal: str = SPLITMIX) -> None:
        super().__init__(num_seats, seed, deal)
        self.all_bid_cards = tuple(range(1, 5 * num_seats + 6))
        deck = list(self.all_bid_cards)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck.pop() for _ in range(3)) for _ in range(num_seats)]
        self.deck = deck
        prizes = list(PRIZES)
        self.rng.shuffle(prizes)
        self.prizes = prizes
        self.prize_up = self.prizes.pop()
        self.revealed = [self.prize_up]  # public: every prize turned up so far
        self.bids: list[int | None] = [None] * num_seats
        self.discards: list[int] = []
        self.points = [0] * num_seats
        self.draws = [0] * num_seats
        self.phase = "bid"
        self.draw_seat = 0
        self.over = False

    # --- protocol ---------------------------------------------------------------------------
    def current_seats(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.phase == "bid":
            return tuple(s for s in range(self.num_seats) if self.bids[s] is None and self.hands[s])
        return (self.draw_seat,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.current_seats():
            return []
        if self.phase == "bid":
            return [ToyBid(seat, c) for c in sorted(set(self.hands[seat]))]
        actions: list[Action] = [ToyPass(seat)]
        if self.deck:
            actions.append(ToyDraw(seat))
        return actions

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, ToyBid):
            self.hands[action.seat].remove(action.card)
            self.bids[action.seat] = action.card
            if not self.current_seats():
                events += self._reveal()
        else:
            if isinstance(action, ToyDraw):
                self.hands[action.seat].append(self.deck.pop())
                self.hands[action.seat].sort()
                self.draws[action.seat] += 1
            self.draw_seat += 1
            if self.draw_seat >= self.num_seats:
                self._next_round()
        return events

    def _reveal(self) -> list[Event]:
        bids = [b or 0 for b in self.bids]
        winner = None
        if self.num_seats == 1:
            dummy = self.deck.pop() if self.deck else 0
            if dummy:
                self.discards.append(dummy)
            if bids[0] > dummy:
                winner = 0
        else:
            best = max(bids)
            if best > 0 and bids.count(best) == 1:
                winner = bids.index(best)
        self.discards.extend(b for b in bids if b)
        self.bids = [None] * self.num_seats
        events: list[Event] = []
        if winner is not None:
            self.points[winner] += self.prize_up
            events.append(PrizeWon(winner, self.prize_up))
        self.prize_up = 0
        self.phase, self.draw_seat = "draw", 0
        return events

    def _next_round(self) -> None:
        if not self.prizes or not any(self.hands) and not self.deck:
            self.over = True
            return
        self.prize_up = self.prizes.pop()
        self.revealed.append(self.prize_up)
        self.phase = "bid"
        if not any(self.hands):  # nobody can bid: the prize goes unclaimed
            self.prize_up = 0
            self.phase, self.draw_seat = "draw", 0

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[Score]:
        return [Score((("prizes", self.points[s]), ("draws", -self.draws[s])))
                for s in range(self.num_seats)]

    def solo_outcome(self) -> tuple[bool, int]:
        return self.scores()[0].total >= SOLO_TARGET, SOLO_TARGET

    # --- information and copies ---------------------------------------------------------------
    def clone(self) -> "SecretBid":
        c = object.__new__(type(self))
        c.__dict__.update(self.__dict__)
        c.rng = self.rng.clone()
        c.history = list(self.history)
        c.hands = [list(h) for h in self.hands]
        c.deck = list(self.deck)
        c.prizes = list(self.prizes)
        c.bids = list(self.bids)
        c.discards = list(self.discards)
        c.points = list(self.points)
        c.draws = list(self.draws)
        c.revealed = list(self.revealed)
        return c

    def view(self, seat: int) -> "SecretBid":
        v = self.clone()
        v.seed = 0      # the seed deals the game again
        v.rng = Rng(0)  # the game's future randomness is nobody's business
        v.hands = [list(h) if s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        v.deck = [HIDDEN] * len(self.deck)
        v.prizes = [HIDDEN] * len(self.prizes)
        v.bids = [b if s == seat or b is None else HIDDEN for s, b in enumerate(self.bids)]
        v.history = [a if a.seat == seat or not isinstance(a, ToyBid) else ToyBid(a.seat, HIDDEN)
                     for a in self.history]
        return v

    def determinize(self, seat: int, rng: Rng) -> "SecretBid":
        d = self.view(seat)  # start from what the seat knows, whatever we were given
        d.rng = Rng(rng.next64())
        known = list(d.hands[seat]) + list(d.discards)
        if d.bids[seat] is not None:
            known.append(d.bids[seat])
        pool = list(self.all_bid_cards)
        for card in known:
            pool.remove(card)
        rng.shuffle(pool)
        for s in range(d.num_seats):
            if s != seat:
                d.hands[s] = sorted(pool.pop() for _ in d.hands[s])
                if d.bids[s] == HIDDEN:
                    d.bids[s] = pool.pop()
        d.deck = [pool.pop() for _ in d.deck]
        prizes = [p for p in PRIZES if p not in d.revealed]
        rng.shuffle(prizes)
        d.prizes = prizes
        return d

    def invariant_violations(self) -> list[str]:
        cards = [c for h in self.hands for c in h] + self.deck + self.discards \
            + [b for b in self.bids if b is not None]
        if HIDDEN in cards:
            return []  # a view: hidden cards cannot be counted
        if sorted(cards) != list(self.all_bid_cards):
            return ["bid cards not conserved"]
        return []


def new_game(players: int = 2, seed: int = 1, deal: str = SPLITMIX, **_options) -> SecretBid:
    return SecretBid(players, seed, deal)


# What a seat is sent, should a test put the game on the network (game/core/wire.py): the
# view's table, and its one event; the seed and the generator stay at the host.
WIRE = (public("state", SecretBid,
               ("num_seats", "all_bid_cards", "hands", "deck", "prizes", "prize_up", "revealed",
                "bids", "discards", "points", "draws", "phase", "draw_seat", "over"),
               local={"seed": int, "rng": lambda: Rng(0), "history": list}),
        *records(sys.modules[__name__], but=(Action,)))

SPEC = GameSpec("toy", "Secret Bid (AI test game)", 1, 4, new_game, wire=WIRE)
