"""Words a new player tripped over at the Arigatō table (a real-window play-through):
hints that put the artisan after a stray colon ("préparez l'offrande de : forgeronne"), a full
village's suggestion in double brackets ("renvoyez : origamiste (en haut à droite) (avec son x)"),
the 10-favor bonus saying "tu" where the game says "vous", and the card icon that read "lui" for
the card itself."""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.ui.tables.arigato.words import slot_name


def who(type_key: str = "origamist", slot: int = 1) -> str:
    return i18n.t("arigato.hint.who", type=i18n.t(f"arigato.type.{type_key}"), slot=slot_name(slot))


def stray(sentence: str) -> list[str]:
    """What reads as a list rather than a sentence: a colon after a verb or "de", two brackets
    in a row."""
    out = []
    if re.search(r"\b(de|of|renvoyez|dismiss|palais|gate|préparez) ?:", sentence):
        out.append("colon after a word that wants its object")
    if re.search(r"\)\s*\(", sentence):
        out.append("double brackets")
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hints_about_a_workshop_read_as_sentences(lang):
    with _lang(lang):
        hints = [i18n.t(k, who=who()) for k in ("arigato.hint.prepare", "arigato.hint.to_gate",
                                                 "arigato.hint.dismiss")]
        roles = i18n.t("arigato.hint.roles_final", type=i18n.t("arigato.type.botanist"), slot=slot_name(2))
        hints.append(i18n.t("arigato.suggest.empty", empty=i18n.t("arigato.hint.dismiss", who=who())))
        hints.append(i18n.t("arigato.suggest.empty_then", empty=i18n.t("arigato.hint.dismiss", who=who()),
                            roles=roles))
        review = i18n.t("review.better", action=i18n.t("arigato.hint.prepare", who=who("blacksmith", 3)))
        hints.append(review)
        assert [(h, stray(h)) for h in hints if stray(h)] == []


def test_the_bonus_choice_says_vous_like_the_rest_of_the_game():
    with _lang("fr"):
        chosen = i18n.t("arigato.bonus.chosen", items="bonsaï, bonsaï")
        sub = i18n.t("arigato.bonus.sub")
    assert "Choisissez" not in chosen and not re.search(r"\bChoisis\b", chosen), chosen
    assert "choisissez" in sub        # the game's own "vous", in the same popup
    assert chosen.startswith("Votre choix"), chosen


def test_the_gate_icon_names_the_card_itself_in_french():
    """"When this card is placed under your palace gate" (the self_to_gate effect): the French
    word is the card ("celle-ci", feminine like "carte"), not "lui" (him)."""
    with _lang("fr"):
        assert i18n.t("arigato.card_art.this") == "celle-ci"


class _lang:
    def __init__(self, lang):
        self.lang = lang

    def __enter__(self):
        self.before = i18n.language()
        i18n.set_language(self.lang)

    def __exit__(self, *exc):
        i18n.set_language(self.before)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_replay_never_calls_the_player_to_move(lang):
    """Watch again, or a review's replay, moving to the human's decision: the heading said "À
    VOTRE TOUR" / "Next: you" as if the player were to play now; it says whose move is replayed."""
    from game.i18n import said_to
    with _lang(lang):
        said = said_to("replay.next", "You").lower()
        assert not re.search(r"your turn|votre tour|next: you", said), said
        assert ("replayed" if lang == "en" else "rejoué") in said, said
