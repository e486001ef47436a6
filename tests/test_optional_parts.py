"""A game's optional parts are imported one way (`registry.optional_module`), and a game is named
one way (`game_title`), whatever of it this build lacks (game/ARCHITECTURE.md, "Adding a game")."""

from __future__ import annotations

import sys

import pytest

from game.core import registry
from game.i18n import game_title, set_language


@pytest.fixture
def parts(tmp_path, monkeypatch):
    """A package `kites_parts` on the path: `present` imports, `broken` needs a module no one wrote."""
    pkg = tmp_path / "kites_parts"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "present.py").write_text("REPORT = 'kites'\n")
    (pkg / "broken.py").write_text("import kites_parts.never_written\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield
    for name in [m for m in sys.modules if m.startswith("kites_parts")]:
        del sys.modules[name]


def test_an_optional_module_that_exists_is_imported(parts):
    assert registry.optional_module("kites_parts.present").REPORT == "kites"


def test_an_absent_optional_module_or_package_is_none(parts):
    assert registry.optional_module("kites_parts.absent") is None
    assert registry.optional_module("kites_absent.smoke") is None


def test_a_module_that_exists_but_needs_an_absent_one_says_so(parts):
    with pytest.raises(ModuleNotFoundError, match="kites_parts.never_written"):
        registry.optional_module("kites_parts.broken")


def test_every_tool_that_finds_a_games_part_by_name_asks_the_one_helper(monkeypatch):
    """The balance report, the tutorial search, the table and the smoke shots: each asks
    `optional_module`, so a game without one of them is handled the same way everywhere."""
    from game.tools import balance, tutorial_search
    from game.ui import smoke, tables

    name = registry.first()
    asked = []
    monkeypatch.setattr(registry, "optional_module", lambda module: asked.append(module))
    with pytest.raises(ValueError, match="no balance report"):
        balance.report_of(name)
    with pytest.raises(ValueError, match="no tutorial search"):
        tutorial_search.searcher_of(name)
    monkeypatch.delitem(tables.TABLES, name, raising=False)
    assert tables.table_for(name) is tables.ProtocolTable
    assert smoke.game_smoke(name) is None
    assert asked == [f"game.tools.balance_{name}", f"game.tools.tutorial_search_{name}",
                     f"game.ui.tables.{name}", f"game.ui.tables.{name}.smoke"]


def test_a_game_is_named_by_its_words_else_its_declaration_else_as_written(monkeypatch):
    name = registry.first()
    set_language("fr")
    try:
        assert game_title(name) == game_title(name, lang="fr")
    finally:
        set_language("en")
    assert game_title(name) == registry.spec(name).title
    # a registered game whose package this build lacks, and one no build knows
    monkeypatch.setitem(registry.GAME_MODULES, "kites", "game.core.kites")
    assert registry.find("kites") is None
    assert game_title("kites") == "kites"
    assert game_title("lanterns") == "lanterns"


def test_a_heard_game_whose_package_this_build_lacks_is_named_as_announced(monkeypatch):
    from game.net.discovery import FoundGame
    from game.ui.scenes.online import JoinScene, found_title

    monkeypatch.setitem(registry.GAME_MODULES, "kites", "game.core.kites")
    heard = FoundGame("Kites on den", "127.0.0.1", 5000, "kites", 2, joinable=False, host="den")
    assert "kites" in found_title(heard)
    assert "kites" in JoinScene.rejoin_words({"game": "kites"})


def test_a_view_decodes_though_a_registered_game_is_absent_from_this_build(monkeypatch):
    """The network codec knows the kinds of value the games of this build declare, and no
    others: a game registered but absent does not stop every view from decoding (the codec's
    declarations follow the registry, so nothing is cleared by hand)."""
    from game.net import codec

    state = registry.spec("arigato").new_game(players=2, seed=3)
    sent = codec.encode(state.view(0))
    monkeypatch.setitem(registry.GAME_MODULES, "kites", "kites_absent")
    assert codec.encode(codec.decode(sent)) == sent
