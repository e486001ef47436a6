"""The smoke run's shots of what a new player hit (issue 34), each showing the thing itself:

    daitoshi-city-trade-menu.png       a City's goods menu, opened by a click on the City, the mouse
                                       still there: the menu on top, its tooltip clear of it
    daitoshi-log-anim-off.png          a solo game past turn 30 played at the table with Animation
                                       speed Off: the log ends where the story does
    arigato-workshop-menu.png          a workshop's menu, opened by a click on its artisan, the mouse
                                       resting there: the card shown large clear of the menu
    arigato-suggest-full-village.png   Suggest at a dawn when every workshop is full: the workshop
                                       to empty outlined, and what to place then
"""

from __future__ import annotations

SOLO_TURN = 31     # the log's shot: past turn 30 (its 300 lines long since full)


def opened_screens(app, d) -> None:
    speed = app.settings.anim_speed
    try:
        if app.spec("daitoshi") is not None:
            _city_trade_menu(app, d)
            _solo_log(app, d)
        if app.spec("arigato") is not None:
            _arigato(app, d)
    finally:
        app.settings.anim_speed = speed
        app.open_menu()


def _trades_by_city(state) -> dict:
    from game.core.daitoshi import actions as A
    seat = state.current_seats()[0] if state.current_seats() else None
    out: dict = {}
    for a in state.legal_actions(seat) if seat is not None else ():
        if isinstance(a, A.TradeWithCity):
            out.setdefault(a.city, []).append(a)
    return out


def _city_trade_menu(app, d) -> None:
    """A 2-player game played by seeded random choices until a City offers five trades (1 to 5
    luxury goods), then that City clicked."""
    from game.ui.smoke import _shot
    from game.ui.tables.daitoshi.smoke import daitoshi_table
    from game.ui.tables.daitoshi.render import point_of
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
    from game.ai.agents import make_agent
    from game.core.rng import Rng
    from game.input.session import SeatConfig
    from game.ui.smoke import _shot
    app.settings.anim_speed = 0.0
    session = app.new_session(app.spec("daitoshi"), [SeatConfig("Aiko", 0, "human", "easy")], {"advisors": 3}, 4)
    app.start_session(session)
    table = app.stack.top
    agent = make_agent("greedy")
    while table.view().turn < SOLO_TURN and not session.is_over():
        seat = session.active_seat()
        table.submit(agent.choose(session.view(seat), seat, session.legal_actions(seat), Rng(session.moves())))
        d.frames(1)
    if session.is_over():
        raise RuntimeError(f"Daitoshi: the solo game ended before turn {SOLO_TURN}")
    _away(d)
    _shot(app, d, table, "daitoshi-log-anim-off.png")
    session.close()


def _arigato(app, d) -> None:
    """A human against the AI who never prepares an offering: on day 2 a workshop's menu opened
    with the mouse resting on its artisan; at the dawn the village is full, Suggest."""
    from game.core.arigato.actions import AssignRoles, EndDay
    from game.input.session import SeatConfig
    from game.ui.tables.arigato import layout as L
    app.settings.anim_speed = 0.0
    seats = [SeatConfig("Aiko", 0, "human", "easy"), SeatConfig("Botan", 1, "ai", "easy")]
    session = app.new_session(app.spec("arigato"), seats, {"calendar": "AB"}, 7)
    app.start_session(session)
    table = app.stack.top
    menu_shot = False
    for _ in range(6000):
        if session.is_over():
            break
        if table.my_turn():
            view, legal = table.view(), table.legal()
            village = view.villages[table.viewer]
            if view.phase == "day" and not menu_shot and not village.pending and any(village.workshops):
                slot = next(s for s, c in enumerate(village.workshops) if c)
                x, y, w, h = table.current_layout().grid[slot]
                d.post_click((x + w / 2, y + h / 2))
                d.frames(int(L.ZOOM_DELAY * 60) + 10)    # the mouse rests: the card is shown large
                d.shot("arigato-workshop-menu.png")
                d.click(f"close:{slot}")
                menu_shot = True
            if view.phase == "dawn" and not village.pending and not any(isinstance(a, AssignRoles) for a in legal):
                for _ in range(600):                  # the dusk's verdict fades first
                    if table.toast is None:
                        break
                    d.frames(1, dt=0.05)
                d.click("auto")
                _away(d)
                d.shot("arigato-suggest-full-village.png")
                session.close()
                return
            kind = AssignRoles if view.phase == "dawn" else EndDay
            table.submit(next((a for a in legal if isinstance(a, kind)), legal[0]))
        session.wait_for_ai()
        d.frames(1)
    raise RuntimeError("Arigatō: the village never filled up")


def _away(d) -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    d.frames(1)
