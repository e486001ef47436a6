"""Daitoshi's log tells every action in one voice, the log's: the seat by name in the third person
("Aiko commits to the Ordinary Invention (slot 1), paying 1 food"), or "You ..." to a seat named
You, by the same names as its choice, never the choice's own imperative after a colon ("Aiko:
Commit to ..."). In English and French, for every kind of action a game plays, and every kind the
choices word."""

from __future__ import annotations

import pytest

from game.ai.agents import make_agent, seat_rng
from game.core import registry
from game.core.daitoshi import actions as A
from game.i18n import daitoshi as words
from game.i18n.daitoshi import en, fr
from game.i18n.daitoshi.action_words import ACTION_WORDS
from game.ui.tables.daitoshi import log

NAMES = {"en": ["Aiko", "Botan", "Chiyo"], "fr": ["Aiko", "Botan", "Chiyo"]}


def told_lines(seed: int, players: int = 2):
    """(action, the state before it, its log lines) for every action of a game of easy AIs."""
    state = registry.spec("daitoshi").new_game(players=players, seed=seed)
    agents, streams = [make_agent("easy") for _ in range(players)], [seat_rng(seed, s) for s in range(players)]
    for _ in range(5000):
        if state.is_over():
            return
        seat = state.current_seats()[0]
        view = state.view(seat) if agents[seat].uses_view else None
        action = agents[seat].choose(view, seat, state.legal_actions(seat), streams[seat])
        before = state.clone()
        events = state.apply(action)
        yield action, before, log.lines(action, events, state, lambda lang: NAMES[lang])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", [5, 11])
def test_every_action_is_told_in_the_logs_voice(seed):
    kinds, told = set(), 0
    for action, before, lines in told_lines(seed, players=2 if seed == 5 else 3):
        for line in (x for x in lines if x.style == "action"):
            told += 1
            kinds.add(action.kind)
            for lang in ("en", "fr"):
                text, name = line.words[lang], NAMES[lang][action.seat]
                choice = words.describe_action(action, before, lang=lang)
                assert not text.startswith(name + ":"), text
                if line.source is None:          # the action itself (not its event, said for it)
                    assert text.startswith(name + " "), text
                rest = text[len(name):].lstrip(" :")
                assert not rest.lower().startswith(choice.lower()), (text, choice)   # no imperative
    assert told > 20 and len(kinds) > 5, kinds       # the game's own actions were told, many kinds


def test_every_choice_has_its_told_form_in_both_languages_and_to_you():
    keys = {k for k in en.TEMPLATES if k.startswith("dt_")}
    told = {k[len("told."):] for k in en.TEMPLATES if k.startswith("told.") and not k.endswith(".you")}
    assert set(ACTION_WORDS) <= keys and keys <= told
    for key in told:
        for lang in (en, fr):
            assert f"told.{key}" in lang.TEMPLATES and f"told.{key}.you" in lang.TEMPLATES, (lang.CODE, key)


def test_a_seat_named_you_is_spoken_to():
    pay = A.PayCost(0, "food", 1, 1)
    assert words.tell_action(pay, None, ["You", "Botan"], lang="en") == "You pay 2 food with 1 food and 1 Wealth"
    assert words.tell_action(pay, None, ["Vous", "Botan"], lang="fr").startswith("Vous payez ")
    assert words.tell_action(A.SkipAction(1), None, ["You", "Botan"], lang="en") == "Botan skips the action"
