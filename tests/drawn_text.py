"""The drawn-text check: every text a screen draws in one frame, with the panels,
cards and buttons around it, checked as a reader would: no text cut short ("…" that no catalogue
sentence ends with), no two texts on top of each other, no text straddling the edge of a panel,
card or button drawn before it, no card or button drawn over a text, nothing off the window.

Texts are measured by their ink (the drawn pixels), not by the font's box, so lines set close
together are not taken for overlapping. A panel drawn after a text is an overlay (a menu, a
tooltip, the dusk's moment): what it covers is simply hidden, never a defect.

    with DrawnText(app) as drawn:
        app.frame(1 / 60)            # (a table's cached picture: renderer.forget() first)
    assert drawn.problems() == []
"""

from __future__ import annotations

import re

import pygame

from game.i18n.catalogue import CATALOGUE

ELLIPSES = ("…", "...")
SLACK = 1          # pixels two boxes may share (anti-aliasing at an edge)


def _allowed_endings() -> list[re.Pattern]:
    """Sentences of the catalogue that end with an ellipsis by design ("Aiko is thinking...")."""
    out = []
    for words in CATALOGUE.values():
        for text in words.values():
            if text.endswith(ELLIPSES):
                parts = re.split(r"\{[^}]*\}", text)
                out.append(re.compile(".*".join(re.escape(p) for p in parts) + "$", re.S | re.I))
    return out


def _inter(a: pygame.Rect, b: pygame.Rect) -> pygame.Rect:
    return a.clip(b)


def _straddles(text: pygame.Rect, box: pygame.Rect) -> bool:
    """The text lies partly inside the box and partly outside it (by more than the slack)."""
    clip = _inter(text, box)
    if clip.w <= SLACK or clip.h <= SLACK:
        return False
    inner = box.inflate(2 * SLACK, 2 * SLACK)
    return not inner.contains(text)


