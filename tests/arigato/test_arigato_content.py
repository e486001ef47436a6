"""The components: complete, every icon used, and a broken file refused with a clear error."""

import shutil
from pathlib import Path

import pytest

from game.core.arigato.components import (CONDITION_PARAMS, ContentError, default_content,
                                          load_content)
from game.resources import resource_path

LEVELS = resource_path("levels", "arigato")


def test_one_hundred_cards_twenty_of_each_type_and_four_calendar_sides():
    content = default_content()
    cards = content.cards[1:]
    assert len(cards) == 100
    assert {content.types[t]: sum(1 for c in cards if c.type == t) for t in range(5)} == \
        dict.fromkeys(content.types, 20)
    assert set(content.calendar) == {(1, "A"), (1, "B"), (2, "A"), (2, "B")}
    assert all(c.item == c.type for c in cards)   # the lantern: the item of its type


def test_every_condition_and_effect_of_the_iconography_is_on_a_card():
    cards = default_content().cards[1:]
    assert {c.when.kind for c in cards} == set(CONDITION_PARAMS)
    gains = {"items": any(c.gain.items for c in cards),
             "favor": any(c.gain.favor for c in cards),
             "offered_item": any(c.gain.offered_item for c in cards),
             "craftsmen_item": any(c.gain.craftsmen_item for c in cards),
             "favor_per_village": any(c.gain.favor_per_village >= 0 for c in cards),
             "favor_per_gate": any(c.gain.favor_per_gate >= 0 for c in cards)}
    assert all(gains.values()), gains
    assert any(c.dusk for c in cards) and any(not c.dusk for c in cards)


def _broken(tmp_path: Path, old: str, new: str, name: str = "cards.toml") -> Path:
    folder = tmp_path / "arigato"
    shutil.copytree(LEVELS, folder)
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


@pytest.mark.parametrize("old,new,message", [
    ('type = "botanist"', 'type = "gardener"', r"card 1: unknown artisan type 'gardener'"),
    ('cost = ["katana", "statue"]', 'cost = ["katana", "teapot"]', r"card 1: unknown item 'teapot'"),
    ('cost = ["katana", "statue"]', 'cost = []', r"card 1: cost must list 1 to 5 items"),
    ('when = { kind = "traveler_is", type = "sculptor" }', 'when = { kind = "moon" }',
     r"card 1: unknown condition"),
    ('gain = { items = ["statue"] }', 'gain = { wishes = 3 }', r"card 1: unknown effect"),
    ('workshops = "any"', 'workshops = "middle"', r"card 1: unknown workshop pattern 'middle'"),
])
def test_a_bad_card_stops_loading_naming_file_and_entry(tmp_path, old, new, message):
    folder = _broken(tmp_path, old, new)
    with pytest.raises(ContentError, match=message) as info:
        load_content(folder)
    assert "cards.toml" in str(info.value)


def test_a_wrong_count_stops_loading(tmp_path):
    folder = tmp_path / "arigato"
    shutil.copytree(LEVELS, folder)
    path = folder / "cards.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.rindex("[[card]]")], encoding="utf-8")
    with pytest.raises(ContentError, match="99 cards, the game has 100"):
        load_content(folder)


def test_a_bad_calendar_stops_loading(tmp_path):
    folder = _broken(tmp_path, 'what = "same_type", count = 5', 'what = "vibes", count = 5',
                     "calendar.toml")
    with pytest.raises(ContentError, match=r"calendar.toml: tile 2 side A: day 10: unknown"):
        load_content(folder)


def test_an_item_trigger_that_could_loop_is_refused(tmp_path):
    folder = _broken(tmp_path, 'when = { kind = "item_gained", item = "bonsai" }\ngain = { favor = 1 }',
                     'when = { kind = "item_gained", item = "bonsai" }\ngain = { items = ["bonsai"] }')
    with pytest.raises(ContentError, match="item_gained condition may only give 1 favor"):
        load_content(folder)
