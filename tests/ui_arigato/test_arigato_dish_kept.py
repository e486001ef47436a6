"""The favor dish is put back as it was drawn while its tokens rest on an unchanged picture
(dish.py, `kept`), drawn anew when a token moves or the picture under it changes, and what it
puts on the screen is, in every frame, the same to the pixel as the dish drawn anew over the
picture (put as kept, it covers its rect opaque: the picture is not put back there first,
render/table.py)."""

from __future__ import annotations

import pygame
import pytest

import arigato_situations as S
from game.ui.tables.arigato.dish import FavorDish


@pytest.mark.parametrize("size", S.SIZES)
def test_the_dish_is_drawn_when_it_changes_and_looks_the_same(size, monkeypatch):
    app, pilot = S.open_table("HAA", size, seed=2, anim_speed=1.0)
    seen = {"kept": 0, "drawn": 0, "differ": 0}
    draw, draw_anew = FavorDish.draw, FavorDish._draw
    drawings = []

    def counted(self, surface, theme, caption):
        drawings.append(1)
        return draw_anew(self, surface, theme, caption)

    def checked(self, surface, theme, caption="", under=None):
        anew = surface.copy()                      # what lies under the dish: the picture...
        kept = self.kept[1] if self.kept is not None else None
        before = len(drawings)
        drawn = draw(self, surface, theme, caption, under)
        seen["drawn" if len(drawings) > before else "kept"] += 1
        if len(drawings) == before and under is not None:   # ... but where the dish is put as kept: not
            anew.blit(app.stack.top.renderer.picture.surface, kept, kept)   # put back there (the last frame's dish)
        draw_anew(self, anew, theme, caption)
        seen["differ"] += pygame.image.tobytes(surface, "RGB") != pygame.image.tobytes(anew, "RGB")
        return drawn

    monkeypatch.setattr(FavorDish, "_draw", counted)
    monkeypatch.setattr(FavorDish, "draw", checked)
    try:
        table = app.stack.top
        for _ in range(900):
            if table.session.is_over() or (seen["kept"] > 200 and seen["drawn"] > 40):
                break
            if table.my_turn():
                table.submit(S.choice(table))
            pilot.frames(1, dt=0.05)
        assert seen["differ"] == 0
        assert seen["kept"] > 200 and seen["drawn"] > 40   # tokens fell, rolled and rested
        app.frame(0)
        before = len(drawings)
        app.frame(0)                                 # nothing moved: put back
        assert len(drawings) == before
        table.renderer.forget()                      # the picture under it drawn afresh
        app.frame(0)
        assert len(drawings) == before + 1
    finally:
        app.close(last=False, picture=False)


def test_the_tokens_poses_change_with_any_token_and_only_then():
    """`poses`, read from the physics in one call: the same while no token moves; another when
    any one moves or turns a little, or a token comes."""
    dish = FavorDish((0, 0, 200, 90))
    dish.sync(0, 12, 0.0, 0.0)            # twelve tokens, settled
    rest = dish.poses()
    assert dish.poses() == rest and rest[0] == 12
    for token in dish.tray.tokens[::5]:
        x, y = token.body.position
        token.body.position = (x + 1e-9, y)
        assert dish.poses() != rest
        token.body.position = (x, y)
        assert dish.poses() == rest
        angle = token.body.angle
        token.body.angle = angle + 1e-9
        assert dish.poses() != rest
        token.body.angle = angle
        assert dish.poses() == rest
    dish.sync(0, 13, 1.0, 1 / 60)         # one more falls in
    assert dish.poses() != rest
