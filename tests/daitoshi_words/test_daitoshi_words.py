"""Daitoshi in words (game/i18n/daitoshi/): every action a player can meet and every event reads as
English, never as a raw kind string or `field=value` text; and the rules core holds no sentences."""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.daitoshi import new_game
from game.core.engine import Action, Event
from game.i18n import daitoshi as words

NAMES = ["Aiko", "Ben", "Chiyo", "Daichi"]


def _plain(text: str) -> None:
    assert text and text.strip(), "empty description"
    assert "dt_" not in text and "=" not in text, text
    assert "None" not in text, text


def _random_games():
    """Seeded random games at 2, 3 and 4 players (and the expert draft): every action listed
    and every event that happened, described against the state of that moment."""
    actions: dict[str, str] = {}
    events: dict[str, str] = {}
    for players, seed, expert in ((2, 1, False), (3, 2, True), (4, 3, False), (2, 4, True),
                                  (3, 5, False), (4, 6, False)):
        s = new_game(players, seed, expert=expert)
        rng = random.Random(seed)
        while not s.is_over():
            seat = s.current_seats()[0]
            legal = s.legal_actions(seat)
            for a in legal:
                if a.kind not in actions:
                    actions[a.kind] = words.describe_action(a, s, seat)
                _plain(words.describe_action(a, s, seat))
            for ev in s.apply(rng.choice(legal)):
                text = words.describe_event(ev, s, NAMES[:players])
                _plain(text)
                events.setdefault(type(ev).__name__, text)
    return actions, events


@pytest.fixture(scope="module")
def played():
    return _random_games()


def test_every_action_met_in_random_play_reads_as_words(played):
    actions, _ = played
    # the core of the game must all have been met: otherwise this test proves little
    for kind in ("dt_start_production", "dt_move_magnate", "dt_activate_building",
                 "dt_place_worker", "dt_exploit_track", "dt_commit_inventions",
                 "dt_install_invention", "dt_trade_with_city", "dt_skip_action",
                 "dt_draft_basic_invention"):
        assert kind in actions, f"{kind} never came up"
    for kind, text in actions.items():
        _plain(text)


def test_every_event_met_in_random_play_names_the_player(played):
    _, events = played
    for name in ("TurnStarted", "MagnateMoved", "HexExploited", "Gained", "GameEnded"):
        assert name in events
    assert any(n in events["HexExploited"] for n in NAMES)


def _sample(cls, hints):
    values = {}
    for f in dataclasses.fields(cls):
        h = hints.get(f.name)
        if f.name == "seat":
            values[f.name] = 0 if issubclass(cls, Action) else 1
        elif h is int or h == "int":
            values[f.name] = 1
        elif h is bool:
            values[f.name] = True
        elif typing.get_origin(h) is tuple or h is tuple:
            values[f.name] = (0, 2) if f.name == "slots" else (True, False, True, False)
        elif f.name in ("invention", "university"):
            values[f.name] = "ordinary_03"
        elif f.name in ("city",):
            values[f.name] = "lightning_city"
        elif f.name in ("terrain", "track"):
            values[f.name] = "forest"
        elif f.name == "colour":
            values[f.name] = "red"
        elif f.name == "what":
            values[f.name] = "worker_red"
        else:
            values[f.name] = "bonus_steam"
    return cls(**values)


def _classes(module, base):
    return [c for c in vars(module).values()
            if isinstance(c, type) and issubclass(c, base) and c is not base
            and c.__module__ == module.__name__]


@pytest.mark.parametrize("cls", _classes(A, Action), ids=lambda c: c.__name__)
def test_every_action_class_reads_as_words_with_and_without_a_state(cls):
    a = _sample(cls, typing.get_type_hints(cls))
    _plain(words.describe_action(a, None, 0))     # no state, still words
    _plain(words.describe_action(a, new_game(3, 7), 0))
    assert a.describe(0) == a.seen_by(0)         # the core's own is the language-free key, no words


@pytest.mark.parametrize("cls", _classes(E, Event), ids=lambda c: c.__name__)
def test_every_event_class_reads_as_words(cls):
    ev = _sample(cls, typing.get_type_hints(cls))
    _plain(words.describe_event(ev))
    _plain(words.describe_event(ev, new_game(2, 7), NAMES[:2]))


