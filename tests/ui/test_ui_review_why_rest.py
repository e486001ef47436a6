"""A review's "Why" accounts for the loss (game/ui/review/words.py, `why_words`): its reasons'
points, the largest part the better move gives up, and the rest said plainly in the game's own
points, in English and French: what the reasons leave unsaid is the loss less what they say."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ai.appraise import Appraisal
from game.ai.hint import Reason
from game.ai.review_data import Decision
from game.core.arigato.actions import EndDay
from game.ui.review.words import why_words
from game.ui.tables.arigato.scene import ArigatoTable
from game.ui.tables.daitoshi.scene import DaitoshiTable
from game.ui.theme import Theme


def decision(loss: float, reasons: tuple[Reason, ...]) -> Decision:
    move = Appraisal(EndDay(0), 0.0, 0.0, (0.0, 0.0), (), 8)
    return Decision(0, 1, 10, ("turn", 9), move, move, loss, "mistake", reasons=reasons)


def said(d: Decision, table, lang: str, **how) -> str:
    try:
        i18n.set_language(lang)
        words = why_words(d, table, **how)
    finally:
        i18n.set_language("en")
    assert "{" not in words and "_" not in words and ":grant" not in words, words
    return words


DAITOSHI = (Reason("later", "goods", 5.0, 13, amount=3.0), Reason("won", "production", 4.0, 13),
            Reason("event", "luxury", 1.0, 10), Reason("cost", "later:grant", 6.0))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rest_is_the_loss_less_what_the_reasons_and_the_cost_say(lang):
    # 6 VP lost: 5 + 4 said, 6 given up, so 3 VP in other differences
    words = said(decision(6.0, DAITOSHI), DaitoshiTable, lang, most=5)
    if lang == "en":
        assert words == ("Why: Resources, Wealth and Workers in hand in turn 13: +3.0, worth +5.0 VP; "
                         "VP won in Production Turns by turn 13: +4.0 VP; Luxury goods delivered in turn 10; "
                         "given up: the Government Grant, -6.0 VP; and about 3 VP in other differences")
    else:
        assert words.startswith("Pourquoi : Ressources, Richesse et Ouvriers en main au tour 13 : +3,0, soit +5,0 PV")
        assert words.endswith("cédé : la Subvention du gouvernement, -6,0 PV\u00a0; et environ 3 PV dans d'autres différences")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_reasons_worth_more_than_the_loss_say_what_is_given_up_elsewhere(lang):
    words = said(decision(2.0, DAITOSHI[:2]), DaitoshiTable, lang)
    assert words.endswith("less about 7 VP given up elsewhere" if lang == "en"
                          else "moins environ 7 PV cédés ailleurs")


def test_a_loss_its_reasons_say_whole_has_no_rest():
    assert said(decision(9.4, DAITOSHI[:2]), DaitoshiTable, "en").endswith("+4.0 VP")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_arigatos_rest_is_favor_in_other_differences(lang):
    """Arigatō breaks its later favor down by part (game/ai/arigato/evaluation.py): what its
    reasons leave unsaid is other differences, in favor, never favor "not attributed"."""
    why = (Reason("event", "favor_bonus", 1.0, 8, 20), Reason("category", "favor tokens", 3.25))
    words = said(decision(12.0, why), ArigatoTable, lang)
    assert words.endswith("and about 9 favor in other differences" if lang == "en"
                          else "et environ 9 faveurs dans d'autres différences")
    assert "VP" not in words and "PV" not in words


def test_the_shorter_whys_leave_out_the_cost_then_the_rest():
    d = decision(7.0, DAITOSHI)
    short = said(d, DaitoshiTable, "en", most=1, against=False)
    assert short == ("Why: Resources, Wealth and Workers in hand in turn 13: +3.0, worth +5.0 VP; "
                     "and about 2 VP in other differences")
    assert said(d, DaitoshiTable, "en", most=1, rest=False, against=False) == \
        "Why: Resources, Wealth and Workers in hand in turn 13: +3.0, worth +5.0 VP"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_of_two_reasons_tells_the_largest_points_before_events(lang):
    """Arigatō's last day: two events, then the palace gate's 14 favor, the whole loss: a card of
    two reasons says the 14 favor first (it once said the two events, and the 14 favor as other
    differences), then an event; nothing is left unsaid."""
    why = (Reason("event", "offering", 2.0, 12), Reason("event", "to_gate", 2.0, 12),
           Reason("category", "palace gate", 14.0))
    words = said(decision(14.0, why), ArigatoTable, lang, most=2)
    assert words == ("Why: Palace gate: +14.0 favor; An offering prepared on day 12" if lang == "en"
                     else "Pourquoi : Porte du palais : +14,0 faveurs\u00a0; Une offrande préparée le jour 12")


def test_events_keep_their_place_where_they_stand_for_the_larger_part():
    """Where the points no reason accounts for (here 11 of the 14 favor lost, in parts too small
    to be said) outweigh the part said, the events the playouts saw stand for them and come first; the part
    a card has no room for is then one of the other differences."""
    why = (Reason("event", "offering", 2.0, 12), Reason("event", "to_gate", 2.0, 12),
           Reason("category", "palace gate", 3.0))
    words = said(decision(14.0, why), ArigatoTable, "en", most=2)
    assert words.startswith("Why: An offering prepared on day 12; ")
    assert words.endswith("and about 14 favor in other differences")
    assert said(decision(14.0, why), ArigatoTable, "en", most=3).endswith(
        "+3.0 favor; and about 11 favor in other differences")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_points_a_card_has_no_room_for_are_other_differences_not_unattributed(lang):
    """A part with points that a card of two reasons leaves out, the two larger told: attributed,
    so one of the other differences, not "later in the game"."""
    why = (Reason("event", "offering", 2.0, 12), Reason("category", "palace gate", 9.0),
           Reason("category", "favor tokens", 5.0), Reason("category", "objectives", 4.0))
    words = said(decision(18.0, why), ArigatoTable, lang, most=2)
    assert words.endswith("and about 4 favor in other differences" if lang == "en"
                          else "et environ 4 faveurs dans d'autres différences")


@pytest.mark.parametrize("lang,sep", [("en", "; "), ("fr", "\u00a0; ")])
def test_the_reasons_are_set_apart_as_the_language_sets_a_semicolon(lang, sep):
    """French sets a space before a semicolon as before a colon ("Pourquoi : ..."): "29,4 PV de
    moins; Score ..." was English punctuation on a French card. A no-break space: a card's line
    never begins with the semicolon (the wrap breaks at spaces only)."""
    why = (Reason("event", "offering", 2.0, 12), Reason("category", "palace gate", 9.0),
           Reason("category", "favor tokens", 5.0))
    words = said(decision(18.0, why), ArigatoTable, lang, most=2)
    parts = words.split(sep)
    assert len(parts) == 3, words
    assert all(not part.endswith(" ") and not part.startswith(" ") for part in parts), words
    pygame.font.init()
    theme = Theme((1280, 720))
    for width in range(60, 400, 7):     # wrapped at every width a card may have, none begins with ";"
        assert not any(line.startswith(";") for line in theme.wrap(words, "sans", 10, width)), width


def test_every_character_a_hint_or_a_why_may_say_is_drawn():
    """The words of a hint and of a review's Why, each game's reasons among them, in both
    languages, hold no character the shipped sans fonts lack (a missing glyph draws as the
    font's empty box: the minus sign once did, "given up: ..., ▯5.0 VP")."""
    import pygame

    from game.i18n.catalogue import CATALOGUE
    from game.resources import resource_path
    from game.ui.theme import FONT_FILES
    i18n.t("table.hint.cost")          # the games' own words merged into the catalogue
    pygame.font.init()
    prefixes = ("table.hint", "review.why", "review.cost", "dtable.reason", "arigato.reason", "part.")
    chars = {ch for lang in ("en", "fr") for key, words in CATALOGUE[lang].items()
             if key.startswith(prefixes) for ch in words if not ch.isspace()}
    assert "-" in chars and "é" in chars and "ō" in chars
    assert any(key.startswith("dtable.reason") for key in CATALOGUE["fr"])
    for role in ("sans", "sans-bold"):
        font = pygame.font.Font(str(resource_path("assets", "fonts", FONT_FILES[role])), 40)

        def picture(ch: str) -> bytes:
            return pygame.image.tobytes(font.render(ch, True, (0, 0, 0), (255, 255, 255)), "RGB")
        empty = picture("\ue000")
        missing = sorted(ch for ch in chars if picture(ch) == empty)
        assert missing == [], (FONT_FILES[role], missing)
