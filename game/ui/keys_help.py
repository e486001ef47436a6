"""The in-game help's section on the keys: the same for both games, in the rules screen's
language, after each game's rules (game/ui/scenes/rules.py). Its words: game/i18n/keys.py; the
buttons it names are named as the table names them."""

from __future__ import annotations

from game.i18n import t_in

# (the keys, what they do), catalogue keys, in the order the section lists them
KEYS = ("tab", "arrows", "enter", "escape", "undo", "digits", "space", "chat")


def keys_section(lang: str) -> str:
    """The section as the rules' Markdown subset: a heading, a paragraph, a bullet a key."""
    buttons = {name: t_in(lang, key) for name, key in (
        ("confirm", "arigato.button.confirm"), ("use", "arigato.button.use"),
        ("take", "arigato.button.take_bonus"), ("end_day", "arigato.button.end_day"),
        ("undo", "arigato.button.undo"))}
    lines = [f"## {t_in(lang, 'keys.title')}", "", t_in(lang, "keys.intro"), ""]
    lines += ["- " + t_in(lang, "keys.line", keys=t_in(lang, f"keys.{k}"), does=t_in(lang, f"keys.{k}.does", **buttons))
              for k in KEYS]
    return "\n".join(lines) + "\n"