class DrawnText:
    """Records, while active, each text drawn by the theme (with its ink box), each panel, card
    face and button; `problems()` lists what a reader would stumble on."""

    def __init__(self, app) -> None:
        self.app = app
        self.texts: list = []     # (seq, text, ink rect, layer)
        self.panels: list = []    # (seq, rect, layer)
        self.boxes: list = []     # (seq, rect, what): cards and buttons
        self.seq = 0
        self._undo: list = []

    # --- recording --------------------------------------------------------------------------------
    def __enter__(self) -> "DrawnText":
        from game.ui import widgets
        from game.ui.tables.arigato import card_art
        from game.ui.tables.arigato.render import moment
        theme = self.app.theme
        real_text = theme.text

        def text(surface, words, role, size, colour, pos, anchor="topleft", alpha=255):
            rect = real_text(surface, words, role, size, colour, pos, anchor, alpha)
            if words.strip() and alpha > 60 and surface is self.target(surface):
                ink = theme.render(words, role, size, colour).get_bounding_rect().move(rect.topleft)
                self._note(self.texts, words, ink, self.layer(surface))
            return rect
        theme.text = text
        self._undo.append(lambda: theme.__dict__.pop("text", None))
        real_put_text = theme.put_text

        def put_text(surface, words, role, size, colour, at):
            rect = real_put_text(surface, words, role, size, colour, at)
            if words.strip() and surface is self.target(surface):
                ink = theme.render(words, role, size, colour).get_bounding_rect().move(rect.topleft)
                self._note(self.texts, words, ink, self.layer(surface))
            return rect
        theme.put_text = put_text
        self._undo.append(lambda: theme.__dict__.pop("put_text", None))
        # papers and buttons drawn where they lie, their words with them, not put from kept
        # pictures (kept_paper.py: the same pixels, tests/ui/test_ui_kept_paper.py)
        from game.ui import kept_paper
        self._patch(kept_paper, "put", lambda *a, **k: False)

        real_panel = widgets.panel

        def panel(surface, theme_, rect, *args, **kwargs):
            r = real_panel(surface, theme_, rect, *args, **kwargs)
            if (kwargs.get("overlay") or kwargs.get("alpha", 255) >= 200) and surface is self.target(surface):
                self._note(self.panels, r, "overlay" if kwargs.get("overlay") else self.layer(surface))
            return r
        self._patch(widgets, "panel", panel)
        for module in self._modules_using("panel"):
            if getattr(module, "panel", None) is real_panel:
                self._patch(module, "panel", panel)

        real_put = moment.put_paper    # Arigatō's moment: its blank paper kept, put again (not a panel call)

        def put_paper(surface, blank, rect):
            real_put(surface, blank, rect)
            if surface is self.target(surface):
                self._note(self.panels, rect, "overlay")
        self._patch(moment, "put_paper", put_paper)

        real_card = card_art.draw_card

        def draw_card(surface, content, card_id, rect, *args, **kwargs):
            real_card(surface, content, card_id, rect, *args, **kwargs)
            if kwargs.get("lift"):
                rect = rect.move(0, -max(2, rect.h // 12))
            self._note(self.boxes, rect, "card")
        self._patch(card_art, "draw_card", draw_card)

        from game.ui.tables.daitoshi.choices import ChoiceButton   # Daitoshi's choices (and its pickers')
        for kind in (widgets.Button, ChoiceButton):
            self._patch(kind, "draw", self._noting_box(kind.draw))
        return self

    def _noting_box(self, real):
        def draw(widget, surface, theme_, hover, focused):
            self._note(self.boxes, theme_.rect(*widget.rect), "button")
            real(widget, surface, theme_, hover, focused)
        return draw

    def __exit__(self, *exc) -> None:
        for undo in reversed(self._undo):
            undo()
        self._undo.clear()

    def layer(self, surface) -> str:
        """"screen" for what is drawn straight on the window, "picture" for a table's cached
        picture: a panel drawn on the screen over the picture is an overlay (a tooltip, a menu,
        the dusk's moment), one drawn in the same layer is a region of the screen."""
        return "screen" if surface is self.app.screen else "picture"

    def target(self, surface):
        """Texts count when drawn on the window or on a table's cached picture (same size)."""
        return surface if surface.get_size() == self.app.screen.get_size() else None

    def _patch(self, owner, name: str, value) -> None:
        real = getattr(owner, name)
        setattr(owner, name, value)
        self._undo.append(lambda: setattr(owner, name, real))

    @staticmethod
    def _modules_using(name: str) -> list:
        import sys
        return [m for key, m in list(sys.modules.items()) if key.startswith("game.ui") and m is not None
                and hasattr(m, name)]

    def _note(self, into: list, *item) -> None:
        self.seq += 1
        into.append((self.seq, *item))

    # --- checking ---------------------------------------------------------------------------------
    def visible_texts(self) -> list:
        """(seq, text, ink) of the texts no later overlay lies over (an overlay hides what it
        covers; a region of the same layer drawn over a text is a defect, listed apart)."""
        out = []
        for seq, words, ink, layer in self.texts:
            if any(p_seq > seq and rect.colliderect(ink) and (p_layer != layer or rect.contains(ink))
                   for p_seq, rect, p_layer in self.panels):
                continue
            out.append((seq, words, ink))
        return out

    def covered(self) -> list[str]:
        """Texts a panel of their own layer, drawn after them, lies partly over."""
        return [f"under a panel: {words!r} {tuple(ink)} / {tuple(rect)}"
                for seq, words, ink, layer in self.texts for p_seq, rect, p_layer in self.panels
                if p_seq > seq and p_layer == layer and ink.colliderect(rect) and not rect.contains(ink)]

    def _on_later_panel(self, after: int, before: int, ink: pygame.Rect) -> bool:
        """The text lies on a panel drawn between `after` and itself (a menu over the cards)."""
        return any(after < p_seq < before and rect.contains(ink) for p_seq, rect, _ in self.panels)

    def problems(self) -> list[str]:
        window = pygame.Rect((0, 0), self.app.screen.get_size())
        allowed = _allowed_endings()
        out = self.covered()
        texts = self.visible_texts()
        for k, (seq, words, ink) in enumerate(texts):
            if not window.contains(ink):
                out.append(f"off the window: {words!r} {tuple(ink)}")
            if words.rstrip().endswith(ELLIPSES) and not any(p.search(words.strip()) for p in allowed):
                out.append(f"cut short: {words!r}")
            for seq2, words2, ink2 in texts[k + 1:]:
                clip = _inter(ink, ink2)
                if clip.w > SLACK and clip.h > SLACK:
                    out.append(f"on top of each other: {words!r} {tuple(ink)} and {words2!r} {tuple(ink2)}")
            for p_seq, rect, _ in self.panels:
                if p_seq < seq and _straddles(ink, rect) and not self._on_later_panel(p_seq, seq, ink):
                    out.append(f"across a panel's edge: {words!r} {tuple(ink)} / {tuple(rect)}")
            for b_seq, rect, what in self.boxes:
                if b_seq < seq and _straddles(ink, rect) and not self._on_later_panel(b_seq, seq, ink):
                    out.append(f"across a {what}'s edge: {words!r} {tuple(ink)} / {tuple(rect)}")
                elif b_seq > seq and _inter(ink, rect).w > SLACK and _inter(ink, rect).h > SLACK:
                    out.append(f"under a {what}: {words!r} {tuple(ink)} / {tuple(rect)}")
        return out
