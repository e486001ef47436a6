"""Motion on the Daitoshi table (game/ui/tables/daitoshi/motion.py): a hex flies from its track to
the exploiting player's Exploitation Record, gains rise from the counter they went to, merged per
counter, what an Invention makes rises from it while it produces; all of it ends by itself, never
holds the game up, and speed 0 shows none of it."""

from __future__ import annotations

import random

from game import i18n
from game.core.daitoshi import SPEC
from game.core.daitoshi import events as E
from game.core.daitoshi.components import TERRAINS
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi.motion import FLIGHT, RISE, Motion
from game.ui.tables.daitoshi.scene import MOTION_COLOURS


def _action_with(kinds, seed=3):
    """Play a random 2-player game until one action's events hold every event type in `kinds`."""
    state = SPEC.new_game(players=2, seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.current_seats()[0]
        events = state.apply(rng.choice(state.legal_actions(seat)))
        if all(any(isinstance(e, k) for e in events) for k in kinds):
            return state, events
    raise AssertionError("no such action in the game")


def test_an_exploited_hex_flies_to_the_record_of_its_player():
    state, events = _action_with([E.HexExploited])
    motion = Motion()
    motion.start(state, events, MOTION_COLOURS)
    exploited = [e for e in events if isinstance(e, E.HexExploited)]
    assert len(motion.flights) == len(exploited)
    for flight, ev in zip(motion.flights, exploited):
        assert flight.end == L.strip_record(ev.seat, 2, TERRAINS.index(ev.terrain))
        assert flight.colour == MOTION_COLOURS[ev.terrain]
        assert L.WILDS[1] <= flight.start[1] <= L.WILDS[1] + L.WILDS[3]   # from the Wilderness


def test_gains_rise_from_their_counter_one_label_per_counter():
    state, events = _action_with([E.Gained])
    motion = Motion()
    fake = [E.Gained(0, "food", 1), E.Gained(0, "food", 2), E.Gained(1, "vp", 3), E.Gained(0, "steam", 0),
            E.Gained(1, "worker_red", 1), E.Gained(0, "prestige", 1)]
    motion.start(state, fake, MOTION_COLOURS)
    texts = sorted(r.text for r in motion.rises)
    assert texts == ["+1", "+3", "+3 VP"]              # food merged; nothing for 0 Steam or prestige
    food = next(r for r in motion.rises if r.colour == MOTION_COLOURS["food"])
    x, y, _, h = L.strip_rect(0, 2)
    assert food.at[0] == L.strip_counter(0, 2, 0)[0] and y < food.at[1] <= y + h   # over the food counter of the player's strip


def test_a_vp_gain_rises_in_the_players_language():
    """In French the points rising over a strip read "PV", never the English "VP"."""
    state, _ = _action_with([E.Gained])
    motion = Motion()
    try:
        i18n.set_language("fr")
        motion.start(state, [E.Gained(1, "vp", 1)], MOTION_COLOURS)
    finally:
        i18n.set_language("en")
    assert [r.text for r in motion.rises] == ["+1 PV"]


def test_motion_ends_by_itself_and_speed_zero_shows_none():
    state, events = _action_with([E.HexExploited, E.Gained])
    motion = Motion()
    motion.start(state, events, MOTION_COLOURS)
    assert motion.busy()
    for _ in range(int((RISE + FLIGHT + 2) * 60)):
        motion.update(1 / 60, 1.0)
    assert not motion.busy()
    motion.start(state, events, MOTION_COLOURS)
    motion.update(1 / 60, 0.0)
    assert not motion.busy()


def test_on_the_table_motion_follows_ai_moves_without_holding_them_up(daitoshi_app):
    app, pilot = daitoshi_app("AA", seed=21, anim_speed=1.0)
    table = pilot.table
    seen = 0
    for _ in range(900):
        pilot.frames(1)
        seen += table.motion.busy()
    assert seen > 30                                   # it moved while the AIs played
    assert len(table.session.state.history) > 10       # and the game went on meanwhile
    app.settings.anim_speed = 0.0
    pilot.frames(2)
    assert not table.motion.busy()


def test_a_magnate_goes_round_the_ring_clockwise_to_its_new_space():
    state, events = _action_with([E.MagnateMoved])
    moved = next(e for e in events if isinstance(e, E.MagnateMoved))
    seat = moved.seat
    before = [tuple(p.magnate) for p in state.players]
    old = (moved.district - 2) % 5, 1          # two districts back, on the middle space
    before[seat] = old
    motion = Motion()
    motion.start(state, [moved], MOTION_COLOURS, before)
    [glide] = motion.glides
    assert motion.moving() == {seat}
    assert glide.path[0] == L.magnate_spot(*old) and glide.path[-1][1] == L.magnate_spot(moved.district,
                                                                                         moved.space)[1]
    assert L.ring_point(old[0] + 1) in glide.path     # by the district between, on the ring
    assert glide.point() == glide.path[0]
    for _ in range(int(glide.duration * 60) + 2):
        motion.update(1 / 60, 1.0)
    assert not motion.glides and motion.moving() == frozenset()


def test_what_a_magnate_does_waits_for_it_to_arrive():
    state, events = _action_with([E.MagnateMoved, E.HexExploited])
    moved = next(e for e in events if isinstance(e, E.MagnateMoved))
    before = [tuple(p.magnate) for p in state.players]
    before[moved.seat] = ((moved.district - 1) % 5, 0)
    motion = Motion()
    motion.start(state, events, MOTION_COLOURS, before)
    assert motion.glides and all(f.t <= -motion.glides[0].duration for f in motion.flights)


def test_every_action_of_whole_games_starts_and_draws_its_motion(daitoshi_app):
    """Random games (expert draft, four players, solo with the Mayor): whatever the events, the
    motion starts, runs and draws without fail, and always ends."""
    app, _ = daitoshi_app("HA", seed=1)
    import pygame
    from game.ui.tables.daitoshi import paint as P
    surface = pygame.Surface((1280, 720))
    for players, options in ((2, {"expert": True}), (4, {}), (1, {"advisors": 4})):
        state = SPEC.new_game(players=players, seed=5, **options)
        rng = random.Random(players)
        motion = Motion()
        colours = [(200, 60, 50)] * len(state.players)
        letters = ["A"] * len(state.players)
        while not state.is_over():
            before = [tuple(p.magnate) for p in state.players]
            events = state.apply(rng.choice(state.legal_actions(state.current_seats()[0])))
            motion.start(state, events, MOTION_COLOURS, before)
            motion.update(1 / 30, 1.0)
            motion.draw(surface, app.theme, P.draw_hex, P.icon)
            motion.draw_glides(surface, app.theme, P.draw_magnate, colours, letters, False)
        for _ in range(600):
            motion.update(1 / 30, 1.0)
        assert not motion.busy()


def test_what_each_invention_makes_rises_from_it_building_by_building():
    from game.ui.tables.daitoshi import log, story

    state, events = _action_with([E.BuildingActivated], seed=4)
    lines = log.lines(None, events, state, lambda lang: ["Aiko", "Botan"])
    told = story.build(lines, state)
    produced = [e for e in events if isinstance(e, E.BuildingActivated)]
    beats = [b for b in told.beats if b.floors]
    assert len(beats) == len(produced)
    for beat, ev in zip(beats, produced):
        p = state.players[ev.seat]
        assert beat.floors == tuple((ev.building, f) for f in range(3) if p.slots[ev.building][f])
        assert ("building", ev.seat, ev.building) in beat.lights
    assert told.rises, "nothing rose from the Inventions"
    for made, (x, y), when, seat in told.rises:
        assert any(fx <= x <= fx + fw and fy <= y <= fy + fh
                   for fx, fy, fw, fh in (L.floor_rect(b, f) for b in range(3) for f in range(3)))
    assert [w for *_, w, _ in told.rises] == sorted(w for *_, w, _ in told.rises)   # in order


def test_a_gain_rises_inside_its_own_strip(daitoshi_app):
    """What a player gains rises over their strip and fades there: the Mayor's "+2 VP" under the
    player's strip never drifts into it, with 2 players or 4."""
    import pygame
    app, _ = daitoshi_app("HA", seed=1)
    theme = app.theme
    surface = pygame.Surface((1280, 720))
    for players in (2, 4):
        state = SPEC.new_game(players=players, seed=5)
        for seat in range(players):
            motion = Motion()
            motion.start(state, [E.Gained(seat, "vp", 2), E.Gained(seat, "food", 1), E.Gained(seat, "worker_red", 1)],
                         MOTION_COLOURS)
            strip = theme.rect(*L.strip_rect(seat, players))
            drawn = []
            real = theme.text
            theme.text = lambda *a, **k: drawn.append(real(*a, **k)) or drawn[-1]
            try:
                while motion.busy():
                    motion.draw(surface, theme, lambda *a: None)
                    motion.update(1 / 30, 1.0)
            finally:
                theme.text = real
            assert drawn
            for r in drawn:
                assert strip.top - 1 <= r.top and r.bottom <= strip.bottom + 2, (players, seat, r, strip)
