"""Daitoshi's own part of the smoke run (`python -m game --smoke DIR`, game/ui/smoke.py, which
finds this module by the game's name): its table in late-game positions, the
board at 2, 3 and 4 players and solo at 1920x1080 and at 4 players at 1280x720
(`daitoshi-board-*.png`), a Factory drawn large with every part in use, the Mayor in the middle of
his turn (a district being checked against his card) and the final scoring being played out
(`daitoshi-factory-4p.png`, `daitoshi-mayor-turn.png`, `daitoshi-final-scoring.png`, and `-720`
at 1280x720); what a new player hit, each thing uncovered (`opened`):

    daitoshi-city-trade-menu.png       a City's goods menu, opened by a click on the City, the mouse
                                       still there: the menu on top, its tooltip clear of it
    daitoshi-log-anim-off.png          a solo game past turn 30 played at the table with Animation
                                       speed Off: the log ends where the story does

and, in Learn to play, the guided game at its Production Turn (`TUTORIAL_LATER`)."""

from __future__ import annotations

import random

from game.ai.agents import make_agent
from game.core.daitoshi import actions as A
from game.core.daitoshi.mayor import MayorChecked
from game.core.rng import SPLITMIX, Rng
from game.input.session import SeatConfig
from game.ui.smoke import _resize, _shot
from game.ui.smoke_tutorial import away
from game.ui.tables.daitoshi.render import point_of

SOLO_TURN = 31     # the log's shot: past turn 30 (its 300 lines long since full)
TUTORIAL_LATER = ("dt_start_production", "production")   # Learn to play's later shot: its step, its name

BOARD_SHOTS = (("daitoshi-board-2p.png", 2, 41, (1920, 1080)), ("daitoshi-board-3p.png", 3, 42, (1920, 1080)),
               ("daitoshi-board-4p.png", 4, 43, (1920, 1080)), ("daitoshi-board-solo.png", 1, 44, (1920, 1080)),
               ("daitoshi-board-4p-720.png", 4, 43, (1280, 720)))
SIZES = (("", (1920, 1080)), ("-720", (1280, 720)))
# Every shot this module takes, by its size (tests/ui/test_ui_smoke.py checks both); the Mayor's
# turn and the final scoring only when the seeded play reaches them (`IF_REACHED`)
SHOTS = {**{name: size for name, _, _, size in BOARD_SHOTS},
         **{f"daitoshi-{what}{suffix}.png": size for what in ("factory-4p", "mayor-turn", "final-scoring")
            for suffix, size in SIZES},
         "daitoshi-city-trade-menu.png": (1280, 720), "daitoshi-log-anim-off.png": (1280, 720)}
IF_REACHED = frozenset(f"daitoshi-{what}{suffix}.png" for what in ("mayor-turn", "final-scoring")
                       for suffix, _ in SIZES)


def daitoshi_table(app, players: int, seed: int, until, speed: float = 0.0):
    """A Daitoshi table whose seats are all human (so the decision list shows), played by seeded
    random choices until `until(state)` holds."""

    spec = app.spec("daitoshi")
    seats = [SeatConfig(name, i, "human", "easy") for i, name in enumerate(["Aiko", "Botan", "Chiyo", "Daichi"][:players])]
    # the seeds here were chosen on the first deal (SplitMix) for what they reach
    session = app.new_session(spec, seats, {"advisors": 5} if players == 1 else {}, seed, deal=SPLITMIX)
    rng = random.Random(seed)
    while not session.is_over() and not until(session.view(None)):
        session.submit(rng.choice(session.legal_actions(session.active_seat())))
    app.settings.anim_speed = speed
    app.start_session(session)
    table = app.stack.top
    table.rebuild_log()
    return table


def _late(state) -> bool:
    return state.last_turn is not None


def _late_state(app, players: int, seed: int):
    """The state `daitoshi_table` would show, played by the rules alone (to choose among seeds)."""
    state = app.spec("daitoshi").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over() and not _late(state):
        state.apply(rng.choice(state.legal_actions(state.current_seats()[0])))
    return state


def _richest(state) -> int:
    """How full the Factory to play is: its Inventions, improved ones twice, and its Record."""
    p = state.players[state.active]
    return sum(1 for _ in p.inventions()) + sum(map(sum, p.improved)) + min(4, sum(p.record)) + p.worker_count()


