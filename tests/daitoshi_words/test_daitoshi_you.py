"""Daitoshi speaks to a seat named "You" ("Vous") in the second person, in both languages: "Your
Magnate moves to ...", "You gain 1 red worker", "Turn 7: you play", "Vous gagnez ...", never
"You's Magnate", "You gains" or "Vous gagne". Each sentence with a seat as its subject has its
second-person form as data (the key with ".you" after it), in every language."""

from __future__ import annotations

import random
import re
import string

import pytest

from game import i18n
from game.core.daitoshi import events as E
from game.core.daitoshi import new_game
from game.i18n import daitoshi as words
from game.i18n import t_in
from game.i18n.catalogue import CATALOGUE
from game.i18n.daitoshi import en, fr
from game.i18n.daitoshi.language import YOU

# a third-person verb after "You" (or "you"), or "You" as an owner: what must never be said
THIRD = ("gains", "exploits", "plays", "is", "has", "sends", "moves", "trades", "installs", "expands",
         "electrifies", "donates", "uses", "chooses", "leads", "activates", "checks", "places", "gives",
         "takes", "advances", "produces", "pays", "discards", "decides", "performs", "may", "starts")
EN_WRONG = re.compile(r"\byou(?:'s\b|\s+(?:" + "|".join(THIRD) + r")\b)", re.IGNORECASE)
TROISIEME = ("gagne", "exploite", "joue", "est", "a", "n'est", "envoie", "va", "échange", "installe",
             "agrandit", "électrifie", "donne", "utilise", "choisit", "mène", "active", "examine",
             "place", "rend", "prend", "avance", "produit", "paie", "défausse", "fait", "peut", "commence")
FR_WRONG = re.compile(r"\bvous\s+(?:" + "|".join(TROISIEME) + r")\b|\b(?:de|d') ?vous\b", re.IGNORECASE)


def _fields(template) -> set[str]:
    pieces = template if isinstance(template, tuple) else (template,)
    return {f for p in pieces for _, f, _, _ in string.Formatter().parse(p) if f}


def _subject_keys(module) -> list[str]:
    """The templates with a seat as their subject ({who}), but those said of the Mayor alone."""
    return [k for k, v in module.TEMPLATES.items()
            if "who" in _fields(v) and not k.endswith(YOU) and k not in en.THIRD_PERSON_ONLY]


@pytest.mark.parametrize("module", [en, fr], ids=["en", "fr"])
def test_every_sentence_about_a_seat_has_its_second_person_form_in_both_languages(module):
    keys = _subject_keys(module)
    assert "Gained" in keys and "MagnateMoved" in keys and "decision" in keys
    for key in keys:
        for lang in (en, fr):
            assert key + YOU in lang.TEMPLATES, f"{lang.CODE}: {key} has no second-person form {key + YOU}"
    for key, template in module.TEMPLATES.items():
        if key.endswith(YOU):
            base = key[:-len(YOU)]
            assert base in en.TEMPLATES, f"{key}: a second-person form of nothing"
            assert "who" not in _fields(template), f"{module.CODE}: {key} names the seat it speaks to"
            assert _fields(template) <= _fields(en.TEMPLATES[base]) | {"short"}, key
    # the decision's title: what the player does, in the second person, for every decision
    assert set(module.DECISIONS_YOU) == set(module.DECISIONS) == set(en.DECISIONS)


def test_the_tables_sentences_about_a_seat_have_their_second_person_form():
    """The table's catalogue (dtable.*, table.*): each "<key>.you" stands beside its key in both
    languages and names no one."""
    you_keys = [k for k in CATALOGUE["en"] if k.endswith(YOU) and k.startswith(("dtable.", "table.", "replay."))
                and k != "dtable.who.you"]   # not a form: the word "you" among "human", "AI"
    assert {"dtable.intro.you", "dtable.score_tip.you", "dtable.factory_tip.you", "dtable.decision_of.you",
            "dtable.their_turn.you", "dtable.wins.you", "table.waiting.you", "replay.next.you"} <= set(you_keys)
    for key in you_keys:
        assert key[:-len(YOU)] in CATALOGUE["en"], key
        for lang in ("en", "fr"):
            assert "name" not in _fields(CATALOGUE[lang][key]), (lang, key)


def test_a_language_without_the_second_person_form_says_the_line_in_english(monkeypatch):
    """Never "Vous gagne": a French template missing its ".you" form is said whole in English."""
    s = new_game(2, 7)
    monkeypatch.delitem(fr.TEMPLATES, "Gained.worker.you")
    assert words.describe_event(E.Gained(0, "worker_red", 1), s, ["Vous", "Aiko"], lang="fr") == \
        "You gain 1 red worker"


