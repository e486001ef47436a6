"""New game: the game, its seats (name, colour, Human or AI with a level), its options, a seed.

Defaults let one click on Play start a game: you against AI seats.
"""

from __future__ import annotations

import pygame

from game.i18n import game_title, is_numbered, is_you, t
from game.i18n.catalogue import CATALOGUE
from game.i18n import language
from game.ai.agents import LEVELS
from game.input.session import SeatConfig
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.widgets import Button, Stepper, TextField, panel
from game.ui.icons import draw_seat_token

AI_NAMES = ["Aiko", "Haruto", "Mei", "Sora", "Ren", "Yuki"]
DEFAULT_PLAYERS = 3


def option_note(game: str, option: str) -> str:
    """What an option means, under its stepper ("" when its name says enough)."""
    key = f"option.{game}.{option}.note"
    return t(key) if key in CATALOGUE["en"] else ""


NOTE_LINE = 16   # an option's note, a line under its stepper


def option_label(game: str, option: str) -> str:
    key = f"option.{game}.{option}"
    if key in CATALOGUE[language()] or key in CATALOGUE["en"]:
        return t(key)
    return option.replace("_", " ").capitalize()


def option_value(value, game: str = "", option: str = "") -> str:
    """An option's value in words: its own catalogue words when it has them
    ("option.arigato.calendar.AB": "Days 1–6 on A, 7–12 on B"), else yes / no, random, the value."""
    key = f"option.{game}.{option}.{value}"
    if game and key in CATALOGUE["en"]:
        return t(key)
    if isinstance(value, bool):
        return t("option.yes") if value else t("option.no")
    if value == "random":
        return t("option.random")
    if isinstance(value, (tuple, list)):
        return " + ".join(str(v) for v in value)
    return str(value).replace("_", " ")


