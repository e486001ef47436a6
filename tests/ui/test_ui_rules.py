"""The rules reference: both languages for Arigatō, scrolling, searching, icons explained."""

from __future__ import annotations

import re

import pygame
import pytest

from ui_pilot import Pilot
from game.core import registry
from game.i18n.catalogue import CATALOGUE
from game.ui.icons import ICON_NAMES
from game.ui.scenes.rules import fold, languages_for, parse, rules_path


def test_rules_exist_in_english_and_french():
    assert languages_for("arigato") == ["en", "fr"]
    assert languages_for("daitoshi") == ["en", "fr"]


def test_every_icon_the_program_draws_is_explained_in_both_arigato_texts():
    for lang in ("en", "fr"):
        explained = {icon for kind, _, icon in parse(rules_path("arigato", lang).read_text("utf-8")) if kind == "icon"}
        assert explained == set(ICON_NAMES), lang


@pytest.mark.parametrize("game", [g for g in registry.available() if rules_path(g, "en").exists()])
def test_the_rule_facts_carry_over_between_languages(game):
    en = rules_path(game, "en").read_text("utf-8")
    fr = rules_path(game, "fr").read_text("utf-8")
    numbers = lambda s: sorted(re.findall(r"\b\d+\b", s))
    assert numbers(en) == numbers(fr)  # every count, limit and score table survives translation
    assert [k for k, *_ in parse(en)] == [k for k, *_ in parse(fr)]  # same structure


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_daitoshi_s_help_names_the_corner_plaque_by_the_words_it_shows(lang):
    """The plaque in the city's corner reads "Done placing", "Skip the action"...: the help called
    it the "Done" plaque, a word it never shows. Every name quoted where the help speaks of it is
    one the plaque shows."""
    shown = {words for key, words in CATALOGUE[lang].items() if key.startswith("dtable.done.")}
    line = next(ln for ln in rules_path("daitoshi", lang).read_text("utf-8").splitlines()
                if "plaque" in ln)
    quoted = [a or b for a, b in re.findall(r'"([^"]+)"|« ([^»]+) »', line)]
    assert len(quoted) >= 2 and set(quoted) <= shown, (quoted, shown)


def test_search_is_case_and_accent_insensitive():
    assert fold("Défaussez") == fold("defaussez")


def test_rules_scroll_and_search(pilot: Pilot):
    pilot.click("rules")
    rules = pilot.top
    assert rules.name == "rules" and rules.lines and rules.scroll == 0
    assert rules.content_h > rules.VIEW[3] * 3  # long enough that scrolling matters
    pilot.app.mouse = rules.widget("back").center()
    pilot.key(pygame.K_END)
    bottom = rules.scroll
    assert bottom == rules.content_h - rules.VIEW[3]
    pilot.key(pygame.K_PAGEUP)
    assert bottom - rules.scroll > 100
    pilot.wheel(-2)
    assert rules.scroll > bottom - 500  # the wheel scrolls down...
    pilot.wheel(-20)
    assert rules.scroll == bottom  # ...and stops at the end
    pilot.click("search")
    pilot.type("palace gate")
    assert rules.matches and all("palace gate" in rules.lines[i].text.lower() for i in rules.matches)
    first = rules.scroll
    pilot.key(pygame.K_RETURN)
    assert rules.match_i == 1 and rules.scroll >= first
    pilot.click("lang:fr")
    assert rules.lang == "fr" and rules.matches == []  # "palace gate" is not French
    pilot.click("search")
    for _ in range(11):
        pilot.key(pygame.K_BACKSPACE)
    pilot.type("porte du palais")
    assert rules.matches
    pilot.click("game:daitoshi")
    assert rules.game == "daitoshi" and rules.lang == "fr"  # the chosen language stays
    assert any("magnat" in ln.text for ln in rules.lines)
