"""The Arigatō table in French: a whole game against the AI with the app's language switched to
French, drawn in each phase (dawn, an effect prompt during the day, the day, the dusk discard,
the final scores). Every string the table hands to the font renderer is recorded, and so is
every catalogue key it asks for:

(a) both catalogues have the same keys, and every key the table asked for is in both;
(b) the rulebook's French words are on screen (Aube, Journée, Atelier, Porte du palais...);
(c) nothing English-only leaks: no drawn string or tooltip holds a word that only the English
    catalogue uses (player names and numbers are not words of either catalogue).

Screenshots of each phase are written to the test's folder (and to $ARIGATO_SHOTS when set)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from game import i18n
from game.core.arigato.actions import AssignRoles, DiscardItem, EndDay, UseEffect
from game.i18n.catalogue import CATALOGUE
from game.ui import theme as theme_mod
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato.render.table import SPREAD_FRAMES
from game.ui.widgets import _txt
from game.core.arigato.prompts import EffectPrompt

WORD = re.compile(r"[A-Za-zÀ-ÿ]+(?:'[A-Za-zÀ-ÿ]+)?")
# the rulebook's words, in sentence case (common nouns keep their small letter)
FRENCH_WORDS = ("Aube", "Journée", "Crépuscule", "atelier", "porte du palais", "offrande", "faveurs",
                "voyageurs", "Fabricants", "objets", "Valider les rôles", "Fin de journée",
                "Utiliser l'effet", "Passer", "CE QUI S'EST PASSÉ")


class RecordingCatalogue(dict):
    """The French catalogue, noting every key the table asks it for."""

    def __init__(self, data) -> None:
        super().__init__(data)
        self.asked: set[str] = set()

    def get(self, key, default=None):
        self.asked.add(key)
        return super().get(key, default)


def words(texts) -> set[str]:
    """The words of some texts, lower case ({placeholders} are not words)."""
    return {w.lower() for text in texts for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


def english_only_words() -> set[str]:
    """Words of the English catalogue that the French one never uses ("the", "workshop"...)."""
    return words(CATALOGUE["en"].values()) - words(CATALOGUE["fr"].values())


def test_both_catalogues_have_the_same_arigato_keys():
    en = {k for k in CATALOGUE["en"] if k.startswith("arigato.")}
    fr = {k for k in CATALOGUE["fr"] if k.startswith("arigato.")}
    assert len(en) > 300 and en == fr
    assert all(CATALOGUE["fr"][k].strip() for k in fr)
    # every type and item the content names has its words
    from game.core.arigato.components import load_content
    content = load_content()
    for family, names in (("type", content.types), ("types", content.types), ("a_type", content.types),
                          ("item", content.items), ("items", content.items), ("an_item", content.items),
                          ("counted", content.items)):
        for name in names:
            assert f"arigato.{family}.{name}" in fr, (family, name)


def play_in_french(table_app, monkeypatch, shots: Path):
    """Play a game as the human (effects used, items kept so the dusk limit bites) and return
    {phase: screenshot}, the strings drawn, the tooltips, and the keys asked."""
    drawn: list[str] = []
    text, card_text = theme_mod.Theme.text, card_art.text

    def record(self, surface, s, *a, **k):
        drawn.append(s)
        return text(self, surface, s, *a, **k)

    def record_card(surface, s, *a, **k):
        drawn.append(s)
        return card_text(surface, s, *a, **k)

    monkeypatch.setattr(theme_mod.Theme, "text", record)
    put_text = theme_mod.Theme.put_text   # a button's label, put at its offset from the paper

    def record_put(self, surface, s, *a, **k):
        drawn.append(s)
        return put_text(self, surface, s, *a, **k)
    monkeypatch.setattr(theme_mod.Theme, "put_text", record_put)
    monkeypatch.setattr(card_art, "text", record_card)
    fr = RecordingCatalogue(CATALOGUE["fr"])
    monkeypatch.setitem(CATALOGUE, "fr", fr)
    app, pilot = table_app("HA", size=(1280, 720), seed=11)
    app.change_setting("language", "fr")
    drawn.clear()                     # from here on, everything drawn is drawn in French
    table = app.stack.top
    tips: set[str] = set()
    seen: dict[str, Path] = {}
    labels: list = []

    def look(phase: str) -> None:
        pilot.frames(1)
        for _ in range(SPREAD_FRAMES):   # a move that changed most of the table is drawn over a few frames
            if not table.renderer.picture.behind:
                break
            pilot.frames(1)
        tips.update(text for _, text in table.tips)
        labels.extend((_txt(w.label), w.rect, w.size, w.style)
                      for w in table.widgets if w.visible)
        if phase not in seen:
            seen[phase] = shots / f"arigato_fr_{phase}.png"
            app.screenshot(seen[phase])
            if os.environ.get("ARIGATO_SHOTS"):
                Path(os.environ["ARIGATO_SHOTS"]).mkdir(parents=True, exist_ok=True)
                app.screenshot(Path(os.environ["ARIGATO_SHOTS"]) / seen[phase].name)

    try:
        for _ in range(3000):
            if table.session.is_over():
                app.mouse = (-1, -1)
                table.end_wait = 99.0
                look("over")
                break
            if not table.my_turn():
                pilot.frames(1)
                continue
            view = table.view()
            village = view.villages[table.viewer]
            legal = table.legal()
            if village.pending:
                look("effect" if isinstance(village.pending[0], EffectPrompt) else "bonus")
                pick = next((a for a in legal if isinstance(a, UseEffect) and a.use), legal[0])
            elif view.phase == "dawn":
                pilot.click("auto")             # the Suggest button fills the plan
                if view.day == 2:               # a card picked up: allowed and refused workshops
                    table.selected = table.plan.craftsmen[0] if table.plan.craftsmen else None
                look("dawn")
                table.selected = None
                pick = table.plan_action() or next((a for a in legal if isinstance(a, AssignRoles)), legal[0])
            elif view.phase == "day":
                if view.day >= 3:
                    lay = table.current_layout()
                    slot = next((s for s, c in enumerate(village.workshops) if c), None)
                    if slot is not None:      # the workshop menu, and a refusal in words
                        table.popup = slot
                        table.layout()
                        x, y, w, h = lay.grid[slot]
                        pilot.drag((x + w / 2, y + h / 2), (lay.gate[0] + 20, lay.gate[1] + 10))
                look("day")
                table.popup = None
                pick = EndDay(table.viewer)
            elif view.phase == "dusk":
                look("dusk")
                pick = next(a for a in legal if isinstance(a, DiscardItem))
            else:
                pick = legal[0]
            table.submit(pick)
            pilot.frames(1)
    finally:
        i18n.set_language("en")
    return seen, drawn, tips, fr.asked, labels, app


def test_the_table_speaks_french_in_every_phase(table_app, monkeypatch, tmp_path):
    seen, drawn, tips, asked, labels, app = play_in_french(table_app, monkeypatch, tmp_path)
    assert {"dawn", "effect", "day", "dusk", "over"} <= set(seen), sorted(seen)
    # (a) every key the table asked for is in both catalogues (no fallback to English or the key)
    arigato_keys = {k for k in asked if k.startswith("arigato.")}
    assert len(arigato_keys) > 150
    assert sorted(k for k in asked if k not in CATALOGUE["en"] or k not in CATALOGUE["fr"]) == []
    # (b) the rulebook's words are on screen
    screen_text = "\n".join(drawn + sorted(tips))
    missing = [w for w in FRENCH_WORDS if w not in screen_text]
    assert missing == []
    assert any("Forgeronne" in t or "Botaniste" in t or "Sculpteur" in t for t in tips)
    # (c) no English-only word drawn or in a tooltip
    english = english_only_words()
    assert {"the", "your", "workshop", "craftsmen", "favor"} <= english   # the check sees English
    leaks = sorted({s for s in set(drawn) | tips if words([s]) & english})
    assert leaks == [], leaks[:10]
    # French is longer: every button's label fits inside it
    too_wide = set()
    for label, rect, size, style in labels:
        role = "sans-bold" if style in ("primary", "brass", "secondary") else "sans"
        width = app.theme.font(role, size).size(label)[0] / app.theme.s
        if width > rect[2] - 16:
            too_wide.add((label, width, rect[2]))
    assert too_wide == set()
    # and back in English, the same table speaks English again
    assert i18n.t("arigato.button.confirm") == "Confirm roles"
