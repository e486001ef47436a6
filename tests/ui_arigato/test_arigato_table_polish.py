"""The defects a player met at the Arigatō table, each as a player meets it (posted events, drawn text):
Enter after Suggest, Undo beside Start over, no tooltip through the pause menu, one colour per
score part on every screen, the favor dish in step with the header, the objective counter at dawn
counting the resident just placed, the calendar's numbers, the travelers' title and the piles'
counts apart at a larger text size."""

from __future__ import annotations

import pygame

import arigato_situations as S
from drawn_text import DrawnText
from game.core.arigato.actions import AssignRoles
from game.i18n import t
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import over_layout as O


def drawn_texts(app) -> list:
    """Every string the theme draws from now on (a list that fills as frames are drawn)."""
    out: list = []
    real = app.theme.text

    def record(surface, text, *args, **kwargs):
        out.append(text)
        return real(surface, text, *args, **kwargs)
    app.theme.text = record
    return out


def overlapping(rects) -> list:
    out = []
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            if a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]:
                out.append((a, b))
    return out


def test_enter_confirms_the_roles_after_suggest(table_app):
    """1: the Suggest button keeps no keyboard focus: Enter then confirms the roles."""
    app, pilot = table_app("HA", seed=4)
    table = app.stack.top
    pilot.click("auto")
    assert table.widget("confirm").enabled and table.focus is None
    plan = (table.plan.resident, table.plan.slot, sorted(table.plan.travelers))
    pilot.key(pygame.K_RETURN)
    mine = [a for a in table.session.state.history if a.seat == 0]
    assert len(mine) == 1 and isinstance(mine[0], AssignRoles)
    assert (mine[0].resident, mine[0].slot, sorted(mine[0].travelers)) == plan


def test_a_click_on_the_table_clears_a_keyboard_focus(table_app):
    app, pilot = table_app("HA", seed=4)
    table = app.stack.top
    pilot.key(pygame.K_TAB)
    assert table.keys.shown                 # the keyboard's focus (game/ui/tables/keys.py)
    pilot.click_at((300, 690))              # the home village's paper
    assert not table.keys.shown and table.focus is None


def test_undo_stands_beside_start_over_at_dawn():
    """2: after the red x empties a workshop at dawn, Undo appears, over no other button."""
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        S.play_until(app, pilot, S.at(2, "dawn"))
        table = app.stack.top
        village = table.view().villages[table.viewer]
        slot = next(s for s in range(4) if village.workshops[s])
        pilot.click_at(S.centre(L.empty_mark(table.current_layout().grid[slot])))
        assert any(w.id == "undo" and w.visible for w in table.widgets)
        assert overlapping([w.rect for w in table.widgets if w.visible]) == []
    finally:
        app.close(last=False, picture=False)


def test_no_tooltip_through_the_pause_menu(table_app):
    """3: a tooltip shown on the table goes when the pause menu covers it."""
    app, pilot = table_app("HA", seed=4)
    table = app.stack.top
    card, rect = table.hand_rects(table.view())[0]
    texts = drawn_texts(app)
    pilot.move(S.centre(rect))
    words = [w for r, w in table.tips if L.inside(app.mouse, r)][-1]
    first = app.theme.wrap(words.split("\n")[0], "sans", 13, O.TIP_W - 2 * O.TIP_PAD[0])[0]
    assert first in texts                    # the tooltip is drawn on the open table
    pilot.key(pygame.K_ESCAPE)
    assert app.stack.top.name == "pause"
    texts.clear()
    pilot.move(S.centre(rect))
    assert texts and first not in texts


def legend_colours(app, draw) -> dict:
    """Label -> the colour of the swatch drawn just before it (a legend), while `draw` runs."""
    seen: dict = {}
    last = {"colour": None}
    real_rect, real_text = pygame.draw.rect, app.theme.text

    def rect(surface, colour, *args, **kwargs):
        last["colour"] = tuple(colour)[:3]
        return real_rect(surface, colour, *args, **kwargs)

    def text(surface, words, *args, **kwargs):
        if last["colour"] is not None:
            seen.setdefault(words, last["colour"])
        last["colour"] = None
        return real_text(surface, words, *args, **kwargs)
    pygame.draw.rect, app.theme.text = rect, text
    try:
        draw()
    finally:
        pygame.draw.rect, app.theme.text = real_rect, real_text
    return seen


def test_one_colour_per_score_part_on_the_table_and_the_results():
    """6: objectives, favor tokens and the palace gate wear the same colour during play and on
    the results."""
    from game.ui.scenes.results import ResultsScene, part_label
    from game.ui.tables.arigato.log import part_name
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        S.play_until(app, pilot, S.at(4, "day"))
        table = app.stack.top
        surface = pygame.Surface(app.screen.get_size())

        def draw_table():
            table.renderer.forget()
            table.draw_table(surface)
        on_table = legend_colours(app, draw_table)
        S.play_until(app, pilot, lambda t, v: t.session.is_over())
        results = ResultsScene(app, table.session)
        results.layout()
        results.grow = 1.0
        on_results = legend_colours(app, lambda: results.draw(surface))
        for part in ("objectives", "favor tokens", "palace gate"):
            assert on_table[part_name(part)] == on_results[part_label(part)], part
    finally:
        app.close(last=False, picture=False)


