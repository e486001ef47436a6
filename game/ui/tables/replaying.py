"""A replay's controls at a table: the bar calls these; the session rebuilds the position and
the table follows (a mixin of `TableScene`, game/ui/tables/base.py)."""

from __future__ import annotations


class Replaying:
    # --- a replay's controls (the bar calls these; the session rebuilds, the table follows) ---------
    def replay_toggle(self) -> None:
        self.session.paused = not self.session.paused

    def replay_speed(self, speed: float) -> None:
        self.session.speed = speed

    def replay_step(self) -> None:
        """One saved action forward, shown as it happened (paused: the watcher steps)."""
        self.session.paused = True
        self.session.step_forward()
        self.stepping = True
        try:
            self.tell_news()
        finally:
            self.stepping = False

    def replay_back(self) -> None:
        """One saved action back: the position rebuilt through the rules."""
        self.session.paused = True
        self.session.step_back()
        self.on_rewound()

    def replay_jump(self, mark: int) -> None:
        """To the start of a day or round (`mark`: its place in the session's marks)."""
        marks = self.session.marks()
        self.session.goto(marks[max(0, min(mark, len(marks) - 1))][1])
        self.on_rewound()

    def replay_to(self, position: int) -> None:
        """Paused, the game as it stood after `position` saved actions (a reviewed decision)."""
        self.session.paused = True
        self.session.goto(position)
        self.on_rewound()
