"""The worded decision list: every legal action as a steel-and-brass button with its sentence,
grouped under headings in the game's words, numbered 1-9 for the keyboard. It is the keyboard's
and accessibility's way to play; the board's clicks (hits.py) take the very same actions.

A choice's number is its place among the decision's choices, whatever the list's scroll: scrolling
(the player's, or the Hint bringing its choice into view) never renumbers what the player was
reading, and a digit key always means the choice that bears that number (`numbered`).
"""

from __future__ import annotations

import pygame

from game.core.daitoshi import actions as A
from game.i18n import daitoshi as words
from game.i18n import t
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.widgets import Button, Widget, rounded

ROW_H = 34       # a choice button
HEAD_H = 18      # a group heading in the list

# Choices grouped under a heading, in the game's words (catalogue keys "dtable.group.<name>").
GROUPS = {
    "dt_start_production": "production",
    "dt_move_magnate": "magnate",
    "dt_activate_building": "activate", "dt_use_government_grant": "activate",
    "dt_end_production": "finish",
    "dt_place_worker": "worker", "dt_end_placing": "finish",
    "dt_exploit_track": "exploit",
    "dt_commit_inventions": "commit", "dt_expand_district": "expand",
    "dt_renovate_district": "expand", "dt_electrify_district": "electrify",
    "dt_trade_with_city": "trade", "dt_contribute_to_mega_machine": "contribute",
    "dt_skip_action": "finish", "dt_stop_advancing": "finish", "dt_decline_partnership": "finish",
}


def group_heading(group: str) -> str:
    return t(f"dtable.group.{group}") if group else ""


SMALLEST = 9.5   # a choice's words never smaller (7.5 pt could not be read): a longer one takes more lines


def label_lines(theme, label: str, width: float) -> tuple[float, list[str]]:
    """The label's size and lines: two lines, smaller when needed, down to SMALLEST; then as many
    lines as it takes at that size (its button grows to hold them: `row_height`)."""
    return P.lines_fit(theme, label, "sans", 12, width, 2, SMALLEST)


def row_height(theme, label: str, width: float) -> float:
    """A choice's row: ROW_H, or taller for a sentence of three lines or more."""
    size, lines = label_lines(theme, label, width)
    return max(ROW_H, len(lines) * pitch(theme, size, lines) + (7 if len(lines) <= 2 else 12))


def pitch(theme, size: float, lines: list[str]) -> float:
    """A label's line pitch: three lines or more need a little more room than two, or a line's
    parentheses and accents touch the next one's (the size as drawn: the UI scale's text)."""
    return theme.drawn(size) + (1.5 if len(lines) <= 2 else 2.5)


class ChoiceButton(Widget):
    """One legal action as a steel-and-brass button with its sentence."""

    focusable = True

    def __init__(self, wid, label, rect, on_click, action, number=0) -> None:
        super().__init__(wid, rect)
        self.label = label
        self.on_click = on_click
        self.action = action
        self.number = number
        self.lit = False          # its place on the board is under the mouse

    def click(self, pos) -> None:
        self.on_click()

    def set_label(self, theme, width: float) -> tuple[float, list[str], float]:
        """The label's size, lines and line pitch in `width` (the list's rows are of one height)."""
        size, lines = label_lines(theme, self.label, width)
        return size, lines, pitch(theme, size, lines)

    def draw(self, surface, theme, hover, focused) -> None:
        x, y, w, h = self.rect
        r = theme.rect(x, y, w, h)
        finish = GROUPS.get(self.action.kind) == "finish"
        hot = hover or self.lit
        fill = (88, 78, 58) if hot else ((58, 60, 66) if finish else (70, 66, 58))
        rounded(surface, fill, r, theme.px(6))
        rounded(surface, P.ACCENT if (hot or focused) else (124, 100, 64), r, theme.px(6),
                max(1, theme.px(2 if hot or focused else 1)))
        tx = x + 8
        if self.number:
            pygame.draw.circle(surface, P.BORDER, theme.pt(x + 12, y + h / 2), theme.px(7.5))
            theme.text(surface, str(self.number), "sans-bold", 10, (20, 16, 12), (x + 12, y + h / 2), "center")
            tx = x + 24
        size, lines, lh = self.set_label(theme, w - (tx - x) - 6)
        for k, line in enumerate(lines):
            theme.text(surface, line, "sans", size, P.TEXT, (tx, y + h / 2 - 1 + (k - (len(lines) - 1) / 2) * lh),
                       "midleft")