def dish_pixels(app, table) -> bytes:
    r = app.theme.rect(*table.current_layout().dish)
    return pygame.image.tobytes(app.screen.subsurface(r), "RGB")


def test_the_dish_is_drawn_while_its_tokens_fall():
    """7: the favor dish is drawn each frame (never frozen in the table's cached picture), and
    it comes to hold what the header counts."""
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        S.play_until(app, pilot, lambda t, v: v.villages[t.viewer].favor >= 3)
        table = app.stack.top
        favor = table.view().villages[table.home].favor
        app.settings.anim_speed = 1.0
        table.dish._fill(table.home, favor - 2)    # two tokens still to fall
        pilot.frames(2)
        before = dish_pixels(app, table)
        pilot.frames(8)
        assert dish_pixels(app, table) != before   # they are seen falling
        pilot.frames(240)
        assert len(table.dish.tray.tokens) == favor
        shown = dish_pixels(app, table)
        table.renderer.forget()
        pilot.frames(1)
        assert dish_pixels(app, table) == shown    # what is on screen is the dish as it is
    finally:
        app.close(last=False, picture=False)


def test_the_objective_counter_at_dawn_counts_the_resident_being_placed():
    """10: tonight's "Now" counts the resident placed in the plan (it stands there by dusk)."""
    from game.ui.tables.arigato.render.action_panel import progress_words
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        S.play_until(app, pilot, S.at(4, "dawn"))
        table = app.stack.top
        table.layout()
        view = table.view()
        tonight = view.objectives[view.day]
        assert tonight.what == "cards" and tonight.where == "village"
        before = progress_words(table.context(), tonight)
        a = next(x for x in table.legal() if isinstance(x, AssignRoles) and x.travelers)
        table.place(a.resident, "resident", a.slot)
        after = progress_words(table.context(), tonight)
        n = sum(1 for c in view.villages[table.viewer].workshops if c > 0)
        assert str(n) in before and str(n + 1) in after and before != after
    finally:
        app.close(last=False, picture=False)


def test_the_word_item_on_a_card_face_is_drawn_whole():
    """8: on a card face, "item" beside the offering or craftsman icon is never cut ("iten")."""
    from game.core.arigato.components import default_content
    from game.ui.tables.arigato import card_art
    pygame.font.init()
    content = default_content()
    cards = [c for c in content.cards[1:] if c.gain.offered_item or c.gain.craftsmen_item]
    assert cards
    for lang in ("en", "fr"):
        from game import i18n
        i18n.set_language(lang)
        try:
            for h in (14, 22, 40):
                surface = pygame.Surface((h * 12, h), pygame.SRCALPHA)
                band = pygame.Rect(h * 4, 0, h * 7, h)     # room on both sides to see any spill
                used = card_art.gain_icons(surface, content, cards[0], band)
                drawn = pygame.mask.from_surface(surface).get_bounding_rects()
                left = min(r.left for r in drawn)
                right = max(r.right for r in drawn)
                assert band.right - used <= left and right <= band.right, (lang, h, left, right, used)
        finally:
            i18n.set_language("en")


def test_another_villages_item_counts_stand_clear_of_the_next_item():
    """Seen in the online pictures: in another village's supply line ("bonsai 1, katana 1, ...") each
    count stood against the next item's icon, so a count read as the next item's. Wherever the box
    has the room (2 to 4 players), a count leaves a gap before the next icon."""
    pygame.font.init()
    from game.ui.theme import Theme
    theme = Theme((1280, 720))
    digit = max(theme.font("sans-bold", 11).size(d)[0] for d in "0123456789") / theme.s
    cx, _ = L.SMALL_SUPPLY_COUNT_AT
    for n in (2, 3, 4):
        for box in L.compute(n, 0).opponents:
            slots = L.small_supply_slots(box.supply, 5)
            assert slots[-1][0] + cx + digit <= box.supply[0] + box.supply[2], (n, box.supply)
            for a, b in zip(slots, slots[1:]):
                assert a[0] + cx + digit + 3 <= b[0], (n, a, b, digit)


