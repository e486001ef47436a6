"""A reward that moves the Worm-Bus reads as the rulebook counts it, "2 Worm-Bus movements"
(PLACE WORKERS, example: "gaining 3 Worm-Bus movements"; GAINING REPUTATION, PRESTIGE, AND
WORM-BUS MOVEMENTS), in English and in French ("2 déplacements de Ver-Bus"): a choice read
"gain Worm-Bus 2 spaces" (« gagner Ver-Bus : 2 cases »), neither English nor French."""

from __future__ import annotations

import random
import re

from game.core.daitoshi import new_game
from game.i18n import daitoshi as words

COUNTED = {"en": re.compile(r"\b\d+ Worm-Bus movements?\b"), "fr": re.compile(r"\b\d+ déplacements? de Ver-Bus\b")}
WRONG = {"en": re.compile(r"Worm-Bus \d|gain Worm-Bus"), "fr": re.compile(r"Ver-Bus : \d|gagner Ver-Bus")}


def test_a_worm_bus_reward_is_counted_in_movements():
    assert words.describe_reward(("worm_bus", "", 1)) == "1 Worm-Bus movement"
    assert words.rewards_text((("worm_bus", "", 2), ("vp", "", 2))) == "2 Worm-Bus movements and 2 VP"
    assert words.describe_reward(("worm_bus", "", 1), "fr") == "1 déplacement de Ver-Bus"
    assert words.rewards_text((("worm_bus", "", 2), ("vp", "", 2)), "fr") == "2 déplacements de Ver-Bus et 2 PV"


def test_the_choices_met_in_play_gain_worm_bus_movements():
    """Every choice of a seeded game (3 players, expert), in both languages: those that gain the
    Worm-Bus's steps count them in movements, and none says "gain Worm-Bus 2 spaces"."""
    s = new_game(3, 24, expert=True)
    rng = random.Random(24)
    met = {"en": 0, "fr": 0}
    for _ in range(5000):                    # a bound on a hang: a game is some hundreds of moves
        if s.is_over():
            break
        seat = s.current_seats()[0]
        legal = s.legal_actions(seat)
        for a in legal:
            for lang in met:
                text = words.describe_action(a, s, seat, lang)
                assert not WRONG[lang].search(text), text
                met[lang] += bool(COUNTED[lang].search(text))
        s.apply(rng.choice(legal))
    assert met["en"] > 0 and met["fr"] > 0, met