def test_an_unknown_action_or_event_still_reads_as_words():
    @dataclasses.dataclass(frozen=True, slots=True)
    class ChooseMayorAdvisor(Action):
        advisor: str
        district: int
        kind: typing.ClassVar[str] = "dt_choose_mayor_advisor"

    @dataclasses.dataclass(frozen=True, slots=True)
    class MayorRevealed(Event):
        card: str
        district: int

    s = new_game(2, 3)
    town = next(d for d in range(5) if s.district_tiles[d][0] == "town_hall")
    text = words.describe_action(ChooseMayorAdvisor(0, "old_banker", town), s)
    assert text == "Choose mayor advisor: advisor old banker, district the Town Hall"
    text = words.describe_event(MayorRevealed(1, "card_7", town), s, ["Aiko", "Mayor"])
    assert text == "Mayor: mayor revealed (card card 7, district the Town Hall)"


# --- exact sentences ------------------------------------------------------------------------------
def test_move_magnate_names_the_district_and_space():
    s = new_game(2, 11)
    town = next(d for d in range(5) if s.district_tiles[d][0] == "town_hall")
    s.players[0].magnate = ((town - 3) % 5, 2)   # a described copy only: words never write
    a = A.MoveMagnate(0, 3, 1)
    assert words.describe_action(a, s) == \
        "Move your Magnate 3 districts clockwise to the Town Hall's middle space (2 Steam)"
    s.players[0].magnate = ((town - 1) % 5, 1)
    assert words.describe_action(A.MoveMagnate(0, 1, 2), s) == \
        "Move your Magnate 1 district clockwise to the Town Hall's rightmost space (free)"
    assert words.describe_action(a) == "Move your Magnate 3 districts clockwise to the middle space"


def test_activate_building_says_its_steam():
    s = new_game(2, 11)
    assert words.describe_action(A.ActivateBuilding(0, 0), s) == "Activate the left building (2 Steam)"
    s.players[0].conflict[1] = True   # the Buildings tile on its Conflict side: 2/3/7
    assert words.describe_action(A.ActivateBuilding(0, 2), s) == "Activate the right building (7 Steam)"


def test_trade_names_the_city_its_steam_and_rewards():
    s = new_game(3, 11)
    s.cities[2] = "lightning_city"
    assert words.describe_action(A.TradeWithCity(0, 2, 1), s) == \
        "Trade 1 luxury good with Lightning City (4 Steam): gain 4 VP"
    assert words.describe_action(A.TradeWithCity(0, 2, 3), s) == \
        "Trade 3 luxury goods with Lightning City (4 Steam): gain 4 VP, a Partnership with " \
        "this City and 1 Reputation"


def test_log_lines():
    s = new_game(2, 11)
    town = next(d for d in range(5) if s.district_tiles[d][0] == "town_hall")
    assert words.describe_event(E.Gained(0, "worker_red", 1), s, NAMES) == "Aiko gains 1 red worker"
    assert words.describe_event(E.Gained(1, "materials", 2), s, NAMES) == \
        "Ben gains 2 construction materials"
    assert words.describe_event(E.MagnateMoved(1, town, 0), s, NAMES) == \
        "Ben's Magnate moves to the Town Hall's leftmost space"
    assert words.describe_event(E.Traded(0, "lightning_city", 2), s, NAMES) == \
        "Aiko trades 2 luxury goods with Lightning City"
    assert words.describe_event(E.Gained(0, "worker_red", 1)) == "Player 1 gains 1 red worker"
    assert words.describe_event(E.HexExploited(0, "underground", False), s, NAMES) == \
        "Aiko exploits an underground hex"
    assert words.describe_event(E.HexExploited(1, "forest", True), s, NAMES) == \
        "Ben exploits a forest hex from the discard pile"


def test_rewards_add_up_like_the_icons():
    assert words.rewards_text((("energy", "", 1), ("energy", "", 1), ("vp", "", 2))) == \
        "2 energy and 2 VP"
    assert words.describe_reward(("pilgrim", "any", 1)) == "1 Pilgrim advance on a track of your choice"
    assert words.describe_reward(("pilgrim_run", "any", 3)) == "3 Pilgrim advances on one track of your choice"
    assert words.describe_reward(("give_back", "", 1)) == "1 hex given back to the Wilderness"


