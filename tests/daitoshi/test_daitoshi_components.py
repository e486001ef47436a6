"""levels/daitoshi is loaded and validated once; a broken file names the file and the entry."""

import re
import shutil

import pytest

from game.core.daitoshi.components import ComponentError, load
from game.resources import resource_path

SOURCE = resource_path("levels", "daitoshi")


def test_the_shipped_set_is_complete():
    c = load()
    assert len(c.tiles) == 15 and len(c.cities) == 18 and len(c.inventions) == 100
    assert len(c.mega_machines) == 4 and len(c.upgrades) == 3
    by_quality = {}
    for inv in c.inventions.values():
        by_quality[inv.quality] = by_quality.get(inv.quality, 0) + 1
    # COMPONENTS: 4 Basic, 20 Ordinary, 32 Innovative, 20 Brilliant, 24 University
    assert by_quality == {"basic": 4, "ordinary": 20, "innovative": 32, "brilliant": 20,
                          "university": 24}
    # COMPONENTS: 64 hexes; SETUP 6: 4 players use every river space.
    assert sum(t.spaces for t in c.tracks[:1]) == 19
    # THE MEGA-MACHINE FAIR: the 4 Workshops as listed.
    assert sorted(tuple(m.workshop) for m in c.mega_machines.values()) == sorted([
        (("score_reputation", "", 1), ("vp", "", 2)), (("prestige", "", 1),),
        (("pilgrim", "any", 1),), (("hex_reward", "", 2),)])


def test_every_city_partnership_is_the_rulebooks():
    """CITIES: 18 conditions and effects, in the rulebook's order."""
    c = load()
    conditions = [city.condition for city in c.cities.values()]
    for terrain in ("forest", "mountain", "underground", "river"):
        assert conditions.count(f"exploit_{terrain}") == 2
    for cond in ("commit", "expand", "electrify", "trade", "lead_production"):
        assert conditions.count(cond) == 2
    assert c.cities["river_port"].effect == (("vp", "", 9),)
    assert c.cities["steam_city"].effect == (("steam", "", 4),)
    assert c.cities["pilgrim_city"].effect == (("pilgrim_run", "any", 3),)


def broken_copy(tmp_path, name, pattern, replacement, count=1):
    folder = tmp_path / "daitoshi"
    shutil.copytree(SOURCE, folder)
    path = folder / name
    text = path.read_text(encoding="utf-8")
    new, n = re.subn(pattern, replacement, text, count=count)
    assert n, f"pattern {pattern!r} not found in {name}"
    path.write_text(new, encoding="utf-8")
    load.cache_clear()
    return str(folder)


@pytest.mark.parametrize("name, pattern, replacement, message", [
    ("inventions.toml", r'\[\[invention\]\]\nid = "ordinary_03"', '[[invention]]\nid = "ordinary_02"',
     r"inventions.toml: duplicate id 'ordinary_02'"),
    ("inventions.toml", r'middle = "food 1"', 'middle = "sushi 1"',
     r"inventions.toml invention 'basic_food' middle: unknown reward 'sushi 1'"),
    ("districts.toml", r"electrify_cost = 4", "electrify_cost = 5",
     r"districts.toml tile 'outer_1': bad electrify_cost 5"),
    ("districts.toml", r'exploit = \["forest"\]', 'exploit = ["swamp"]',
     r"districts.toml tile 'builders_quarter': unknown exploit 'swamp'"),
    ("board.toml", r"middle_expand_cost = \[2, 2", "middle_expand_cost = [3, 2",
     r"board.toml middle_expand_cost: bad cost 3"),
    ("cities.toml", r'trade = \["vp 2", "create_partnership 1", "vp 3", "reputation 1", "vp 4"\]',
     'trade = ["vp 2", "create_partnership 1"]',
     r"cities.toml city 'forest_guild' trade rewards: expected 5, found 2"),
    ("cities.toml", r'condition = "commit"', 'condition = "dance"',
     r"cities.toml city 'inventors_city': unknown condition 'dance'"),
    ("mega_machines.toml", r'workshop = \["prestige 1"\]', 'workshop = ["prestige x"]',
     r"mega_machines.toml mega_machine 'prestige' workshop\[0\]: reward 'prestige x' takes no"),
    ("factory.toml", r'building_steam = \[2, 1, 4\]', "building_steam = [2, 1]",
     r"factory.toml building_steam: expected 3, found 2"),
])
def test_a_broken_file_names_the_file_and_the_entry(tmp_path, name, pattern, replacement, message):
    folder = broken_copy(tmp_path, name, pattern, replacement)
    with pytest.raises(ComponentError, match=message):
        load(folder)


def test_a_missing_invention_is_a_wrong_count(tmp_path):
    folder = broken_copy(tmp_path, "inventions.toml", r'\[\[invention\]\]\nid = "brilliant_02"',
                         '[[ignored]]\nid = "brilliant_02"')
    with pytest.raises(ComponentError, match=r"inventions.toml inventions: expected 100, found 99"):
        load(folder)


def test_every_explained_icon_is_on_some_component():
    """game/ARCHITECTURE.md, "Quality bars" (content): every icon the rulebook explains is used somewhere."""
    from game.core.daitoshi.components import PARAM_KINDS, PLAIN_KINDS, PROGRESS_ONLY, TRADE_ONLY
    c = load()
    used = set()
    groups = [c.prestige_track, c.worm_bus_rail, c.exploit_reward, c.conflict_reward,
              list(c.upgrades.values())]
    for t in c.tiles.values():
        groups.append([t.workshop, t.electrified_workshop, t.electrify])
    for i in c.inventions.values():
        groups.append([i.immediate, *i.progress])
    for city in c.cities.values():
        groups.append([city.effect, city.trade])
    for m in c.mega_machines.values():
        groups.append([m.workshop, *m.spaces])
    for group in groups:
        for rewards in group:
            used.update(r[0] for r in rewards)
    every = set(PLAIN_KINDS) | set(PARAM_KINDS) | TRADE_ONLY | PROGRESS_ONLY
    assert every - used == set()


def test_notes_record_every_component():
    """levels/daitoshi/NOTES.md says where every component's values come from."""
    load.cache_clear()
    c = load()
    notes = (SOURCE / "NOTES.md").read_text(encoding="utf-8")
    ids = list(c.tiles) + list(c.cities) + list(c.inventions) + list(c.mega_machines) + \
        list(c.upgrades)
    missing = [i for i in ids if f"| {i} |" not in notes and f"{i}:" not in notes]
    assert missing == []
