"""The Daitoshi table's Hint: the hard agent's choice, in words, its button outlined and brought
into view, with its gain over the next best move and its reasons; forgotten once the
situation changes; cancelled when the table closes."""

from __future__ import annotations

import os
import time

import pygame
import pytest

from game.ai.hint import Hint
from game.ui.tables import hinting
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import overlay as daitoshi_overlay
from game.ui.tables.daitoshi.scene import ChoiceButton


def wait_for_hint(table, pilot, limit: float = 30.0) -> None:
    deadline = time.monotonic() + limit
    while table.hint_state() == "thinking" and time.monotonic() < deadline:
        time.sleep(0.01)
        pilot.frames(1)      # the window keeps drawing while the hint thinks


@pytest.mark.usefixtures("quick_hints")
def test_a_hint_names_a_legal_choice_and_shows_its_button(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    assert table.hint_state() == "none"
    pilot.click("hint")
    assert table.hint_state() == "thinking"
    wait_for_hint(table, pilot)
    assert table.hint_state() == "ready"
    action = table.hint["action"]
    assert action in table.session.legal_actions(table.viewer)
    assert table.hint["text"] and "dt_" not in table.hint["text"] and "=" not in table.hint["text"]
    pilot.frames(2)
    shown = [w for w in table.widgets if isinstance(w, ChoiceButton) and w.action == action]
    assert shown, "the hinted choice is scrolled into the list"
    i = next(k for k, item in enumerate(table.items) if item[0] == "choice" and item[1] == action)
    heading = next((item[1] for item in reversed(table.items[:i]) if item[0] == "head"), None)
    if heading is not None:
        assert heading in [text for text, _ in table.head_rows], "shown under its group's heading"
    if os.environ.get("ARIGATO_SHOTS"):
        pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"], "daitoshi-hint.png"))
    # choosing anything moves the game on: the hint no longer applies
    pilot.click(shown[0].id)
    assert table.hint_state() == "none"


def test_no_hint_while_another_seat_decides(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    for _ in range(200):   # the human's turn, by its buttons, until the AI must decide
        if not table.my_turn():
            break
        pilot.click(next(w for w in table.widgets if isinstance(w, ChoiceButton)).id)
    assert not table.my_turn() and not table.session.is_over()
    table.ask_hint()
    assert table.hint is None and table.hint_state() == "none"
    assert not any(w.id == "hint" for w in table.widgets)


def test_closing_the_table_cancels_a_thinking_hint(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    pilot.click("hint")
    job = table.hint
    table.exit()
    assert job["cancel"].is_set()
    deadline = time.monotonic() + 60   # a bound on a hang, however busy the machine
    while job["text"] is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert job["text"] is not None   # the search stopped early and answered


@pytest.mark.usefixtures("quick_hints")
def test_the_hint_box_leaves_the_choices_and_their_scroll_buttons_in_view(daitoshi_app, monkeypatch):
    """The box saying the hint lies beside the decision panel, a refusal's at its foot with the
    list ending above it: no choice and neither scroll button hides under either."""
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    boxes = []
    real = daitoshi_overlay.panel

    def spy(surface, theme, rect, *args, **kwargs):
        r = real(surface, theme, rect, *args, **kwargs)
        if tuple(kwargs.get("fill", (0, 0, 0))[:3]) in ((40, 44, 52), (90, 36, 30)):
            boxes.append(pygame.Rect(r))
        return r

    monkeypatch.setattr(daitoshi_overlay, "panel", spy)

    def covered() -> list[str]:
        boxes.clear()
        pilot.frames(2)
        assert boxes, "no notice drawn"
        listed = [w for w in table.widgets if isinstance(w, ChoiceButton) or w.id.startswith("scroll:")]
        return [w.id for w in listed if any(table.theme.rect(*w.rect).colliderect(b) for b in boxes)]

    pilot.click("hint")
    wait_for_hint(table, pilot)
    assert table.more_below or table.offset, "this position's list needs scrolling (the case tested)"
    assert any(w.id == "scroll:down" for w in table.widgets)
    assert covered() == []
    table.refuse("not now")
    assert covered() == []
    table.message_time = 0
    table.hint = None
    pilot.frames(2)
    assert table.notice_h == 0   # without a notice the list has the panel again


def test_a_hint_still_thinking_is_cancelled_once_the_player_moves_on(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    pilot.click("hint")
    job = table.hint
    assert table.hint_state() == "thinking"
    pilot.click(next(w for w in table.widgets if isinstance(w, ChoiceButton)).id)
    pilot.frames(1)
    assert job["cancel"].is_set() and table.hint_state() == "none"


@pytest.mark.usefixtures("quick_hints")
def test_a_hint_from_before_an_undo_does_not_come_back(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    for _ in range(100):             # the human's choices, until one of them can be taken back
        pilot.click(next(w for w in table.widgets if isinstance(w, ChoiceButton)).id)
        assert pilot.until_my_turn()
        if table.can_undo():
            break
    pilot.click("hint")
    wait_for_hint(table, pilot)
    assert table.hint_state() == "ready"
    undone = table.session.state.history[-1]
    pilot.click("undo")
    assert table.hint_state() == "none"
    # another choice than the one taken back: the history is as long again, the situation is not
    other = next(w for w in table.widgets if isinstance(w, ChoiceButton) and w.action != undone)
    pilot.click(other.id)
    assert table.session.state.history[-1] != undone
    assert table.hint_state() == "none"


def _explained(table, why):
    """The hint made ready by hand with the longest reasons of each kind (the search's own
    answer is tested in test_a_hint_says_its_gain_over_the_next_best), for the first choice
    but one."""
    import threading

    from game.ai.hint import Hint
    action = table.session.legal_actions(table.viewer)[1]
    table.hint = {"key": table.hint_key(), "text": table.hint_words(table.view(), action), "action": action,
                  "hint": Hint(action, (), 12.46, why, weighed=3), "cancel": threading.Event()}
    return action


@pytest.mark.usefixtures("quick_hints")
def test_a_hint_says_its_gain_over_the_next_best(daitoshi_app):
    from game.i18n import t
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    pilot.click("hint")
    wait_for_hint(table, pilot)
    found = table.hint["hint"]
    assert found is not None and found.action == table.hint["action"]
    lines = table.hint_lines()
    assert lines == table.reason_lines(found, table.view()) and 1 <= len(lines) <= 6
    assert lines[0] in (t("table.hint.alone"), t("table.hint.even")) or "VP" in lines[0]
    pilot.frames(2)
    assert tuple(table.hint_note[3]) == lines   # said in the hint's box


def longest():
    """The longest words a hint may give: three reasons (an event "likely", the River Pilgrim's
    penalty and the Banners' rewards, two digits and a decimal each, in a turn of three digits),
    what it gives up (the resources, Wealth and Workers in hand, the longest part's name), and
    the rest of its gain: the gain, 12.46 VP, is 12.25 + 12.25 - 24.75, and 12.71 VP in other
    differences, which the event, said first, stands for."""
    from game.ai.hint import Reason
    return (Reason("event", "upgrade", 0.6, 128), Reason("later", "river_penalty", 12.25, 129),
            Reason("later", "banners", 12.25, 129), Reason("cost", "later:goods", 24.75))


@pytest.mark.usefixtures("quick_hints")
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hint_its_gain_and_reasons_fit_and_leave_its_choice_in_view(daitoshi_app, size, lang):
    """The move, "about +N VP over the next best", its three reasons, what it gives up and the
    rest of its gain, the longest a hint may give (`longest`), in the hint's box beside the
    decision panel: no text cut or on another, the hinted choice shown clear of the box."""
    from drawn_text import DrawnText
    app, pilot = daitoshi_app("HA", size=size, seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    app.change_setting("language", lang)
    try:
        action = _explained(table, longest())
        pilot.frames(3)
        app.mouse = (-1, -1)
        with DrawnText(app) as drawn:
            pilot.frames(1)
        assert drawn.problems() == []
        box = table.theme.rect(*table.hint_at)
        said = " ".join(" ".join(words.split()) for _, words, ink, _ in drawn.texts if box.contains(ink))
        lines = table.hint_lines()
        assert len(lines) == 6, lines             # the gain, three reasons, the part given up, the rest
        assert lines[-1] == ("Other differences: +12.7 VP" if lang == "en" else "Autres différences : +12,7 PV")
        for line in lines:
            assert " ".join(line.split()) in said, line          # each said whole
        mine = [b for b in table.widgets if isinstance(b, ChoiceButton) and b.action == action]
        assert mine and not table.theme.rect(*mine[0].rect).colliderect(box)
        x, y, w, h = L.LOG
        assert table.theme.rect(x, y, w, h).contains(box), "beside the panel, within the log's place"
        if os.environ.get("ARIGATO_SHOTS"):
            pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"],
                                                       f"daitoshi-hint-{size[0]}-{lang}.png"))
    finally:
        from game import i18n
        i18n.set_language("en")


def test_a_hint_scrolling_the_list_renumbers_nothing_and_a_key_picks_the_number_it_shows(daitoshi_app,
                                                                                       monkeypatch):
    """A choice's number is its place among the decision's choices, so the
    Hint bringing a far choice into view renumbers nothing (the list used to number from its top
    row: the hinted choice became 1, and the key 1 the player had read as another choice took it).
    A key whose choice is out of view brings it back into view rather than take it unseen."""
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    listed = [item[1] for item in table.items if item[0] == "choice"]
    read = {w.action: w.number for w in table.widgets if isinstance(w, ChoiceButton)}
    assert listed[-1] not in read, "the case tested: the hinted choice is below the list's view"
    assert all(number == listed.index(a) + 1 for a, number in read.items())
    monkeypatch.setattr(hinting, "hint", lambda *args, **kwargs: Hint(listed[-1], ()))
    pilot.click("hint")
    wait_for_hint(table, pilot)
    pilot.frames(2)
    assert table.offset > 0 and listed[-1] in table.shown_choices
    for w in [w for w in table.widgets if isinstance(w, ChoiceButton)]:
        rank = listed.index(w.action) + 1
        assert w.number == (rank if rank <= 9 else 0), (w.label, w.number, rank)
    moves = len(table.session.state.history)
    pilot.key(pygame.K_1)               # choice 1 is out of view: shown again, not taken unseen
    assert len(table.session.state.history) == moves and listed[0] in table.shown_choices
    assert [w.number for w in table.widgets if isinstance(w, ChoiceButton) and w.action == listed[0]] == [1]
    pilot.key(pygame.K_1)
    assert table.session.state.history[moves] == listed[0]


def _shown_around(table, action) -> tuple[int, bool]:
    """How many choices the list shows, and whether the hinted one shows with its neighbours
    in the list (the one before it and the one after, those it has)."""
    listed = [item[1] for item in table.items if item[0] == "choice"]
    i = listed.index(action)
    around = listed[max(0, i - 1):i + 2]
    return len(table.shown_choices), all(a in table.shown_choices for a in around)


@pytest.mark.usefixtures("quick_hints")
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_asking_a_hint_keeps_the_choices_in_view(daitoshi_app, size, lang):
    """A hint with its gain, its three reasons, what it gives up and the rest, the longest it may
    give (`longest`): the list still shows as many choices as without it (or all of them), the
    hinted one among its neighbours, and no choice or scroll button lies under the hint's box."""
    app, pilot = daitoshi_app("HA", size=size, seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    app.change_setting("language", lang)
    try:
        pilot.frames(2)
        without = len(table.shown_choices)
        assert without >= 3 and (table.more_below or table.offset), "a list that needs scrolling (the case)"
        action = _explained(table, longest())
        table.hint["shown"] = False          # brought into view as the search's answer would be
        pilot.frames(3)
        shown, neighbours = _shown_around(table, action)
        listed = sum(1 for item in table.items if item[0] == "choice")
        assert shown >= min(without, listed), (shown, without)
        assert neighbours, "the hinted choice and its neighbours show"
        assert table.hint_at is not None
        box = table.theme.rect(*table.hint_at)
        under = [w.id for w in table.widgets if (isinstance(w, ChoiceButton) or w.id.startswith("scroll:"))
                 and table.theme.rect(*w.rect).colliderect(box)]
        assert under == []
        x, y, w, h = L.LOG
        assert table.theme.rect(x, y, w, h).contains(box), "beside the panel, within the log's place"
    finally:
        from game import i18n
        i18n.set_language("en")


@pytest.mark.usefixtures("quick_hints")
def test_the_hints_box_leaves_the_logs_newest_line_in_view(daitoshi_app):
    """The hint's box lies over the log's top: the log's lines begin below it, so its newest
    line, what just happened, is still drawn and nothing of the box lies on it."""
    from drawn_text import DrawnText
    from game.ai.hint import Reason
    from game.i18n import t
    from game.ui.tables.daitoshi import panels
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    _explained(table, (Reason("event", "mega_machine", 0.6), Reason("event", "mayor_denied", 1.0),
                       Reason("category", "later", 12.25)))
    pilot.frames(2)
    app.mouse = (-1, -1)
    with DrawnText(app) as drawn:
        table.renderer.forget()
        table.settle()
        pilot.frames(1)
    box = table.theme.rect(*table.hint_at)
    log = table.theme.rect(*L.LOG)
    first_box = min(seq for seq, rect, _ in drawn.panels if rect == box)
    heading = t("dtable.tab.log").lower()       # the panel's name may lie under the box, no line of it
    lines = [(ink, text) for seq, text, ink, _ in drawn.texts
             if seq < first_box and log.contains(ink) and text.lower() != heading]
    newest = panels.log_rows(table.theme, table.log[-1:], L.LOG[2] - 36)[-1][1]
    assert newest in [text for _, text in lines], "the log's newest line is drawn"
    assert [text for ink, text in lines if ink.colliderect(box)] == []