def test_a_worker_is_sent_to_a_named_workshop():
    s = new_game(2, 11)
    town = next(d for d in range(5) if s.district_tiles[d][0] == "town_hall")
    s.cur_district = town   # a described copy only: words never write
    assert words.describe_action(A.PlaceWorker(0, "green", 0), s) == \
        "Send a green worker to the Town Hall's Inner Workshop: gain 2 VP"
    assert words.describe_action(A.PlaceWorker(0, "green", 3)) == \
        "Send a green worker to the Mega-Machine's Workshop"


def test_every_invention_has_a_name_in_both_languages():
    """Named as the rulebook names them ("Ordinary Invention 10", "University Invention 3"), never
    as an identifier; a University Invention by its number, since one Mega-Machine's stack is in
    a game."""
    s = new_game(2, 1)
    for inv, i in s.c.inventions.items():
        en, fr = words.invention_name(s, inv), words.invention_name(s, inv, lang="fr")
        for name in (en, fr):
            assert "_" not in name and "Conflict" not in name and "Reputation" not in name, name
        assert ("Invention" in en) and ("Invention" in fr), (en, fr)
        if i.quality != "basic":
            number = str(int(inv.rsplit("_", 1)[1]))
            assert en.endswith(f"Invention {number}") and fr.endswith(f" {number}"), (en, fr)
    assert words.invention_name(s, "university_conflict_3") == "University Invention 3"
    assert words.invention_name(s, "university_conflict_3", lang="fr") == "l'Invention universitaire 3"


def test_the_rules_core_holds_no_sentences():
    """game/ARCHITECTURE.md, "Layers": "The core holds no sentences": the words live in
    game/i18n/daitoshi/, and no Daitoshi action or event in the core words itself (the engine's
    describe is the bare key)."""
    import pathlib

    import game.core.daitoshi as core
    folder = pathlib.Path(core.__file__).parent
    assert not list(folder.glob("words*.py"))
    for module in (A, E):
        for cls in _classes(module, Action) + _classes(module, Event):
            assert "describe" not in vars(cls), f"{cls.__name__} words itself in the core"


def test_what_french_still_says_in_english_is_known():
    """Each gap is said in English, whole; a new English sentence without French shows up here."""
    from game.i18n.daitoshi.language import untranslated
    assert untranslated("fr") == [
        "decision.unknown", "decision.unknown.help",      # a decision the words do not know yet
        "decision.unknown.you",
        "generic.action", "generic.event", "generic.event.bare", "generic.floor", "generic.no",
        "generic.none", "generic.yes",                    # what has no sentence: its class, in English
        "reward.other", "reward.other.param",             # a reward kind with no words yet
    ]
    assert words.describe_action(A.ChoosePilgrimSpaces(0, "forest", 2), lang="fr") == \
        "Avancer votre Pèlerin de 2 cases sur la piste forêt"     # the last action without French


def test_a_sentence_reads_the_same_logic_in_both_languages():
    s = new_game(2, 11)
    town = next(d for d in range(5) if s.district_tiles[d][0] == "town_hall")
    s.players[0].magnate = ((town - 3) % 5, 2)
    a = A.MoveMagnate(0, 3, 1)
    assert words.describe_action(a, s, lang="fr") == \
        "Avancer votre Magnat de 3 quartiers en sens horaire jusqu'à la case du milieu de l'Hôtel de ville " \
        "(2 Vapeur)"
    assert words.describe_event(E.WorkersReturned(None, town, 1), s, lang="fr") == \
        "1 ouvrier de l'Hôtel de ville retourne à la réserve"
    assert words.describe_event(E.WorkersReturned(None, town, 2), s) == \
        "2 workers in the Town Hall return to the supply"
    assert words.rewards_text([("give_back", "", 2)], lang="fr") == "2 hexagones rendus aux Terres sauvages"


def test_an_invention_is_named_alike_everywhere():
    """"Ordinary Invention 6", as the rest of the table names it, never "Ordinary 06" (its id)."""
    s = new_game(2, 11)
    said = words.describe_action(A.InstallInventionFirst(0, "ordinary_06", 1), s)
    assert said == "Install Ordinary Invention 6 first, in the middle building", said
