"""The Arigatō table's words through the catalogue in both languages, with a
form per count, articles and elision, and French sentence case. Each case is a phrase a new
player met: "1 cards", "Take a origami", "take a bonsai and a bonsai", "Now: 3 of 2 - met",
"You: draws", "You (vous)", "Gérez votre Village", "au moins 1 Artisans"."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from game import i18n
from game.core.arigato.components import Objective, default_content
from game.i18n.catalogue import CATALOGUE


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_every_counted_phrase_has_both_forms_in_both_languages():
    for lang, words in CATALOGUE.items():
        ones = {k[:-4] for k in words if k.endswith(".one")}
        manys = {k[:-5] for k in words if k.endswith(".many")}
        assert ones == manys, (lang, sorted(ones ^ manys))


@pytest.mark.parametrize("lang,n,phrase", [("en", 1, "(1 card)"), ("en", 2, "(2 cards)"),
                                           ("fr", 1, "(1 carte)"), ("fr", 0, "(0 carte)"),
                                           ("fr", 3, "(3 cartes)")])
def test_a_count_takes_its_form(lang, n, phrase):
    i18n.set_language(lang)
    try:
        assert i18n.tn("arigato.pile.count", n).strip() == phrase
        assert " 1 cards" not in i18n.tn("arigato.tip.choosing", 1, name="Aiko")
        assert "1 games" not in i18n.tn("count.games", 1) and "1 players" not in i18n.tn("count.players", 1)
    finally:
        i18n.set_language("en")


def test_items_with_their_articles_and_counts():
    from game.ui.tables.arigato.words import an_item, counted_item, gain_text, items_phrase
    assert i18n.t("arigato.bonus.take_one", an_item=an_item("origami")) == "Take an origami."
    assert items_phrase(["bonsai", "bonsai"]) == "2 bonsai"
    assert items_phrase(["statue", "statue"]) == "2 statues"
    assert items_phrase(["bonsai", "katana"]) == "a bonsai and a katana"
    assert counted_item("firework", 1) == "firework" and counted_item("firework", 3) == "fireworks"
    content = default_content()
    card = content.cards[1]
    twice = replace(card, gain=replace(card.gain, items=(0, 0), favor=0, offered_item=False, craftsmen_item=False,
                                       favor_per_village=-1, favor_per_gate=-1))
    assert gain_text(content, twice) == "take 2 bonsai"


def test_items_in_french(french):
    from game.ui.tables.arigato.words import an_item, counted_item, items_phrase
    assert i18n.t("arigato.bonus.take_one", an_item=an_item("statue")) == "Prendre une statuette."
    assert items_phrase(["bonsai", "bonsai"]) == "2 bonsaïs"
    assert counted_item("bonsai", 0) == "bonsaï"


def test_tonights_progress_reads_when_the_count_is_passed():
    assert i18n.t("arigato.progress.met", n=3, of=2) == "Now 3: met."
    assert " of 2" not in i18n.t("arigato.progress.met", n=3, of=2)


def test_an_objective_of_one_is_singular_in_french(french):
    from game.ui.tables.arigato.words import objective_body
    body = objective_body(Objective(2, "offering_cards", 1, "village"))
    assert body == "au moins 1 artisan avec un jeton offrande dans votre village"
    assert "au moins 3 artisans dans votre village" == objective_body(Objective(4, "cards", 3, "village"))


def test_french_keeps_common_nouns_in_small_letters():
    """Sentence case: a game noun after a lower-case word is never capitalised ("votre Village")."""
    nouns = ("Village", "Atelier", "Artisan", "Objet", "Faveur", "Journée", "Offrande", "Défausse", "Porte",
             "Objectif", "Stock", "Pioche", "Botaniste", "Forgeronne", "Sculpteur", "Origamiste",
             "Artificière", "Bonsaï", "Statuette", "Feu", "Fin", "Aube", "Crépuscule")
    mid = re.compile(r"[a-zàâçéèêëîïôûù',]\s+(%s)" % "|".join(nouns))
    bad = {k: v for k, v in CATALOGUE["fr"].items() if k.startswith("arigato.") and mid.search(v)}
    assert bad == {}
    assert CATALOGUE["fr"]["arigato.button.end_day"] == "Fin de journée"
    assert CATALOGUE["fr"]["arigato.status.day_manage"] == "Gérez votre village"


def test_the_log_speaks_to_you_in_the_second_person():
    from game.core.arigato import events as ev
    from game.ui.tables.arigato.log import Entry, entry_lines
    content = default_content()
    # as the session tells them to seat 1: seat 0's cards hidden
    entry = Entry(0, 0, [ev.CardsDrawn(0, (0, 0, 0)).for_viewer(1), ev.ItemGained(0, "statue", 2),
                         ev.DayEnded(0), ev.DayEnded(1)])
    lines = [text for _, text in entry_lines(content, entry, ["You", "Aiko"])]
    assert lines == ["You draw 3 cards", "You gain 2 statues", "You end the day", "Aiko: ends the day"]
    i18n.set_language("fr")
    try:
        lines = [text for _, text in entry_lines(content, entry, ["You", "Aiko"])]
        assert lines[0] == "Vous piochez 3 cartes" and lines[-1] == "Aiko : finit sa journée"
    finally:
        i18n.set_language("en")


def test_the_default_name_is_shown_in_the_language_on_screen_without_a_second_you(table_app):
    from game.input.session import SeatConfig
    from game.core.arigato import SPEC
    app, pilot = table_app("HA", seed=2)
    app.open_menu()
    app.start_session(app.new_session(SPEC, [SeatConfig("You", 0, "human", "easy"),
                                             SeatConfig("Aiko", 1, "ai", "easy")], {"calendar": "AB"}, 2))
    app.change_setting("language", "fr")
    try:
        drawn = []
        real = app.theme.text
        app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
        app.stack.top.renderer.forget()
        pilot.frames(1)
        assert "Vous" in drawn
        assert not [s for s in drawn if "You" in s or "(vous)" in s]
    finally:
        app.change_setting("language", "en")


@pytest.mark.parametrize("lang,round_word,day_word", [("en", "round", "day"), ("fr", "tour", "jour")])
def test_card_texts_count_in_days(lang, round_word, day_word):
    """The table counts Arigatō's twelve rounds as days ("Day 5 · Dawn", the calendar's days): a card's
    limit "up to 2 a round" read as another unit than the one on screen (rulebook, CONDITIONS: "can
    trigger up to 2 times in a round", the round being the calendar's day)."""
    from game.ui.tables.arigato.words import card_text
    i18n.set_language(lang)
    try:
        content = default_content()
        texts = [card_text(content, c.id) for c in content.cards if c is not None]
        limited = [s for s in texts if re.search(r"\b2\b[^()]*\b(" + round_word + "|" + day_word + r")\)", s)]
        assert limited, "no card with a twice-a-round limit: the check would prove nothing"
        assert all(re.search(r"\b" + day_word + r"\)", s) for s in limited), limited
    finally:
        i18n.set_language("en")


def _singular(word: str) -> str:
    word = word.lower().strip(".,;:()")
    return word[:-1] if len(word) > 3 and word[-1] in "sx" else word


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_objectives_singular_says_what_its_plural_says(lang):
    """Played: the French singular of "identical items", "different items" and
    "different artisan types" had lost its adjective ("au moins 1 objet dans votre stock"), so
    the objective read as another one. Every word of an objective's plural form, made singular,
    is in its singular form."""
    words = CATALOGUE[lang]
    keys = [k[:-5] for k in words if k.startswith("arigato.goal.") and k.endswith(".many")]
    assert len(keys) >= 16
    for key in keys:
        one = {_singular(w) for w in words[key + ".one"].split()}
        missing = [w for w in words[key + ".many"].split() if _singular(w) not in one]
        assert not missing, (key, missing)


def test_the_ready_line_names_the_button_it_waits_for():
    """Played: the dawn said "prêt à confirmer" beside a button "Valider les rôles":
    the line names the button's own verb, in both languages."""
    for lang, words in CATALOGUE.items():
        verb = words["arigato.button.confirm"].split()[0].lower()
        assert verb in words["arigato.dawn.ready"].lower(), (lang, words["arigato.dawn.ready"])


@pytest.mark.parametrize("lang, said", [("en", "picks up 2 travelers, face down"),
                                        ("fr", "prend 2 voyageurs, face cachée")])
def test_anothers_travelers_picked_up_read_as_a_sentence(lang, said):
    """Played: the log said "Aiko: picks up the travelers 2 face-down cards"."""
    from game.core.arigato import events as ev
    from game.core.arigato.components import HIDDEN
    from game.ui.tables.arigato.log import event_line
    i18n.set_language(lang)
    try:
        assert event_line(default_content(), ev.TravelersPickedUp(seat=1, cards=(HIDDEN, HIDDEN))) == said
    finally:
        i18n.set_language("en")
