"""The smoke run pictures both views of the record book (game/ui/smoke.py, `records_screens`):
records.png its Finished games list, records-stats.png its Statistics. The book opens on its
Statistics once a game is in it, so both shots had shown the Statistics and the list was never
pictured."""

from __future__ import annotations

from game.ui.smoke import Driver, records_screens
from ui_fakegame import SPEC


class SeeingDriver(Driver):
    """A driver that notes which view of the book each shot shows, instead of writing it."""

    def __init__(self, app, out) -> None:
        super().__init__(app, out)
        self.seen: list[tuple[str, str]] = []

    def shot(self, name: str) -> None:
        self.frames(2)
        self.seen.append((name, self.app.stack.top.view))


def test_records_png_shows_the_finished_games_and_records_stats_png_the_statistics(make_app, tmp_path):
    app = make_app(games=(SPEC,))
    app.records.add({"game": SPEC.name, "names": ["Aiko", "Botan"], "humans": [True, False],
                     "scores": [80, 70], "winners": [0], "seed": 1, "actions": []})
    d = SeeingDriver(app, tmp_path)
    records_screens(app, d)
    assert d.seen == [("records.png", "games"), ("records-stats.png", "stats")]
    assert app.stack.top.name == "menu"


def test_an_empty_book_is_pictured_once_its_list(make_app, tmp_path):
    app = make_app(games=(SPEC,))
    d = SeeingDriver(app, tmp_path)
    records_screens(app, d)
    assert d.seen == [("records.png", "games")]
