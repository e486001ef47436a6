"""Ask the core, never restate it: a rule lives once, in game/core. The client asks the
core's queries (a Magnate move's Steam, a space's room, a building's Steam, a Market slot's quality
and food, why a move is refused, whether an objective was met) and reads what a seat is asked as a
typed prompt; outside game/core nothing works those out again, nor reads the core's private
decision tuple. Like test_core_purity.py, by reading the source."""

import ast
from pathlib import Path

from source_trees import GROUP, nodes

pytestmark = GROUP

GAME = Path(__file__).resolve().parents[1] / "game"
CORE = GAME / "core"

# The rule numbers a copy would read: a Magnate move's cost and a space's capacity (MOVE YOUR
# MAGNATE), a building's Steam (the Yōkai table), the food per Market slot (THE INVENTION MARKET),
# an expansion's and a renovation's cost (EXPAND A DISTRICT), the Steam per arrow, less in
# Conflict (THE STEAM ENGINE TRACK). The state answers each (`expand_cost`, `steam_per_arrow`...).
RULE_DATA = {"free_moves", "max_extra_move_steam", "magnate_space_steam", "magnate_space_capacity",
             "building_steam", "conflict_building_steam", "invention_food_cost",
             "middle_expand_cost", "outer_expand_cost", "renovate_cost", "steam_per_arrow",
             "conflict_steam_per_arrow"}
# Numbered places of the board that a copy would compare with a bare number: a Workshop (the
# Mega-Machine's is the core's `MM_WORKSHOP`, game/core/daitoshi/city_turn.py); `w` is the name
# the words give a Workshop's number.
NUMBERED = {"workshop", "w"}
# The core's rule helpers, and the names their copies went by: defined nowhere else (the AI may
# import and call them; a table or the words ask the state's queries).
RULE_HELPERS = {"magnate_steam", "extra_districts", "move_refusal", "building_cost", "food_cost",
                "occupants", "start_district", "START_ACTION", "MARKET_SLOTS", "MARKET_QUALITY",
                "objective_met", "route"}
# Daitoshi's pending decision, (kind, seat, actions, data): the core's own bookkeeping.
PRIVATE = {"decision", "_decision", "pending_decision", "decision_kind"}


def copies(source: str) -> list[str]:
    found = []
    for node in nodes(source):
        if isinstance(node, ast.Constant) and node.value in RULE_DATA:
            found.append(f"reads {node.value!r}")
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name in RULE_HELPERS:
            found.append(f"defines {node.name}")
        elif isinstance(node, ast.Assign):
            found += [f"defines {t.id}" for t in node.targets
                      if isinstance(t, ast.Name) and t.id in RULE_HELPERS]
        elif isinstance(node, ast.Attribute) and node.attr in PRIVATE:
            found.append(f"reads .{node.attr}")
        elif isinstance(node, ast.Compare) and all(isinstance(op, (ast.Eq, ast.NotEq)) for op in node.ops):
            found += numbered(node)
    return found


def numbered(compare: ast.Compare) -> list[str]:
    """`workshop == 3`: a numbered place of the board compared with a bare number."""
    sides = [compare.left, *compare.comparators]
    names = [getattr(side, "id", None) or getattr(side, "attr", None) for side in sides]
    numbers = [side.value for side in sides if isinstance(side, ast.Constant)
               and type(side.value) is int]
    return [f"compares {name} with {number}" for name in names if name in NUMBERED for number in numbers]


def test_no_rule_is_restated_outside_the_core():
    files = [f for f in sorted(GAME.rglob("*.py")) if CORE not in f.parents]
    assert len(files) > 50, "the client's files were not found"
    offenders = {str(f.relative_to(GAME)): copies(f.read_text(encoding="utf-8")) for f in files}
    assert {f: c for f, c in offenders.items() if c} == {}


def test_the_helpers_named_are_the_cores():
    """Each helper named above is one of the core's (or a name a copy used to go by): a rename in
    the core shows up here instead of leaving the check guarding nothing."""
    defined = set()
    for f in CORE.rglob("*.py"):
        for node in nodes(f.read_text(encoding="utf-8")):
            if isinstance(node, ast.FunctionDef):
                defined.add(node.name)
            elif isinstance(node, ast.Assign):
                defined.update(t.id for t in node.targets if isinstance(t, ast.Name))
    assert RULE_HELPERS - defined == {"MARKET_QUALITY", "route"}     # the copies' own names
    data = "".join(p.read_text(encoding="utf-8") for p in (GAME.parent / "levels" / "daitoshi").glob("*.toml"))
    assert {key for key in RULE_DATA if f"{key} =" not in data and f"[{key}]" not in data} == set()


def test_the_checker_sees_a_copy():
    sample = (
        "def route(view, seat, d):\n"
        "    return max(0, d - view.c.board['free_moves'])\n"
        "kind = view.decision[0]\n")
    assert sorted(copies(sample)) == ["defines route", "reads 'free_moves'", "reads .decision"]


def test_the_checker_sees_a_cost_and_a_rule_number_put_back():
    """The copies the client once made: an expansion's cost and the Steam per arrow picked from
    the rules' data by hand, the Mega-Machine's Workshop as the number 3."""
    sample = (
        "cost = view.c.board['middle_expand_cost' if ring == 1 else 'outer_expand_cost'][d]\n"
        "per = c.factory['conflict_steam_per_arrow' if p.conflict[0] else 'steam_per_arrow']\n"
        "mm = action.workshop == 3\n"
        "if w == 3: pass\n"
        "elsewhere = 3 != ev.workshop\n"
        "fine = action.workshop == MM_WORKSHOP and view.expand_cost(d, ring) and n == 3\n")
    assert sorted(copies(sample)) == [
        "compares w with 3", "compares workshop with 3", "compares workshop with 3",
        "reads 'conflict_steam_per_arrow'", "reads 'middle_expand_cost'", "reads 'outer_expand_cost'",
        "reads 'steam_per_arrow'"]