def screens(app, d) -> None:
    """After every game's run: the board late in games at each player count and size, a full
    Factory, the Mayor's turn and the final scoring."""
    speed = app.settings.anim_speed
    try:
        for name, players, seed, size in BOARD_SHOTS:
            _resize(app, size)
            table = daitoshi_table(app, players, seed, _late)
            _shot(app, d, table, name)
        # the Factory: the late-game 4-player position whose Factory to play is fullest
        best = max(range(43, 51), key=lambda s: _richest(_late_state(app, 4, s)))
        for suffix, size in SIZES:
            _resize(app, size)
            table = daitoshi_table(app, 4, best, _late)
            _shot(app, d, table, f"daitoshi-factory-4p{suffix}.png")
        for suffix, size in SIZES:
            _resize(app, size)
            _mayor_turn(app, d, suffix)
            _final_scoring(app, d, suffix)
    finally:
        app.settings.anim_speed = speed
        _resize(app, (1280, 720))
        app.open_menu()


def _play_until(d, table, wanted, limit: int = 400) -> bool:
    """The table's human choices made by seeded random clicks until `wanted(table)` holds during
    the story the last one started."""
    rng = random.Random(7)
    for _ in range(limit):
        if table.session.is_over():
            return False
        table.submit(rng.choice(table.session.legal_actions(table.session.active_seat())))
        for _ in range(600):
            if wanted(table):
                return True
            if table.story is None or table.story.done():
                break
            d.frames(1)
    return False


def _mayor_turn(app, d, suffix: str) -> None:
    """Mid Mayor turn: the story at a district he checks against his card (lit on the board)."""
    table = daitoshi_table(app, 1, 45, lambda s: s.turn >= 14, speed=1.0)

    def checking(t) -> bool:
        beat = t.story.current() if t.story is not None else None
        return beat is not None and isinstance(getattr(beat.caption, "source", None), MayorChecked) \
            and t.story.t > beat.start + 0.3
    if _play_until(d, table, checking):
        app.screenshot(d.out / f"daitoshi-mayor-turn{suffix}.png")
        d.screens.append(f"daitoshi-mayor-turn{suffix}.png")


def _final_scoring(app, d, suffix: str) -> None:
    """The final scoring played out part by part, half way through."""
    table = daitoshi_table(app, 3, 46, _late, speed=1.0)

    def scoring(t) -> bool:
        return t.finale is not None and (t.story is None or t.story.done()) and t.finale.shown_rows() >= 5
    for _ in range(3000):
        if scoring(table):
            break
        if table.my_turn() and (table.story is None or table.story.done()):
            _play_until(d, table, scoring, limit=1)
        else:
            d.frames(1)
    if scoring(table):
        table.settle()
        d.frames(1)
        app.screenshot(d.out / f"daitoshi-final-scoring{suffix}.png")
        d.screens.append(f"daitoshi-final-scoring{suffix}.png")


def opened(app, d) -> None:
    """What a new player hit: a City's goods menu, the log with animations off."""
    _city_trade_menu(app, d)
    _solo_log(app, d)


def _trades_by_city(state) -> dict:
    seat = state.current_seats()[0] if state.current_seats() else None
    out: dict = {}
    for a in state.legal_actions(seat) if seat is not None else ():
        if isinstance(a, A.TradeWithCity):
            out.setdefault(a.city, []).append(a)
    return out


def _city_trade_menu(app, d) -> None:
    """A 2-player game played by seeded random choices until a City offers five trades (1 to 5
    luxury goods), then that City clicked."""
    table = daitoshi_table(app, 2, 52, lambda s: max(map(len, _trades_by_city(s).values()), default=0) >= 5)
    d.frames(3)
    table.settle()
    city = max(_trades_by_city(table.view()).items(), key=lambda kv: len(kv[1]))[0]
    d.post_click(point_of(("city", city), table.ctx()))
    if not table.opened():
        raise RuntimeError("Daitoshi: a click on a City that offers several trades opened no menu")
    _shot(app, d, table, "daitoshi-city-trade-menu.png")
    d.post_click((640, 20))            # away: the menu closes


def _solo_log(app, d) -> None:
    """A solo game against the Mayor (3 Advisors) played at the table, animations off, the human's
    choices the greedy agent's (a game that lasts past turn 30; seeded random choices end it
    sooner), to past turn 30."""
    app.settings.anim_speed = 0.0
    session = app.new_session(app.spec("daitoshi"), [SeatConfig("Aiko", 0, "human", "easy")], {"advisors": 3}, 4,
                              deal=SPLITMIX)
    app.start_session(session)
    table = app.stack.top
    agent = make_agent("greedy")
    while table.view().turn < SOLO_TURN and not session.is_over():
        seat = session.active_seat()
        table.submit(agent.choose(session.view(seat), seat, session.legal_actions(seat), Rng(session.moves())))
        d.frames(1)
    if session.is_over():
        raise RuntimeError(f"Daitoshi: the solo game ended before turn {SOLO_TURN}")
    away(d)
    _shot(app, d, table, "daitoshi-log-anim-off.png")
    session.close()