def test_the_log_speaks_to_you_and_of_the_others():
    s = new_game(2, 7)
    names = ["You", "Aiko"]
    town = 0
    en_fr = [(E.Gained(0, "worker_blue", 1), "You gain 1 blue worker", "Vous gagnez 1 ouvrier bleu"),
             (E.Gained(1, "worker_blue", 1), "Aiko gains 1 blue worker", "Aiko gagne 1 ouvrier bleu"),
             (E.TurnStarted(0, 6), "Turn 7: you play", "Tour 7 : vous jouez"),
             (E.TurnStarted(1, 6), "Turn 7: Aiko plays", "Tour 7 : Aiko joue"),
             (E.HexExploited(0, "river", False), "You exploit a river hex", "Vous exploitez un hexagone rivière"),
             (E.ConflictChecked(0, (False, True, False, False)), "You are in Conflict with the Yōkai: Buildings tile",
              "Vous êtes en Conflit avec les Yōkai : tuile Bâtiments"),
             (E.ProductionStarted(0), "You lead a Production Turn", "Vous menez un Tour de Production")]
    for event, english, french in en_fr:
        assert words.describe_event(event, s, names) == english
        assert words.describe_event(event, s, ["Vous", "Aiko"], lang="fr") == french
    mine = words.describe_event(E.MagnateMoved(0, town, 0), s, names)
    theirs = words.describe_event(E.MagnateMoved(1, town, 0), s, names)
    assert mine.startswith("Your Magnate moves to ") and theirs.startswith("Aiko's Magnate moves to ")
    assert words.describe_event(E.MagnateMoved(0, town, 0), s, names, lang="fr").startswith("Votre Magnat va ")
    assert words.describe_event(E.Gained(0, "pilgrim_forest", 2), s, names).startswith("Your forest Pilgrim")
    # the decision waited for, and "You" known in any language, whatever its case
    assert words.describe_decision(s, "You")[0] in ("You choose a turn", "You choose a Basic Invention")
    assert words.describe_decision(s, "vous", lang="fr")[0].startswith("Vous choisissez ")
    assert words.describe_decision(s, "Aiko")[0].startswith("Aiko chooses ")


def _play(seat0: str, seed: int) -> dict[str, list[str]]:
    """A 2-player game played at random with seat 0 named `seat0`, its log as the table words it
    (game/ui/tables/daitoshi/log.py), in each language, the default name in that language."""
    from game.ui.tables.daitoshi import log

    def names_in(lang):
        return [t_in(lang, "setup.you") if i18n.is_you(seat0) else seat0, "Aiko"]

    s = new_game(2, seed)
    rng = random.Random(seed)
    lines = [log.intro(names_in, 2, s.start_seat)]
    while not s.is_over():
        legal = s.legal_actions(s.current_seats()[0])
        action = rng.choice(legal)
        lines += log.lines(action, s.apply(action), s, names_in)
    return {lang: [entry.words[lang] for entry in lines] for lang in ("en", "fr")}


@pytest.mark.parametrize("seat0", ["You", "Vous"])
def test_a_game_with_you_at_the_table_is_told_to_you(seat0):
    said = _play(seat0, 23)
    english, french = said["en"], said["fr"]
    assert not [line for line in english if EN_WRONG.search(line)]
    assert not [line for line in french if FR_WRONG.search(line)]
    assert not [line for line in english if re.search(r"\bVous\b", line)]
    assert not [line for line in french if re.search(r"\bYou\b", line)]
    # what the game is made of, said to you in both languages; the other player still by name
    for start in ("Your Magnate moves to ", "You gain ", "You send a ", "You exploit ", "Turn "):
        assert any(line.startswith(start) for line in english), start
    assert any(re.fullmatch(r"Turn \d+: you play", line) for line in english)
    assert any(re.fullmatch(r"Turn \d+: Aiko plays", line) for line in english)
    assert any(line.startswith("Aiko's Magnate moves to ") for line in english)
    assert any(line.startswith("Aiko gains ") for line in english)
    for start in ("Votre Magnat va ", "Vous gagnez ", "Vous envoyez ", "Vous exploitez "):
        assert any(line.startswith(start) for line in french), start
    assert any(re.fullmatch(r"Tour \d+ : vous jouez", line) for line in french)
    assert any(line.startswith("Le Magnat d'Aiko va ") for line in french)   # elided before a vowel
    assert english[0].startswith("A game of Daitoshi for 2: You and Aiko.")
    assert french[0].startswith("Une partie de Daitoshi à 2 : Vous et Aiko.")
    assert english[0].endswith((" You start.", " Aiko starts."))
    assert french[0].endswith((" Vous commencez.", " Aiko commence."))


def test_the_mayors_pieces_are_his_in_french():
    """Seen in the real-window play-through: the solo log said "Le Pèlerin montagne de
    Le Maire avance" for "du Maire"; "de" before a name with its article contracts, whatever the
    article's case."""
    s = new_game(2, 3)
    said = words.describe_event(E.Gained(1, "pilgrim_mountain", 1), s, ["Vous", "Le Maire"], lang="fr")
    assert "du Maire" in said and "de Le" not in said, said
    said = words.describe_event(E.MagnateMoved(1, 0, 0), s, ["Vous", "Le Maire"],
                                lang="fr")
    assert said.startswith("Le Magnat du Maire "), said


def test_the_mayors_factory_and_turn_are_his_in_french():
    """The same contraction in the client's own sentences: "L'Usine du Maire", "Au tour du Maire"
    (they read "de Le Maire"); other names unchanged, elided before a vowel."""
    assert i18n.t_in("fr", "dtable.factory_tip", name="Le Maire") == "L'Usine du Maire, le plateau du joueur"
    assert i18n.t_in("fr", "replay.next", name="Le Maire") == "Au tour du Maire"
    assert i18n.t_in("fr", "replay.next", name="Aiko") == "Au tour d'Aiko"
    assert i18n.t_in("fr", "replay.next", name="Kenji {2}") == "Au tour de Kenji {2}"