def grouped(legal, state, viewer, lang) -> list:
    """("head", text) and ("choice", action, label) items: choices under headings in the game's
    words; Magnate moves under their district, each told by its space."""
    groups: dict[str, list] = {}
    for a in legal:
        head = GROUPS.get(a.kind, "")
        if isinstance(a, A.MoveMagnate):
            head = words.describe_magnate_district(a, state, lang=lang)
        groups.setdefault(head, []).append(a)
    items: list = []
    finish = groups.pop("finish", [])
    for head, actions in groups.items():
        if head and (len(groups) > 1 or isinstance(actions[0], A.MoveMagnate)):
            items.append(("head", head if isinstance(actions[0], A.MoveMagnate) else group_heading(head)))
        for a in actions:
            label = words.describe_magnate_space(a, state, lang=lang) if isinstance(a, A.MoveMagnate) \
                else words.describe_action(a, state, viewer, lang=lang)
            items.append(("choice", a, label))
    if finish:
        if items:
            items.append(("head", t("dtable.group.or")))
        items.extend(("choice", a, words.describe_action(a, state, viewer, lang=lang)) for a in finish)
    return items


def numbered(items: list) -> list:
    """The decision's choices in the list's order: the n-th bears the number n (1-9) and is the
    one the key n picks, wherever the list is scrolled."""
    return [item[1] for item in items if item[0] == "choice"][:9]


def heading_of(items: list, i: int) -> int | None:
    """The index of the heading item `i` stands under (None: the list has no heading above)."""
    return next((k for k in range(i, -1, -1) if items[k][0] == "head"), None)


def lay_out(table, notice_h: float) -> None:
    """The list's buttons from `table.offset` on, above the notice at the panel's foot, under
    the heading of the group they belong to; sets the table's shown_choices, head_rows,
    more_below and list_rect."""
    x, y, w, h = L.decision_list()
    h -= notice_h
    table.list_rect = (x, y, w, h)
    cy = y
    number = sum(1 for item in table.items[:table.offset] if item[0] == "choice")   # choices above
    table.shown_choices = []
    table.head_rows = []
    table.more_below = False
    theme = table.theme
    # scrolled into a group: its heading stays on top, so no choice is shown without it
    if table.offset < len(table.items) and table.items[table.offset][0] == "choice":
        head = heading_of(table.items, table.offset)
        if head is not None:
            table.head_rows.append((table.items[head][1], cy))
            cy += HEAD_H
    for k, item in enumerate(table.items[table.offset:]):
        size = HEAD_H if item[0] == "head" else ROW_H
        if item[0] == "choice":
            size = row_height(theme, item[2], w - 4 - 30)   # a long sentence: a taller button
        need = size + (ROW_H if item[0] == "head" else 0)   # never a heading without its first choice
        if cy + need > y + h - (20 if k else 0):
            table.more_below = True
            break
        if item[0] == "choice":
            number += 1
            action, label = item[1], item[2]
            table.widgets.append(ChoiceButton(f"choice:{table.offset + k}", label, (x, cy, w - 4, size - 4),
                                              lambda a=action: table.submit(a), action, number if number <= 9 else 0))
            table.shown_choices.append(action)
        else:
            table.head_rows.append((item[1], cy))
        cy += size
    if table.offset > 0 or table.more_below:
        table.widgets.append(Button("scroll:up", lambda: t("dtable.scroll.back"), (x + w - 100, y + h - 18, 48, 17),
                                    lambda: table.scroll(-4), style="brass", size=10, enabled=table.offset > 0))
        table.widgets.append(Button("scroll:down", lambda: t("dtable.scroll.more"), (x + w - 50, y + h - 18, 48, 17),
                                    lambda: table.scroll(4), style="brass", size=10, enabled=table.more_below))


def draw_heads(surface, theme, ctx) -> list:
    """The group headings and the count under the list (drawn each frame with the buttons);
    where they were drawn (pixel rects)."""
    if not ctx.choice_count and not ctx.heads:
        return []
    x, y, w, h = ctx.list_rect
    drawn = [P.text_fit(surface, theme, text.upper(), "sans-bold", 10, P.ACCENT, (x + 2, pos + HEAD_H / 2 + 1), w - 8)
             for text, pos in ctx.heads]
    n, more = ctx.choice_count, ctx.more
    count = t("dtable.choices_one" if n == 1 else "dtable.choices_many", n=n) + \
        (t("dtable.scroll_for_more") if more else "")
    return drawn + [P.text_fit(surface, theme, count, "sans", 9.5, P.SOFT, (x + 2, y + h - 9), w - (104 if more else 4))]
