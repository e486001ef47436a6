"""A table's hint: what the hard AI would do from the viewer's seat, asked on a thread of the
table's own and kept while the viewer's situation is unchanged, with its words and reasons (a
mixin of `TableScene`, game/ui/tables/base.py)."""

from __future__ import annotations

import threading

from game.ai.heuristics import heuristics_for
from game.ai.hint import account, hint
from game.core.engine import Action
from game.core.rng import Rng
from game.i18n import t
from game.i18n.hints import SAID, explanation


class Hinting:
    def hint_key(self) -> tuple:
        """The viewer's situation: a hint holds while it is unchanged (any move or undo changes
        the session's revision)."""
        return (self.session.revision(), self.viewer)

    def hint_words(self, view, action: Action) -> str:
        """The hinted action in the player's words."""
        return self.action_words(view, self.viewer, action)

    @staticmethod
    def action_words(view, seat: int | None, action: Action) -> str:
        """An action of `seat` in the player's words, from `view` (each table words its own): a
        hint, and a reviewed decision's move played and better move (game/ui/review/)."""
        return action.describe(seat)

    @staticmethod
    def reason_detail(view, key: str, n: int) -> str:
        """What the number of a reason's event names, in the table's words (`{what}` in its
        words, game/i18n/hints.py): the number itself unless a table knows better."""
        return str(n)

    def reason_lines(self, found, view, most: int = SAID) -> tuple[str, ...]:
        """A hint's gain, its `most` reasons that account for the most of it (`hint.account`),
        what it gives up and the rest of its gain, in the table's words, its events' numbers read
        in `view` (the view the hint was asked from)."""
        told = account(found.reasons, found.gain or 0.0, most)
        return tuple(explanation(found, told, self.REASON_WORDS, self.POINTS,
                                 lambda key, n: self.reason_detail(view, key, n),
                                 bool(heuristics_for(view).later_keys)))

    def hint_lines(self, most: int = SAID) -> tuple[str, ...]:
        """What the ready hint says beside its move, in the language on screen: its gain over the
        next best move, then up to `most` reasons, what it gives up and the rest of its gain
        (game/i18n/hints.py); nothing while it thinks or when it failed."""
        found = self.hint.get("hint") if self.hint_state() == "ready" else None
        return self.reason_lines(found, self.hint.get("view") or self.view(), most) if found is not None else ()

    def hint_state(self) -> str:
        """'none', 'thinking' or 'ready' for the viewer's current situation."""
        h = self.hint
        if h is None or h["key"] != self.hint_key():
            return "none"
        return "thinking" if h["text"] is None else "ready"

    def ask_hint(self, among: list[Action] | None = None, level: str | None = None) -> dict | None:
        """Ask the hard agent (game/ai/hint.py; HINT_LEVEL, or `level`) what it would do from the
        viewer's view (among its legal moves, or those of them in `among`), on a thread of its own
        so the window never waits; forgotten as soon as the situation changes, cancelled when the
        table closes. The job asked, or None."""
        if not self.my_turn() or self.hint_state() == "thinking":
            return None
        seat = self.viewer
        view, legal = self.session.view(seat), self.session.legal_actions(seat)  # its own copy
        if among is not None:
            legal = [a for a in legal if a in among] or legal
        job = {"key": self.hint_key(), "text": None, "action": None, "hint": None,
               "cancel": threading.Event(), "view": view}
        self.hint = job

        def think() -> None:
            try:
                h = hint(view, seat, legal, Rng(len(legal) * 7 + seat),
                         difficulty=level or self.HINT_LEVEL, cancel=job["cancel"])
                job["action"], job["hint"] = h.action, h
                job["text"] = self.hint_words(view, h.action)   # last: the hint is ready
            except Exception:  # noqa: BLE001 - a hint must never break the table
                job["text"] = t("table.hint.none")

        threading.Thread(target=think, daemon=True, name="table-hint").start()
        return job
