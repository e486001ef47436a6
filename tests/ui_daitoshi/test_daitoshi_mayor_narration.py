"""The Mayor at the table: a solo game played to the end, whose every log line, in
English and in French, is worded from the catalogue (a sentence of that language, never the
class-name fallback, no raw identifier such as "mayor 04", no snake_case, no None), and each of the
Mayor's turns is told step by step, in order (SOLO MODE, THE MAYOR'S DECK): his card, each district
he checks clockwise from his Magnate with the district lit, then where he goes (or his
Production), then what he does there."""

from __future__ import annotations

import random
import re

import pytest

from game.core.daitoshi import events as E
from game.core.daitoshi import new_game
from game.core.daitoshi.mayor import MayorChecked, MayorTurn
from game.i18n.daitoshi import event_words
from game.i18n.daitoshi.language import language
from game.ui.tables.daitoshi import log, story

RAW = [re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), re.compile(r"\bmayor \d", re.I), re.compile(r"\bNone\b"),
       re.compile(r"\bdt_"), re.compile(r"\(card\b")]
NAMES = {"en": ["Aiko", "The Mayor"], "fr": ["Aiko", "Le Maire"]}


def solo_game(seed: int, advisors: int):
    """Every (action, events, lines) of a seeded random solo game, worded as the table words it."""
    state = new_game(1, seed, advisors=advisors)
    rng = random.Random(seed)
    out = []
    while not state.is_over():
        action = rng.choice(state.legal_actions(0))
        events = state.apply(action)
        out.append((action, events, log.lines(action, events, state, NAMES.get), state.clone()))
    return out


@pytest.mark.parametrize("seed,advisors", [(51, 3), (52, 7)])
def test_every_log_line_of_a_solo_game_is_words_in_both_languages(seed, advisors):
    for action, events, lines, state in solo_game(seed, advisors):
        for lang in ("en", "fr"):
            words = language(lang)
            for ev in events:
                said = event_words.said_in(words, ev, state, NAMES[lang])
                assert said is not None, f"{lang}: no sentence for {ev!r}"
            for line in lines:
                text = line.words[lang]
                assert text and not any(p.search(text) for p in RAW), f"{lang}: {text!r}"


def test_each_mayor_turn_is_told_step_by_step_in_order():
    turns = 0
    for action, events, lines, state in solo_game(53, 5):
        told = [line.source for line in lines]
        for k, ev in enumerate(events):
            if not isinstance(ev, MayorTurn):
                continue
            turns += 1
            checks = []
            for later in events[k + 1:]:
                if not isinstance(later, MayorChecked):
                    break
                checks.append(later)
            assert checks, "the Mayor went nowhere without checking a district"
            start = state.players[1].magnate[0]   # where he ends; the checks began next to where he was
            ds = [c.district for c in checks]
            assert all((b - a) % 5 == 1 for a, b in zip(ds, ds[1:])), ds   # clockwise, one by one
            after = events[k + 1 + len(checks)]
            if ev.district < 0:
                assert all(c.verdict != "chosen" for c in checks) and len(checks) == 5
                assert isinstance(after, E.ProductionStarted) and after.seat == 1
            else:
                assert checks[-1].verdict == "chosen" and checks[-1].district == ev.district
                assert all(c.verdict != "chosen" for c in checks[:-1])
                assert isinstance(after, E.MagnateMoved) and after.district == ev.district == start
            # the log tells them in the same order, each on a line of its own
            at = [told.index(x) for x in [ev, *checks, after]]
            assert at == sorted(at) and len(set(at)) == len(at)
            # and the table plays them out in turn, each checked district lit as it is told
            beats = {id(b.caption.source): b for b in story.build(lines, state).beats if b.caption is not None}
            for c in checks:
                assert ("district", c.district) in beats[id(c)].lights
            assert ("mayor_face",) in beats[id(ev)].lights
    assert turns > 10


def test_the_mayors_sentences_read_as_the_rulebook_tells_his_turn():
    lines = [line for _, _, ls, _ in solo_game(54, 5) for line in ls if isinstance(line.source, (MayorTurn, MayorChecked))]
    english = " ".join(line.words["en"] for line in lines)
    french = " ".join(line.words["fr"] for line in lines)
    assert "The Mayor turns a card: " in english and "The Mayor checks the " in english
    assert "so he goes there" in english and "is not on his card" in english
    assert "Le Maire retourne une carte : " in french and "Le Maire examine " in french