class SetupScene(Scene):
    TITLE = "setup.title"      # the page's heading (Host a game reads its own)
    name = "setup"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs = app.game_specs()
        last = app.last_setup
        self.game_index = 0
        self.seats: list[SeatConfig] = []
        self.options: dict = {}
        self.seed_text = ""
        if last and any(s.name == last["game"] for s in self.specs):
            self.game_index = [s.name for s in self.specs].index(last["game"])
            self.seats = [SeatConfig(**vars(s)) for s in last["seats"]]
            self.options = dict(last["options"])
        elif self.specs:
            self._defaults()

    @property
    def spec(self):
        return self.specs[self.game_index] if self.specs else None

    def _defaults(self) -> None:
        spec = self.spec
        n = max(spec.min_players, min(spec.max_players, DEFAULT_PLAYERS))
        self.seats = []
        for i in range(n):
            self.seats.append(self._new_seat(i))
        self.options = {k: v[0] for k, v in spec.options.items() if v}

    def _new_seat(self, i: int) -> SeatConfig:
        used = {s.colour for s in self.seats}
        colour = next(c for c in range(len(th.SEAT_COLOURS)) if c not in used) if len(used) < len(th.SEAT_COLOURS) else i
        if i == 0:
            return SeatConfig(t("setup.you"), colour, "human", "normal")
        taken = {s.name for s in self.seats}
        name = next((n for n in AI_NAMES if n not in taken), f"AI {i + 1}")
        return SeatConfig(name, colour, "ai", "normal")

    # --- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        self.widgets = []
        self.widgets.append(Button("back", lambda: t("setup.back"), (60, 640, 160, 48),
                                   self.app.pop_scene, style="ghost"))
        if not self.specs:
            return
        self.widgets.append(Button("play", lambda: t("setup.play"), (1010, 628, 210, 60),
                                   self.play, size=26))
        spec = self.spec
        self.widgets.append(Stepper("game", (60, 150, 340, 46), self.specs, self.game_index,
                                    game_title, self._set_game, size=22))
        counts = list(range(spec.min_players, spec.max_players + 1))
        self.widgets.append(Stepper("players", (60, 246, 340, 46), counts, counts.index(len(self.seats)),
                                    str, self._set_players))
        y = 342
        for name in self.offered():
            values = list(spec.options[name])
            idx = values.index(self.options.get(name, values[0])) if self.options.get(name, values[0]) in values else 0
            self.widgets.append(Stepper(f"opt:{name}", (60, y + 26, 340, 42), values, idx,
                                        lambda v, n=name: option_value(v, spec.name, n),
                                        lambda v, n=name: self.options.__setitem__(n, v), size=18))
            y += self.option_height(spec.name, name)
        self.option_bottom = y
        self.widgets.append(TextField("seed", (60, min(y + 26, 560), 340, 42), self.seed_text,
                                      self._set_seed, max_len=9, placeholder=lambda: t("setup.seed_hint"),
                                      allowed=str.isdigit))
        self.seed_y = min(y, 534)
        # seats
        x0 = 470
        for i, seat in enumerate(self.seats):
            yy = 156 + i * 78
            self.widgets.append(TextField(f"name{i}", (x0 + 70, yy, 250, 44), seat.name,
                                          lambda s, i=i: setattr(self.seats[i], "name", s), max_len=14))
            self.widgets.append(Stepper(f"colour{i}", (x0 + 336, yy, 110, 44), list(range(len(th.SEAT_COLOURS))),
                                        seat.colour, self._colour_label, lambda c, i=i: self._set_colour(i, c),
                                        swatch=th.SEAT_COLOURS.__getitem__ and (lambda c: th.SEAT_COLOURS[c][0])))
            kinds = self.kinds(i)
            self.widgets.append(Stepper(f"kind{i}", (x0 + 462, yy, 130, 44), kinds,
                                        kinds.index(seat.kind) if seat.kind in kinds else 0,
                                        lambda k: t(f"setup.{k}"), lambda k, i=i: self._set_kind(i, k)))
            diff = Stepper(f"level{i}", (x0 + 608, yy, 140, 44), list(LEVELS), LEVELS.index(seat.difficulty),
                           lambda d: t(f"difficulty.{d}"), lambda d, i=i: setattr(self.seats[i], "difficulty", d))
            diff.visible = seat.kind == "ai"
            self.widgets.append(diff)

    def kinds(self, seat: int) -> list[str]:
        """Who may sit at `seat` (Host a game offers a friend online instead of a person here)."""
        return ["human", "ai"]

    def offered(self) -> list[str]:
        """The game's options that this many players use (a solo game's difficulty only for one)."""
        spec = self.spec
        return [name for name in spec.options if len(self.seats) == 1 or name not in spec.solo_options]

    def option_height(self, game: str, option: str) -> float:
        """An option's room: its label and stepper, and its note's lines under them."""
        note = option_note(game, option)
        return 80 + (NOTE_LINE * len(self.theme.wrap(note, "sans", 13, 340)) + 4 if note else 0)

    def _colour_label(self, c: int) -> str:
        return th.SEAT_COLOURS[c][2] if self.theme.colour_blind else ""

    # --- changes ----------------------------------------------------------------------------------
    def _set_game(self, spec) -> None:
        self.game_index = self.specs.index(spec)
        keep = self.seats
        self._defaults()
        n = len(self.seats)
        if keep:  # keep the people, fit the count to the new game's range
            n = max(spec.min_players, min(spec.max_players, len(keep)))
            self.seats = keep[:n]
            while len(self.seats) < n:
                self.seats.append(self._new_seat(len(self.seats)))
        self.layout()

    def _set_players(self, n: int) -> None:
        while len(self.seats) < n:
            self.seats.append(self._new_seat(len(self.seats)))
        del self.seats[n:]
        self.layout()

    def _set_colour(self, i: int, c: int) -> None:
        for j, other in enumerate(self.seats):
            if j != i and other.colour == c:
                other.colour = self.seats[i].colour  # swap, so colours stay distinct
        self.seats[i].colour = c
        self.layout()

    def _set_kind(self, i: int, kind: str) -> None:
        self.seats[i].kind = kind
        self.layout()

    def _set_seed(self, text: str) -> None:
        self.seed_text = text

    def play(self) -> None:
        hot_seat = sum(s.is_human for s in self.seats) > 1
        for i, s in enumerate(self.seats):
            s.name = s.name.strip()
            if s.is_human and (not s.name or is_you(s.name) or is_numbered(s.name)):
                # a default name follows the seating, in any language it was given: "You" only for
                # the one person against AI ("Pass to You" would help nobody), else each her number
                s.name = t("setup.player", n=i + 1) if hot_seat else t("setup.you")
            elif not s.is_human and (not s.name or is_you(s.name) or is_numbered(s.name)):   # a person's
                taken = {other.name for other in self.seats}
                s.name = next((n for n in AI_NAMES if n not in taken), AI_NAMES[i % len(AI_NAMES)])
        seed = int(self.seed_text) if self.seed_text else None
        options = {name: value for name, value in self.options.items() if name in self.offered()}
        self.app.start_new_game(self.spec, [SeatConfig(**vars(s)) for s in self.seats], options, seed)

    def handle(self, inp: Input) -> bool:
        if inp.kind == "confirm" and self.focus is None and self.specs:
            self.play()
            return True
        return super().handle(inp)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        band = theme.rect(0, 0, 1280, 96)
        art.seigaiha(surface, pygame.Rect(0, band.top, surface.get_width(), band.bottom), theme.px(18),
                     (226, 214, 190), th.PAPER, 255)
        pygame.draw.line(surface, th.VERMILION, (0, band.bottom), (surface.get_width(), band.bottom), theme.px(3))
        theme.text(surface, t(self.TITLE), "serif-bold", 40, th.INK, (60, 48), "midleft")
        if not self.specs:
            theme.text(surface, t("setup.none"), "sans", 20, th.INK_SOFT, (640, 360), "center")
            self.draw_widgets(surface)
            return
        spec = self.spec
        label = lambda text, x, y: theme.text(surface, text, "sans-bold", 15, th.INK_SOFT, (x, y))
        label(t("setup.game").upper(), 60, 124)
        label(t("setup.players").upper(), 60, 220)
        theme.text(surface, t("setup.players_range", min=spec.min_players, max=spec.max_players), "sans", 14,
                   th.INK_SOFT, (400, 220), "topright")
        if self.offered():
            theme.text(surface, t("setup.options").upper(), "sans-bold", 15, th.VERMILION, (60, 320))
        y = 342
        for name in self.offered():
            label(option_label(spec.name, name), 60, y)
            for k, line in enumerate(theme.wrap(option_note(spec.name, name), "sans", 13, 340)):
                if line:
                    theme.text(surface, line, "sans", 13, th.INK_SOFT, (60, y + 72 + k * NOTE_LINE))
            y += self.option_height(spec.name, name)
        label(t("setup.seed").upper(), 60, self.seed_y)
        # seats card
        x0 = 470
        solo = len(self.seats) == 1   # the solo mode's line goes inside the panel, under the seat
        panel(surface, theme, (x0 - 16, 112, 790, 96 + 78 * len(self.seats) - 30 + (40 if solo else 0)),
              fill=(250, 246, 238))
        headings = [(t("setup.name"), x0 + 70), (t("setup.colour"), x0 + 336), (t("setup.controller"), x0 + 462)]
        if any(seat.kind == "ai" for seat in self.seats):
            # the column names the AI seats' level steppers: a solo rival (Daitoshi's Mayor and his
            # Advisors, Arigatō's traveler) is no AI seat and has no level there
            headings.append((t("setup.difficulty"), x0 + 608))
        for text, x in headings:
            label(text.upper(), x, 126)
        for i, seat in enumerate(self.seats):
            yy = 156 + i * 78
            colour, shape, letter = th.SEAT_COLOURS[seat.colour]
            draw_seat_token(surface, theme.rect(x0 + 8, yy + 4, 36, 36), colour, shape, letter, theme.colour_blind)
            theme.text(surface, t("setup.seat", n=i + 1), "sans", 12, th.INK_SOFT, (x0 + 26, yy + 52), "midtop")
        if len(self.seats) == 1:
            theme.text(surface, t("setup.solo"), "sans", 16, th.INK_SOFT, (x0, 156 + 78 + 8))
        self.draw_widgets(surface)
