"""The favor dish: the home village's favor tokens as pymunk bodies (game/ui/tables/arigato/dish.py).
It always comes to hold as many tokens as the village has favor; new tokens fall in one by one and
come to rest inside the dish; another village in view, or less favor (an undo), starts it afresh."""

from __future__ import annotations

import pytest

from game.ui.tables.arigato.dish import SHOWN_MAX, FavorDish

RECT = (300, 500, 190, 62)


def inside(dish: FavorDish) -> bool:
    x, y, w, h = dish.rect
    return all(x <= px <= x + w and y <= py <= y + h for px, py in dish.positions())


def run(dish: FavorDish, seat: int, favor: int, seconds: float, speed: float = 1.0) -> list[int]:
    counts = []
    for _ in range(int(seconds * 60)):
        dish.sync(seat, favor, speed, 1 / 60)
        counts.append(len(dish.tray.tokens))
    return counts


def test_with_animations_off_the_tokens_are_simply_there_at_rest():
    dish = FavorDish(RECT)
    dish.sync(0, 9, 0.0, 1 / 60)
    assert len(dish.tray.tokens) == 9 and dish.tray.at_rest() and inside(dish)
    dish.sync(0, 14, 0.0, 1 / 60)
    assert len(dish.tray.tokens) == 14 and dish.tray.at_rest() and inside(dish)


def test_new_favor_falls_in_one_token_at_a_time_and_settles_in_the_dish():
    dish = FavorDish(RECT)
    dish.sync(0, 3, 1.0, 1 / 60)
    assert len(dish.tray.tokens) == 3            # what the village had is there already
    counts = run(dish, 0, 8, 3.0)
    assert counts[0] == 4 and counts[-1] == 8     # one at a time, not all at once
    assert sorted(set(counts)) == [4, 5, 6, 7, 8]
    assert dish.tray.at_rest() and inside(dish)
    tops = [py for _, py in dish.positions()]
    assert max(tops) > RECT[1] + RECT[3] - 20     # on the dish's floor, not floating


def test_a_token_waits_for_its_flight():
    dish = FavorDish(RECT)
    dish.sync(0, 2, 1.0, 1 / 60)
    dish.expect(0.5)
    counts = run(dish, 0, 3, 1.0)
    assert counts[:25] == [2] * 25 and counts[-1] == 3


def test_another_village_or_less_favor_starts_the_dish_afresh():
    dish = FavorDish(RECT)
    run(dish, 0, 7, 2.0)
    dish.sync(1, 2, 1.0, 1 / 60)                  # hot-seat: the next player's village
    assert dish.seat == 1 and len(dish.tray.tokens) == 2 and dish.tray.at_rest()
    dish.sync(1, 1, 1.0, 1 / 60)                  # an undo took a favor back
    assert len(dish.tray.tokens) == 1 and inside(dish)


def test_the_dish_shows_at_most_what_it_can_hold():
    dish = FavorDish(RECT)
    dish.sync(0, SHOWN_MAX + 20, 0.0, 1 / 60)
    assert len(dish.tray.tokens) == SHOWN_MAX and inside(dish)


@pytest.mark.long
@pytest.mark.parametrize("speed", [0.0, 2.0])
def test_on_the_table_the_dish_follows_the_home_villages_favor(table_app, speed):
    app, pilot = table_app("AAA", seed=5, anim_speed=speed)
    table = pilot.table
    session = table.session
    # the game in frames of a twentieth of a second: at 2x the tray still steps all its physics
    # in each (it steps at most a tenth of a second a frame); the dish follows in the table's
    # update, so only the last frame needs drawing
    for _ in range(2000):
        if session.is_over():
            break
        pilot.frames(1, dt=0.05, drawn=False)
    assert session.is_over()
    pilot.frames(239, drawn=False)                # the last tokens land and settle
    pilot.frames(1)
    favor = session.state.villages[table.home].favor
    assert favor > 0
    assert table.dish.seat == table.home and len(table.dish.tray.tokens) == min(favor, SHOWN_MAX)
    assert table.dish.rect == table.current_layout().dish and inside(table.dish)
