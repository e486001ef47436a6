"""What Arigatō's table draws ahead so that no frame carries it all (game/tools/MEASUREMENTS.md,
"Frames"; render/table.py):

- the table's first picture is prepared a slice a frame while the screen before it still shows:
  the paper and the chrome in one set of frames, the hand's faces, the regions one at a time in
  the next, then the table shown whole (it once drew all of it in its first frame);
- the faces of the cards a later move may bring are drawn ahead while the table stands still:
  a new day's hand finds its faces drawn before the move that deals it;
- a day's end, which changes every region, is spread over frames.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import arigato_situations as S
from game.core.arigato import SPEC
from game.core.arigato.actions import EndDay
from game.i18n import language
from game.input.session import SeatConfig
from game.ui import frame_causes as fc
from game.ui.app import App
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato.render.regions import Picture
from game.ui.tables.arigato.scene import ArigatoTable

SIZE = (1920, 1080)


def regions_in(counted: dict) -> set[str]:
    return {k[len(fc.REGION_DRAWN):] for k in counted if k.startswith(fc.REGION_DRAWN)}


def test_the_first_picture_is_prepared_in_slices_under_the_screen_before(monkeypatch):
    monkeypatch.setattr(ArigatoTable, "PREPARE_FIRST", True)     # as the client does (tests/conftest.py)
    folder = Path(tempfile.mkdtemp(prefix="arigato-first-"))
    app = App(size=SIZE, settings_path=folder / "settings.json", saves_dir=folder / "saves", games=[SPEC])
    try:
        app.open_menu()
        app.frame(1 / 60)
        before_table = app.screen.copy()          # the menu, as the last frame showed it
        seats = [SeatConfig(n, i, "human" if i == 0 else "ai", "easy") for i, n in enumerate(S.NAMES[:4])]
        app.start_session(app.new_session(SPEC, seats, {}, 7))
        table = app.stack.top
        slices = []
        for _ in range(60):
            before = fc.counts.copy()
            app.frame(1 / 60)
            slices.append(fc.since(before))
            if table.curtain is None:
                break
            assert S.same(app.screen, before_table)   # the screen before stays until the table is whole
            assert len(table.session.state.history) == 0   # the game held: the AI seats wait for the table
        assert table.curtain is None, "the table was never shown"
        every = {r.name for r in table.renderer.picture.regions}
        chrome = [k for k, did in enumerate(slices) if fc.BOARD_REBUILT in did or fc.PAPER_DRAWN in did]
        drawing = [regions_in(did) for did in slices if regions_in(did)]
        assert chrome and not any(regions_in(slices[k]) for k in chrome)   # the chrome apart from the regions
        assert set().union(*drawing) == every                             # every region drawn before showing
        assert len(drawing) >= 4 and all(len(d) <= len(every) // 2 for d in drawing)
        # between the chrome and the regions, in frames of their own, the hand's faces at the sizes
        # its panel draws them (render/table.py `prepare`): the slice with the panel draws none
        ahead = [k for k, did in enumerate(slices) if fc.CARD_DRAWN + fc.AHEAD in did]
        first_region = next(k for k, did in enumerate(slices) if regions_in(did))
        assert ahead and max(chrome) < min(ahead) and max(ahead) < first_region
        assert not any(regions_in(slices[k]) or fc.CARD_DRAWN in slices[k] for k in ahead)
        panel = next(did for did in slices if "actions" in regions_in(did))
        assert fc.CARD_DRAWN not in panel, panel
        ctx = table.context()
        whole = Picture()
        whole.draw(SIZE, ctx)
        assert S.same(table.renderer.picture.surface, whole.surface)       # shown whole, as drawn at once
    finally:
        app.close(last=False, picture=False)


def test_a_new_days_hand_finds_its_faces_drawn_ahead():
    app, pilot = S.open_table("HA", (1280, 720), seed=2, anim_speed=1.0)
    try:
        table = app.stack.top
        S.play_until(app, pilot, S.at(2, "day"))
        renderer = table.renderer
        for _ in range(3000):              # the table stands still on the player's turn
            pilot.frames(1)
            if renderer.ahead_key is not None and not renderer.ahead:
                break
        assert not table.renderer.ahead, "faces were still being drawn ahead"
        sizes = [size for size, mini in card_art.SIZES_SEEN if not mini]   # the hand's, a workshop's...
        assert sizes
        day = table.view().day
        table.submit(EndDay(table.viewer))
        S.play_until(app, pilot, lambda t, view: view.day > day and view.phase == "dawn")
        new = table.view().villages[table.viewer].hand
        assert new
        content = table.content
        for c in new:   # each face was drawn at every large size before the day dealt it
            for size in sizes:
                assert (id(content), c, size, False, language()) in card_art._CACHE, (c, size)
    finally:
        app.close(last=False, picture=False)


def test_a_days_end_is_spread_over_frames():
    app, pilot = S.open_table("AAAA", (1280, 720), seed=5, anim_speed=1.0)
    try:
        table = app.stack.top
        session = table.session
        every = len(table.renderer.picture.regions)
        assert every >= 8
        day = table.view().day
        for _ in range(6000):
            moves = len(session.state.history)
            before = fc.counts.copy()
            pilot.frames(1)
            if len(session.state.history) != moves and table.view().day > day:
                first = regions_in(fc.since(before))
                break
        else:
            raise AssertionError("no day ended")
        assert table.renderer.picture.behind > 0 and len(first) < every   # the rest in the next frames
        assert fc.MOMENT_DRAWN not in fc.since(before)                      # the dusk a frame later
        for _ in range(10):
            pilot.frames(1)
        assert table.renderer.picture.behind == 0
    finally:
        app.close(last=False, picture=False)
