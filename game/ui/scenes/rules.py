"""The rules reference: each game's rules as scrollable, searchable text, in the player's
language where it exists, with the icons the program draws explained inline.

Texts: assets/rules/<game>.<lang>.md, a small Markdown subset: `#`/`##`/`###` headings, `- `
bullets, `| a | b |` table rows, blank-line paragraphs, and `[icon:NAME] text` for an icon line.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

import pygame

from game.core import registry
from game.i18n import LANGUAGE_NAMES, game_title, language, t
from game.resources import resource_path
from game.ui import art
from game.ui import theme as th
from game.ui.icons import draw_icon
from game.ui.keys_help import keys_section
from game.ui.scene import Input, Scene
from game.ui.widgets import Button, TextField, panel

STYLE = {  # kind -> (font role, size, colour, space before)
    "h1": ("serif-bold", 30, th.INK, 18),
    "h2": ("serif-bold", 23, th.VERMILION_DARK, 16),
    "h3": ("sans-bold", 18, th.INK, 10),
    "p": ("sans", 16, th.INK, 6),
    "li": ("sans", 16, th.INK, 2),
    "row": ("sans", 15, th.INK, 0),
    "icon": ("sans", 16, th.INK, 6),
}


@dataclass
class Line:
    kind: str
    text: str
    y: float  # base units from the top of the text
    h: float
    indent: float = 0.0
    icon: str = ""
    first: bool = True


def rules_path(game: str, lang: str):
    return resource_path("assets", "rules", f"{game}.{lang}.md")


def languages_for(game: str) -> list[str]:
    return [lang for lang in LANGUAGE_NAMES if rules_path(game, lang).exists()]


def rule_games() -> list[str]:
    """The registered games that have a rules text, in menu order."""
    return [name for name in registry.available() if languages_for(name)]


def fold(s: str) -> str:
    """Case- and accent-insensitive form for search (so 'favor' finds 'Favor', 'ete' 'été')."""
    return "".join(c for c in unicodedata.normalize("NFKD", s.casefold()) if not unicodedata.combining(c))


def strip_md(s: str) -> str:
    return re.sub(r"\*\*|__|\*|`", "", s)


def parse(text: str) -> list[tuple[str, str, str]]:
    """Markdown subset -> blocks (kind, text, icon)."""
    blocks = []
    para: list[str] = []

    def flush():
        if para:
            blocks.append(("p", " ".join(para), ""))
            para.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        m = re.match(r"^(#{1,3})\s+(.*)$", line)
        if m:
            flush()
            blocks.append((f"h{len(m.group(1))}", strip_md(m.group(2)), ""))
            continue
        m = re.match(r"^\[icon:([a-z_]+)\]\s*(.*)$", line)
        if m:
            flush()
            blocks.append(("icon", strip_md(m.group(2)), m.group(1)))
            continue
        if line.startswith(("- ", "* ")):
            flush()
            blocks.append(("li", strip_md(line[2:]), ""))
            continue
        if line.startswith("|"):
            flush()
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            blocks.append(("row", "   ·   ".join(strip_md(c) for c in cells), ""))
            continue
        para.append(line)
    flush()
    return blocks


class RulesScene(Scene):
    name = "rules"
    VIEW = (300, 110, 900, 560)  # the text viewport, base units

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        games = rule_games()
        self.game = game if game in games else games[0]
        langs = languages_for(self.game)
        self.lang = language() if language() in langs else (langs[0] if langs else "en")
        self.query = ""
        self.scroll = 0.0
        self.matches: list[int] = []
        self.match_i = 0
        self.lines: list[Line] = []
        self.content_h = 0.0
        self.dragging = False

    # --- content ----------------------------------------------------------------------------------
    def load(self) -> None:
        path = rules_path(self.game, self.lang)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, ValueError):   # missing, or damaged (a bad byte): the start-up check names it
            text = t("rules.missing")
        text += "\n\n" + keys_section(self.lang)   # the keys, the same in both games (in-game help)
        theme = self.theme
        width = self.VIEW[2] - 60
        y = 0.0
        self.lines = []
        for kind, body, icon in parse(text):
            role, size, _, before = STYLE[kind]
            y += before
            indent = 22 if kind == "li" else (44 if kind == "icon" else 0)
            wrapped = theme.wrap(body, role, size, width - indent) if body else [""]
            lh = size * 1.45
            for k, chunk in enumerate(wrapped):
                self.lines.append(Line(kind, chunk, y, lh, indent, icon if k == 0 else "", k == 0))
                y += lh
            if kind == "icon" and len(wrapped) == 1:
                y += 8
        self.content_h = y + 40
        self._search()

    def _search(self) -> None:
        q = fold(self.query.strip())
        self.matches = [i for i, ln in enumerate(self.lines) if q and q in fold(ln.text)] if q else []
        self.match_i = 0
        if self.matches:
            self._show(self.matches[0])

    def _show(self, line_index: int) -> None:
        ln = self.lines[line_index]
        self.scroll = self._clamp(ln.y - self.VIEW[3] * 0.3)

    def _clamp(self, v: float) -> float:
        return max(0.0, min(v, max(0.0, self.content_h - self.VIEW[3])))

    # --- widgets ----------------------------------------------------------------------------------
    def layout(self) -> None:
        self.widgets = []
        for i, g in enumerate(rule_games()):
            self.widgets.append(Button(f"game:{g}", game_title(g), (60, 120 + i * 60, 200, 48),
                                       lambda g=g: self.set_game(g),
                                       style="primary" if g == self.game else "ghost"))
        for i, lang in enumerate(languages_for(self.game)):
            self.widgets.append(Button(f"lang:{lang}", LANGUAGE_NAMES[lang], (60 + i * 104, 270, 96, 40),
                                       lambda lang=lang: self.set_lang(lang),
                                       style="secondary" if lang == self.lang else "ghost", size=16))
        self.search = TextField("search", (60, 350, 200, 42), self.query, self.set_query, max_len=30,
                                size=17, placeholder=lambda: t("rules.search"))
        self.widgets.append(self.search)
        self.widgets.append(Button("prev", "‹", (60, 402, 60, 36), lambda: self.next_match(-1), style="ghost", size=22))
        self.widgets.append(Button("next", "›", (200, 402, 60, 36), lambda: self.next_match(1), style="ghost", size=22))
        self.widgets.append(Button("back", lambda: t("rules.back"), (60, 620, 200, 48), self.app.pop_scene,
                                   style="secondary"))
        self.load()

    def set_game(self, game: str) -> None:
        self.game = game
        langs = languages_for(game)
        if self.lang not in langs and langs:
            self.lang = language() if language() in langs else langs[0]
        self.scroll = 0
        self.layout()

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.scroll = 0
        self.layout()

    def set_query(self, q: str) -> None:
        self.query = q
        self._search()

    def next_match(self, step: int) -> None:
        if self.matches:
            self.match_i = (self.match_i + step) % len(self.matches)
            self._show(self.matches[self.match_i])

    def handle(self, inp: Input) -> bool:
        if inp.kind in ("confirm",) and self.focus is self.search:
            self.next_match(1)
            return True
        if inp.kind == "key" and self.focus is self.search and inp.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next_match(1)
            return True
        if inp.kind == "wheel":
            self.scroll = self._clamp(self.scroll - inp.dy * 60)
            return True
        if inp.kind == "key" and self.focus is not self.search:
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: self.VIEW[3] - 60,
                    pygame.K_PAGEUP: -(self.VIEW[3] - 60), pygame.K_SPACE: self.VIEW[3] - 60,
                    pygame.K_HOME: -1e9, pygame.K_END: 1e9}.get(inp.key)
            if step is not None:
                self.scroll = self._clamp(self.scroll + step)
                return True
        if inp.kind == "click" and self._scrollbar_hit(inp.pos):
            self.dragging = True
            self._drag_to(inp.pos)
            return True
        if inp.kind == "motion" and self.dragging:
            self._drag_to(inp.pos)
            return True
        if inp.kind == "release":
            self.dragging = False
        return super().handle(inp)

    def _scrollbar_hit(self, pos) -> bool:
        x, y, w, h = self.VIEW
        return pos is not None and x + w - 18 <= pos[0] <= x + w and y <= pos[1] <= y + h

    def _drag_to(self, pos) -> None:
        x, y, w, h = self.VIEW
        frac = (pos[1] - y) / h
        self.scroll = self._clamp(frac * self.content_h - h / 2)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("rules.title"), "serif-bold", 40, th.INK, (60, 40))
        theme.text(surface, game_title(self.game), "serif", 22, th.VERMILION, (300, 64), "midleft")
        if self.query:
            msg = t("rules.matches", i=self.match_i + 1, n=len(self.matches)) if self.matches else t("rules.no_match")
            theme.text(surface, msg, "sans", 15, th.INK_SOFT, (160, 420), "center")
        x, y, w, h = self.VIEW
        view = panel(surface, theme, self.VIEW, fill=(252, 249, 242), radius=10)
        clip = surface.get_clip()
        surface.set_clip(view.inflate(-theme.px(4), -theme.px(4)))
        current = self.matches[self.match_i] if self.matches else -1
        qf = fold(self.query.strip())
        for i, ln in enumerate(self.lines):
            ly = y + 20 + ln.y - self.scroll
            if ly + ln.h < y or ly > y + h:
                continue
            role, size, colour, _ = STYLE[ln.kind]
            tx = x + 30 + ln.indent
            if qf and i in self.matches:
                hl = theme.rect(x + 10, ly - 2, w - 36, ln.h)
                pygame.draw.rect(surface, (250, 226, 160) if i == current else (246, 236, 206), hl,
                                 border_radius=theme.px(4))
            if ln.kind == "li" and ln.first:
                pygame.draw.circle(surface, th.VERMILION, theme.pt(x + 38, ly + ln.h / 2), theme.px(3))
            if ln.kind == "icon" and ln.icon:
                box = theme.rect(x + 28, ly - 4, 34, 34)
                pygame.draw.rect(surface, th.PAPER_DEEP, box, border_radius=theme.px(6))
                draw_icon(surface, ln.icon, box.inflate(-theme.px(4), -theme.px(4)), theme.colour_blind)
                tx = x + 30 + 44
            if ln.kind == "h2" and ln.first:
                pygame.draw.rect(surface, th.VERMILION, theme.rect(x + 16, ly + 6, 5, ln.h - 12))
            theme.text(surface, ln.text, role, size, colour, (tx, ly))
        surface.set_clip(clip)
        # scrollbar
        if self.content_h > h:
            track = theme.rect(x + w - 14, y + 10, 6, h - 20)
            pygame.draw.rect(surface, th.PAPER_DEEP, track, border_radius=theme.px(3))
            frac = h / self.content_h
            th_h = max(30, (h - 20) * frac)
            th_y = y + 10 + (h - 20 - th_h) * (self.scroll / max(1, self.content_h - h))
            pygame.draw.rect(surface, th.VERMILION, theme.rect(x + w - 14, th_y, 6, th_h), border_radius=theme.px(3))
        self.draw_widgets(surface)
