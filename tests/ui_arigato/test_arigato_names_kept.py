"""The seats' names on screen (render/context.py, `Ctx.names`), kept per names and language: the
default names follow the language on screen, and another table's seats get their own."""

from __future__ import annotations

from types import SimpleNamespace

from game.i18n import language, set_language, shown_name
from game.ui.tables.arigato.render.context import Ctx


def names(*seats: str) -> list[str]:
    return Ctx.names(SimpleNamespace(seats=[SimpleNamespace(name=n) for n in seats]))


def test_the_names_follow_the_language_and_the_seats():
    was = language()
    try:
        for lang in ("en", "fr", "en"):
            set_language(lang)
            shown = names("You", "Player 2", "Aiko")
            assert shown == [shown_name("You"), shown_name("Player 2"), "Aiko"]
            assert shown[0] != "You" if lang == "fr" else shown[0] == "You"
        assert names("Botan", "You") == ["Botan", shown_name("You")]
        shown = names("Aiko")
        shown.append("changed")            # a caller's list of its own: the kept names stay
        assert names("Aiko") == ["Aiko"]
    finally:
        set_language(was)