def test_the_log_never_opens_on_the_tail_of_a_wrapped_line():
    """Seen in the online pictures: the log's top row could be the second half of a wrapped line
    ("favor)") whose start had scrolled away. At every scroll position the first row drawn under
    the title begins a line."""
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        S.play_until(app, pilot, S.at(4, "day"))
        table = app.stack.top
        rows = table.renderer.log.wrapped(table.context(), L.LOG_WRAP_W)
        tails = {text for seat, text, first in rows if not first}
        starts = {text for seat, text, first in rows if first}
        assert tails - starts
        title = t("arigato.log.title")
        seen_tail_at_top = []
        for scroll in range(table.renderer.log.most_scroll(table.context()) + 1):
            table.log_scroll = scroll
            drawn = drawn_texts(app)
            app.frame(1 / 60)
            del app.theme.text                 # the theme's own again
            after = drawn[drawn.index(title) + 1:]
            top = next(s for s in after if s in tails or s in starts)
            if top in tails and top not in starts:
                seen_tail_at_top.append((scroll, top))
        assert seen_tail_at_top == []
    finally:
        app.close(last=False, picture=False)


def _drawn_at_each_scale(app, then=None):
    """(scale, what a whole frame drew) at 100% and 125%: the table forgotten and drawn anew at
    each, the mouse away; `then()` first at each scale (a table to open at that scale)."""
    for scale in (100, 125):
        app.change_setting("ui_scale", scale)
        if then is not None:
            then()
        app.mouse = (-1, -1)
        app.frame(1 / 60)
        app.stack.top.renderer.forget()
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        yield scale, drawn


def test_the_calendar_s_day_number_stands_clear_of_its_objective_at_a_larger_text_size():
    """Seen at 1280x720 at 125%: the text grown in a calendar cell of the same size, a day's number
    stood on its objective's count ("10" on "5", "2" on "1"), ink against ink, which the drawn-text
    check lets pass (texts may touch). In each cell, at 100% and 125%, every text keeps a gap of a
    pixel at least from every other."""
    app, _ = S.open_table("HA", (1280, 720), seed=3)
    try:
        for scale, drawn in _drawn_at_each_scale(app):
            days = app.stack.top.content.counts["days"]
            for day in range(1, days + 1):
                cell = app.theme.rect(*L.calendar_cell(day))
                inks = [(words, ink) for _, words, ink, _ in drawn.texts if cell.contains(ink)]
                assert len(inks) >= 2, (scale, day, inks)
                close = [(a, b) for k, (a, ra) in enumerate(inks) for b, rb in inks[k + 1:]
                         if ra.inflate(2, 2).colliderect(rb)]
                assert close == [], (scale, day, close)
    finally:
        app.close(last=False, picture=False)


def test_the_travelers_title_stands_clear_of_the_cards_under_it_at_a_larger_text_size():
    """Seen at 1280x720 at 125%: "Your travelers, passed" / "to Chiyo" set at the pitch of 100%,
    the second line's descenders stood on the top of the travelers' cards under it. At 100% and
    125% every line of the strip's title keeps a pixel's gap from every card."""
    from game.core.arigato import SPEC
    from game.ui.smoke_scaled import table_in_play
    app, _ = S.open_table("HA", (1280, 720), seed=3)
    try:
        # three people, 30 decisions: your travelers passed left
        for scale, drawn in _drawn_at_each_scale(app, lambda: table_in_play(app, SPEC)):
            said = [(words, ink) for _, words, ink, _ in drawn.texts]
            first = next(k for k, (words, _) in enumerate(said) if words.startswith("Your travelers"))
            title = [ink for _, ink in said[first:first + 2]]     # wrapped: "... passed" / "to Chiyo"
            assert said[first + 1][0].endswith("Chiyo"), said[first:first + 2]
            cards = [rect for _, rect, what in drawn.boxes if what == "card"]
            near = [(tuple(ink), tuple(rect)) for ink in title for rect in cards if ink.inflate(2, 2).colliderect(rect)]
            assert near == [], (scale, near)
    finally:
        app.close(last=False, picture=False)


def test_the_piles_counts_stand_clear_of_the_cards_at_a_larger_text_size():
    """Seen at 100% and more at 125%: the draw pile's count stood on its stack of three cards (set
    right of the stack's foot) and against the discard pile's card. At 100% and 125% each pile's
    count keeps a pixel's gap from every card."""
    app, _ = S.open_table("HA", (1280, 720), seed=3)
    try:
        for scale, drawn in _drawn_at_each_scale(app):
            band = app.theme.rect(L.DRAW_PILE[0], 0, L.LOG[0] - L.DRAW_PILE[0], L.BAND_H)
            counts = [(words, ink) for _, words, ink, _ in drawn.texts if words.isdigit() and band.contains(ink)]
            assert len(counts) == 2, counts
            cards = [rect for _, rect, what in drawn.boxes if what == "card" and band.colliderect(rect)]
            near = [(words, tuple(ink), tuple(rect)) for words, ink in counts for rect in cards
                    if ink.inflate(2, 2).colliderect(rect)]
            assert near == [], (scale, near)
    finally:
        app.close(last=False, picture=False)
