"""The smoke run's scaled screens: the main screens again at each UI scale the client promises
to hold (game/ui/CLIENT.md, "Any screen"), in English and French: `scaled-<w>x<h>-<scale>-<lang>-`
then `menu`, `setup`, `settings`, `<game>-table` (a game in play, every seat human, a seeded
random game of PLAYED decisions), `results-<game>` and `review-<game>` (the run's finished games),
and `review-last-<game>`, its costliest decisions scrolled to the last where they scroll.
"""

from __future__ import annotations

import random

import pygame

from game.input.session import SeatConfig
from game.ui.scenes.results import ResultsScene

SCALED = (((1280, 720), 125), ((3840, 2160), 200))   # (window, UI scale in percent)
LANGUAGES = ("en", "fr")
PLAYED = 30          # decisions made before a table is shown: the game under way
PREPARING = 600      # frames a table may take to prepare its first picture (Arigatō's: a slice a frame)
NAMES = ("Aiko", "Botan", "Chiyo")


def tag(size: tuple[int, int], scale: int, lang: str) -> str:
    return f"scaled-{size[0]}x{size[1]}-{scale}-{lang}-"


def scaled_shots(games: list[str]) -> dict[str, tuple[int, int]]:
    """Every shot this part writes, with its size."""
    shots = {}
    for size, scale in SCALED:
        for lang in LANGUAGES:
            names = ["menu", "setup", "settings"] + [f"{kind}{game}" for game in games
                                                    for kind in ("table-", "results-", "review-", "review-last-")]
            shots.update({f"{tag(size, scale, lang)}{name}.png": size for name in names})
    return shots


def table_in_play(app, spec, seed: int = 5) -> None:
    """`spec`'s table, every seat human, PLAYED seeded random decisions into a game."""
    seats = [SeatConfig(name, i, "human", "easy") for i, name in enumerate(NAMES[:max(3, spec.min_players)])]
    session = app.new_session(spec, seats, {}, seed)
    rng = random.Random(seed)
    for _ in range(PLAYED):
        if session.is_over():
            break
        session.submit(rng.choice(session.legal_actions(session.active_seat())))
    app.start_session(session)
    app.frame(1 / 60)
    while app.stack.top.name == "handoff":     # hot seat: the curtain before the first view
        pos = app.theme.pt(640, 360)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.frame(1 / 60)
    # a table that prepares its first picture a slice a frame shows the screen before it until
    # the picture is whole (arigato/scene.py, `curtain`): the shot is of the table, not of that
    for _ in range(PREPARING):
        if getattr(app.stack.top, "curtain", None) is None:
            return
        app.frame(1 / 60)
    raise RuntimeError(f"{spec.name}: the table's first picture was not ready in {PREPARING} frames")


def scaled_screens(app, d, finished: dict) -> None:
    """The screens at each scale and language; `finished`: each game's finished session."""
    from game.ui.smoke import _resize, review_screen   # smoke.py imports this module: a cycle
    speed = app.settings.anim_speed
    try:
        for size, scale in SCALED:
            _resize(app, size)
            app.change_setting("ui_scale", scale)
            for lang in LANGUAGES:
                app.change_setting("language", lang)
                at = tag(size, scale, lang)
                app.open_menu()
                app.mouse = (-1, -1)
                d.shot(f"{at}menu.png")
                d.click("new")
                d.expect("setup")
                d.shot(f"{at}setup.png")
                d.key(pygame.K_ESCAPE)
                d.click("settings")
                d.expect("settings")
                d.shot(f"{at}settings.png")
                d.key(pygame.K_ESCAPE)
                for spec in app.game_specs():
                    table_in_play(app, spec)
                    app.mouse = (-1, -1)
                    d.shot(f"{at}table-{spec.name}.png")
                    if spec.name in finished:
                        app.settings.anim_speed = 0.0
                        app.stack.reset(ResultsScene(app, finished[spec.name]))   # shown, not filed again
                        d.frames(1)
                        app.mouse = (-1, -1)
                        d.shot(f"{at}results-{spec.name}.png")
                        review_screen(app, d, spec.name, f"{at}review-{spec.name}.png",
                                      f"{at}review-last-{spec.name}.png")
                    app.open_menu()
    finally:
        app.settings.anim_speed = speed
        app.change_setting("language", "en")
        app.change_setting("ui_scale", 0)
        _resize(app, (1280, 720))
        app.open_menu()
