"""Arigatō at the table with the keyboard alone (game/ui/tables/keys.py, arigato/keys.py): a whole
game played by posted key events only, the focus's order, Enter's main choice, Escape's step
back, and no key ever submitting an action the legal list does not hold."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.arigato.actions import AssignRoles, EndDay, UseEffect
from game.core.arigato.prompts import BonusPrompt, EffectPrompt
from game.ui.tables.arigato.scene import ArigatoTable
from keys_pilot import choose, focused, ids, keys_at_random, only_legal, press, tab_to


def table_of(app) -> ArigatoTable:
    return next(s for s in app.stack.scenes if isinstance(s, ArigatoTable))


def until_mine(pilot, table, limit: int = 3000) -> bool:
    for _ in range(limit):
        if table.session.is_over():
            return False
        if pilot.app.stack.top is table and table.my_turn():
            return True
        if pilot.app.stack.top.name == "handoff":     # hot-seat: Enter lifts the curtain
            press(pilot, pygame.K_RETURN)
            continue
        pilot.frames(1, drawn=False)
    raise AssertionError("the human's turn never came")


def play_dawn(pilot, table, rng) -> None:
    view = table.view()
    legal = [a for a in table.legal() if isinstance(a, AssignRoles)]
    while True:
        empties = [c for c in ids(table) if c.startswith("empty:")]
        if not empties or (legal and rng.random() > 0.15):
            break
        choose(pilot, table, rng.choice(empties))    # a workshop emptied with its x
        legal = [a for a in table.legal() if isinstance(a, AssignRoles)]
    a = rng.choice(legal)
    choose(pilot, table, f"card:{a.resident}")
    assert table.keys.scope == f"held:{a.resident}" and focused(table) == ids(table)[0]
    choose(pilot, table, f"ws:{a.slot}")
    assert (table.plan.resident, table.plan.slot) == (a.resident, a.slot), table.message
    for card in a.travelers:
        choose(pilot, table, f"card:{card}")
        choose(pilot, table, "zone:travelers")
    assert sorted(table.plan.travelers) == sorted(a.travelers), table.message
    assert view.phase == "dawn" and focused(table) == "button:confirm"   # every role filled: Confirm first
    press(pilot, pygame.K_RETURN)


def play_turn(pilot, table, rng) -> None:
    table.keys.choices()
    scope = table.keys.scope
    offered = ids(table)
    if scope == "effect":
        choose(pilot, table, rng.choice(["button:use", "button:skip"]))
    elif scope == "bonus":
        choose(pilot, table, rng.choice([c for c in offered if c.startswith("item:")]))
    elif scope == "bonus:full":
        choose(pilot, table, "button:bonus_ok")
    elif scope in ("dawn", "dawn:ready"):
        play_dawn(pilot, table, rng)
    elif scope == "day":
        workshops = [c for c in offered if c.startswith("ws:")]
        items = [c for c in offered if c.startswith("item:")]
        roll = rng.random()
        if workshops and roll < 0.4:
            slot = rng.choice(workshops).split(":")[1]
            choose(pilot, table, f"ws:{slot}")
            assert table.keys.scope == f"menu:{slot}", table.keys.scope
            menu = ids(table)
            assert focused(table) == menu[0]
            if f"button:prepare:{slot}" in menu:
                choose(pilot, table, f"button:prepare:{slot}")
            elif rng.random() < 0.5:
                choose(pilot, table, f"button:empty:{slot}")
            else:
                press(pilot, pygame.K_ESCAPE)        # the menu closed, the focus back on its workshop
                assert table.popup is None and focused(table) == f"ws:{slot}"
                choose(pilot, table, "button:end_day")
        elif items and roll < 0.7:
            choose(pilot, table, rng.choice(items))
            assert table.keys.scope == "trade"
            give = f"item:{table.trade_give}"
            choose(pilot, table, rng.choice([c for c in ids(table) if c.startswith("item:") and c != give]))
        else:
            choose(pilot, table, "button:end_day")
    elif scope == "dusk":
        choose(pilot, table, rng.choice([c for c in offered if c.startswith("item:")]))
    else:
        raise AssertionError(f"my turn, but no decision offered: {scope} {offered} {table.view().phase} "
                             f"{table.moments.current()} {table.view().prompt(table.viewer)}")


@pytest.mark.long
@pytest.mark.parametrize("kinds,seed", [("HA", 31), ("HH", 32)])
def test_a_whole_game_by_the_keyboard(table_app, kinds, seed):
    app, pilot = table_app(kinds, seed=seed)
    table = table_of(app)
    session = table.session
    submitted = only_legal(session)
    rng = random.Random(seed)
    press(pilot, pygame.K_TAB)
    turns = 0
    while until_mine(pilot, table):
        turns += 1
        assert turns < 2000, "the game did not end"
        before = len(session.state.history)
        play_turn(pilot, table, rng)
        assert len(session.state.history) > before or table.keys.scope in ("bonus", "day"), table.message
    for _ in range(60):      # the final position stays a moment, then the results
        if app.stack.top.name == "results":
            break
        pilot.frames(1, dt=0.1)
    assert app.stack.top.name == "results"
    assert session.state.day == 12 and not session.state.invariant_violations()
    for seat in session.human_seats():
        assert sum(isinstance(a, AssignRoles) and a.seat == seat for a in session.state.history) == 12
    humans = set(session.human_seats())
    assert submitted == [a for a in session.state.history if a.seat in humans]
    assert any(isinstance(a, EndDay) for a in submitted)


def test_tab_walks_the_hand_then_the_buttons_and_round(table_app):
    app, pilot = table_app("HA", seed=11)
    table = table_of(app)
    assert not table.keys.shown
    press(pilot, pygame.K_TAB)                       # the first Tab shows the focus, on the first card
    order = ids(table)
    hand = [f"card:{c}" for c, _ in table.hand_rects(table.view())]
    assert order[:len(hand)] == hand and focused(table) == hand[0]
    assert order[-2:] == ["button:menu", "button:rules"]
    xs = [c.at[0] for c in table.keys.choices()[:len(hand)]]
    assert xs == sorted(xs)                          # the hand read left to right
    seen = [focused(table)]
    for _ in range(len(order)):
        press(pilot, pygame.K_TAB)
        seen.append(focused(table))
    assert seen == order + [order[0]]                # every choice once, then round
    press(pilot, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(table) == order[-1]               # Shift+Tab: back round the start
    tab_to(pilot, table, hand[0])
    press(pilot, pygame.K_RIGHT)
    assert focused(table) == hand[1]                 # the arrows: the nearest that way
    press(pilot, pygame.K_LEFT)
    assert focused(table) == hand[0]
    assert app.mouse == table.keys.current().at      # the focus lends the pointer its point
    pilot.move((20, 20))                             # the mouse takes over
    assert not table.keys.shown


def test_escape_steps_back_then_pauses(table_app):
    app, pilot = table_app("HA", seed=11)
    table = table_of(app)
    press(pilot, pygame.K_TAB)
    card = focused(table)
    press(pilot, pygame.K_RETURN)                    # the card picked up
    assert table.selected == int(card.split(":")[1]) and table.keys.scope == f"held:{table.selected}"
    press(pilot, pygame.K_ESCAPE)                    # put down, the focus back on it
    assert table.selected is None and app.stack.top is table and focused(table) == card
    press(pilot, pygame.K_ESCAPE)                    # nothing to step back from: the pause menu
    assert app.stack.top.name == "pause"
    press(pilot, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_enter_ends_the_day_and_uses_the_effect(table_app):
    """With no focus shown Enter takes the moment's main choice, the day's end among them."""
    app, pilot = table_app("HA", seed=11)
    table = table_of(app)
    session = table.session
    submitted = only_legal(session)
    press(pilot, pygame.K_RETURN)                    # dawn, nothing planned: the focus shows
    assert table.keys.shown and not submitted
    ends = effects = 0
    for _ in range(40):
        if not until_mine(pilot, table) or (ends and effects):
            break
        pilot.move((5, 5))                           # the mouse moved: no focus shown
        view = table.view()
        village = view.villages[table.viewer]
        if view.phase == "dawn" and not village.pending:
            table.suggest_plan()                     # the plan is the test's, the Enter the player's
        n = len(submitted)
        press(pilot, pygame.K_RETURN)
        if isinstance(view.prompt(table.viewer), EffectPrompt):
            effects += 1
            assert isinstance(submitted[n], UseEffect) and submitted[n].use
        elif view.phase == "day" and not village.pending:
            ends += 1
            assert submitted[n] == EndDay(table.viewer)
        elif view.phase == "dusk":
            choose(pilot, table, ids(table)[0])
    assert ends >= 2


@pytest.mark.long
def test_keys_at_random_never_submit_an_illegal_action(table_app, quick_hints):
    app, pilot = table_app("HA", seed=5)
    submitted = keys_at_random(pilot, table_of(app), random.Random(5), 900)
    assert len(submitted) >= 5                       # the keys did act, each time legally


@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_keys_are_in_the_in_game_help(table_app, game, lang):
    """The rules screen of each game, in each language, ends with the same section on the keys,
    each key with what it does, Enter naming the buttons it stands for as the table names them."""
    from game.i18n import t_in
    from game.ui.keys_help import KEYS
    from game.ui.scenes.rules import RulesScene

    app, pilot = table_app("HA")
    app.open_rules(game)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    rules.set_lang(lang)
    text = " ".join(line.text for line in rules.lines)
    assert t_in(lang, "keys.title") in text
    start = text.index(t_in(lang, "keys.title"))
    for k in KEYS:
        assert t_in(lang, f"keys.{k}") in text[start:], k
    for button in ("arigato.button.confirm", "arigato.button.use", "arigato.button.end_day"):
        assert t_in(lang, button) in text[start:]


def test_escape_takes_back_a_trades_first_item_and_the_bonus_last_pick():
    import arigato_situations as S
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        S.play_until(app, pilot, lambda table, view: view.phase == "day" and not view.villages[table.viewer].pending
                     and any(c.startswith("item:") for c in ids(table)))
        table = app.stack.top
        item = next(c for c in ids(table) if c.startswith("item:"))
        choose(pilot, table, item)
        assert table.trade_give == int(item.split(":")[1]) and table.keys.scope == "trade"
        press(pilot, pygame.K_ESCAPE)                 # the offer taken back, the focus on its item
        assert table.trade_give is None and focused(table) == item and app.stack.top is table
        S.play_until(app, pilot, lambda table, view: bool(view.villages[table.viewer].pending)
                     and isinstance(view.villages[table.viewer].pending[0], BonusPrompt))
        press(pilot, pygame.K_TAB)
        first = focused(table)
        press(pilot, pygame.K_RETURN)
        press(pilot, pygame.K_RETURN)                 # two picks (the same item twice, if allowed)
        picked = list(table.bonus)
        assert picked and picked[0] == int(first.split(":")[1])
        press(pilot, pygame.K_ESCAPE)                 # the last pick taken back
        assert table.bonus == picked[:-1] and app.stack.top is table
    finally:
        app.close(last=False, picture=False)


def test_the_coachs_buttons_are_within_the_keys_reach(app):
    """Learn to play: Enter takes Next while a step is read; the coach's buttons are choices of the
    focus, and what its panel covers is not."""
    from tutorial_pilot import open_tutorial
    pilot, table = open_tutorial(app, "arigato", "en")
    lesson = table.session.lesson
    press(pilot, pygame.K_RETURN)                     # a step being read: Enter is Next
    assert lesson.number() == 2
    press(pilot, pygame.K_TAB)
    x, y, w, h = table.coach.rect()
    assert not any(x <= c.at[0] <= x + w and y <= c.at[1] <= y + h for c in table.keys.choices()
                   if not c.id.startswith("coach:"))
    choose(pilot, table, "coach:coach_skip")
    assert not lesson.running and not table.coach.active()
