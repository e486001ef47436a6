"""Arigatō table situations for the renderer's checks, each reached by playing (the human seat
by a fixed policy, the AI by the frame's own pump) and left on screen: dawn with cards placed,
a card held and one hovered, a card dragged, day with the workshop menu and a trade open, an
effect prompt, a hint, the 10-favor bonus picker, the dusk discard picker, a refusal and the
dusk's verdict, the log scrolled with its tooltip, tokens in flight, a solo game, a 5-player
game, a game of AI only, French, the end, the dusk and the final count as moments, a card shown
large.

`python tests/ui_arigato/arigato_situations.py save DIR` writes one PNG per situation and size;
`... compare DIR` draws them again and reports every one that is not the same to the pixel
(`pygame.image.tostring` equality): the check that a change to the renderer's code changed
nothing on screen. Nothing here is a rule; a situation that can no longer be reached raises.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if __name__ == "__main__":
    # run as a script: this checkout's game package (after any PYTHONPATH, before an installed one)
    sys.path.append(str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from game.core.arigato.actions import (AssignRoles, ChooseBonusItems, EndDay,  # noqa: E402
                                       PrepareOffering, UseEffect)
from game.core.arigato.prompts import BonusPrompt, EffectPrompt  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
NAMES = ["Aiko", "Botan", "Chiyo", "Daichi", "Emi"]


# --- reaching a situation ---------------------------------------------------------------------
def open_table(kinds: str, size, seed: int, anim_speed: float = 0.0, folder: Path | None = None):
    """A real App on the dummy driver with an Arigatō game on its table ('HA': a human, an AI)."""
    from game.core.arigato import SPEC
    from game.input.session import SeatConfig
    from game.ui.app import App
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))   # tests/, for ui_pilot
    from ui_pilot import Pilot

    folder = folder or Path(tempfile.mkdtemp(prefix="arigato-situation-"))
    app = App(size=size, settings_path=folder / "settings.json", saves_dir=folder / "saves", games=[SPEC])
    app.settings.anim_speed = anim_speed
    app.ai_budget = 30.0   # each AI answer applied in the frame that asks for it: the same frames every run
    app.open_menu()
    seats = [SeatConfig(NAMES[i], i, "human" if k == "H" else "ai", "easy") for i, k in enumerate(kinds)]
    app.start_session(app.new_session(SPEC, seats, {"calendar": "AB"}, seed))
    app.frame(1 / 60)
    return app, Pilot(app)


def choice(table):
    """The human seat's fixed policy: use every effect, a middle arrangement at dawn, prepare an
    offering when one is payable, take the first bonus, else the first legal action."""
    view = table.view()
    legal = table.legal()
    pick = next((a for a in legal if isinstance(a, UseEffect) and a.use), None)
    if pick is None and view.phase == "dawn":
        roles = [a for a in legal if isinstance(a, AssignRoles)]
        pick = roles[len(roles) // 3] if roles else legal[0]
    if pick is None and view.phase == "day":
        pick = next((a for a in legal if isinstance(a, ChooseBonusItems)), None) or \
            next((a for a in legal if isinstance(a, PrepareOffering)), EndDay(table.viewer))
    return pick if pick is not None else legal[0]


def play_until(app, pilot, stop, limit: int = 6000) -> None:
    """Play until `stop(table, view)` holds on the human's turn (or at the end of the game)."""
    table = app.stack.top
    for _ in range(limit):
        if table.session.is_over():
            if stop(table, table.view()):
                return
            raise AssertionError("the game ended before the situation")
        if table.my_turn():
            if stop(table, table.view()):
                return
            table.submit(choice(table))
        else:
            pilot.frames(1, drawn=False)   # the AI seats' turns: what the test reads comes after
    raise AssertionError("the situation was never reached")


def at(day: int, phase: str, pending: str | None = None):
    def stop(table, view):
        village = view.villages[table.viewer]
        first = village.pending[0] if village.pending else None
        kind = {EffectPrompt: "effect", BonusPrompt: "bonus"}.get(type(first))
        return view.day >= day and view.phase == phase and kind == pending
    return stop


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def supply_rects(table):
    """The home supply's item boxes (where the renderer draws them)."""
    from game.ui.tables.arigato import layout as L
    return L.supply_rects(table.current_layout().supply, len(table.content.items))


def picker_rects(table):
    """The boxes of the bonus and dusk pickers."""
    from game.ui.tables.arigato import panel_layout as PL
    return PL.picker_rects(len(table.content.items))


def away(app, pilot) -> None:
    """The mouse off the window: no hover, no tooltip."""
    app.mouse = (-1, -1)
    pilot.frames(1)


# --- the situations -----------------------------------------------------------------------------
def dawn_placed(size):
    """Day 4's dawn: a resident in its workshop, a traveler and a craftsman placed, the rest in hand."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, at(4, "dawn"))
    table = app.stack.top
    table.layout()
    a = next(x for x in table.legal() if isinstance(x, AssignRoles) and x.travelers)
    table.place(a.resident, "resident", a.slot)
    table.place(a.travelers[0], "travelers")
    rest = [c for c in table.view().villages[table.viewer].hand if table.plan.role_of(c) is None]
    table.place(rest[-1], "craftsmen")
    away(app, pilot)
    return app, pilot


def dawn_held(size):
    """The first dawn: a card picked up (the grid shows where it may go), another hovered."""
    app, pilot = open_table("HA", size, seed=1)
    table = app.stack.top
    hand = table.hand_rects(table.view())
    pilot.click_at(centre(hand[0][1]))
    pilot.move(centre(hand[2][1]))
    return app, pilot


def dawn_drag(size):
    """The first dawn: a card dragged over the home village's workshops, not yet dropped."""
    app, pilot = open_table("HA", size, seed=1)
    table = app.stack.top
    hand = table.hand_rects(table.view())
    start = app.theme.pt(*centre(hand[1][1]))
    over = app.theme.pt(*centre(table.current_layout().grid[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(1, 0, 0)))
    pilot.frames(1)
    return app, pilot


def day_menu(size):
    """Day 2: a workshop's menu open (prepare, to the palace or dismiss, close) and a trade begun."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, at(2, "day"))
    table = app.stack.top
    village = table.view().villages[table.viewer]
    slot = next(s for s in range(4) if village.workshops[s] > 0 and village.face_up[s])
    lay = table.current_layout()
    pilot.click_at(centre(lay.grid[slot]))
    rich = next((i for i, n in enumerate(village.items) if n >= 2), None)
    if rich is not None:
        pilot.click_at(centre(supply_rects(table)[rich]))
    away(app, pilot)
    return app, pilot


def day_effect(size):
    """Day 3: an artisan's effect asked about (use or skip), with the artisan outlined."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, at(3, "day", "effect"))
    table = app.stack.top
    table.layout()
    away(app, pilot)
    return app, pilot


def day_hint(size):
    """Day 2: a hint given (its words, its gain and three reasons, the longest of each kind, and
    the workshop it names outlined), a workshop hovered."""
    from game.ai.hint import Hint, Reason
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, at(2, "day"))
    table = app.stack.top
    legal = table.legal()
    action = next((a for a in legal if isinstance(a, PrepareOffering)), None) or \
        next(a for a in legal if type(a).__name__ == "EmptyWorkshop")
    import threading
    why = (Reason("event", "to_gate", 0.6), Reason("event", "objective", 1.0),
           Reason("category", "favor tokens", 12.25))
    table.hint = {"key": table.hint_key(), "text": table.hint_words(table.view(), action), "action": action,
                  "hint": Hint(action, (), 12.46, why, weighed=3), "cancel": threading.Event()}
    pilot.move(centre(table.current_layout().grid[action.slot]))
    return app, pilot


def bonus(size):
    """The first 10-favor bonus picker (where it comes depends on the AI opponent: day 11's dusk
    since the AI knows tonight's dusk), with one item chosen."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, lambda table, view: bool(view.villages[table.viewer].pending)
               and isinstance(view.villages[table.viewer].pending[0], BonusPrompt))
    table = app.stack.top
    table.layout()
    pilot.click_at(centre(picker_rects(table)[1]))
    away(app, pilot)
    return app, pilot


def dusk(size):
    """Day 6's dusk: too many items, the discard picker."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, at(6, "dusk"))
    app.stack.top.layout()
    away(app, pilot)
    return app, pilot


def refused(size):
    """Day 2's dawn: the dusk's verdict still shown over the panel, and a refusal's message."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, at(2, "dawn"))
    pilot.click("confirm")   # nothing planned yet: refused, in words
    return app, pilot


def log_scrolled(size):
    """Day 4: the log scrolled up, the mouse on its title (the tooltip kept inside the window)."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, at(4, "day"))
    from game.ui.tables.arigato import layout as L
    x, y, w, h = L.LOG
    pilot.move((x + w - 30, y + 12))
    pilot.wheel(2)
    return app, pilot


def in_flight(size):
    """Animations at 1x, day 2's reveal: residents turning over, items flying, places pulsing."""
    app, pilot = open_table("HAA", size, seed=2, anim_speed=1.0)
    table = app.stack.top
    play_until(app, pilot, at(1, "dawn"))
    table.submit(choice(table))
    pilot.frames(9, dt=0.02)
    return app, pilot


def waiting(size):
    """Animations at 1x: the human has ended the day, an AI seat is thinking (the moving dots)."""
    app, pilot = open_table("HAA", size, seed=2, anim_speed=1.0)
    table = app.stack.top
    play_until(app, pilot, at(2, "day"))
    table.submit(EndDay(table.viewer))
    for _ in range(400):
        pilot.frames(1, dt=0.02)
        active = table.session.active_seat()
        if active is not None and active != table.viewer and not table.my_turn() and table.pace <= 0:
            break
    pilot.frames(3, dt=0.02)
    return app, pilot


def solo(size):
    """A solo game on day 3's day: the solo strip, the kept travelers."""
    app, pilot = open_table("H", size, seed=5)
    play_until(app, pilot, at(3, "day"))
    away(app, pilot)
    return app, pilot


def five(size):
    """Five players on day 3's day: four opponents' villages side by side."""
    app, pilot = open_table("HAAAA", size, seed=5)
    play_until(app, pilot, at(3, "day"))
    away(app, pilot)
    return app, pilot


def five_dawn(size):
    """Five players on day 2's dawn: the opponents' hands face down, travelers received."""
    app, pilot = open_table("HAAAA", size, seed=5)
    play_until(app, pilot, at(2, "dawn"))
    away(app, pilot)
    return app, pilot


def all_ai(size):
    """AI seats only, day 3: everything face up, nobody's hand below."""
    app, pilot = open_table("AAA", size, seed=3)
    table = app.stack.top
    for _ in range(3000):
        if table.view().day >= 3 and table.view().phase == "day":
            break
        pilot.frames(1)
    away(app, pilot)
    return app, pilot


def french(size):
    """Day 4's dawn in French, a card hovered."""
    app, pilot = open_table("HA", size, seed=1)
    app.change_setting("language", "fr")   # render() puts the language back
    play_until(app, pilot, at(4, "dawn"))
    table = app.stack.top
    table.layout()
    hand = table.hand_rects(table.view())
    pilot.move(centre(hand[0][1]))
    return app, pilot


def shown_moment(app, pilot, kind: str, limit: int = 3000):
    """Play on (the human by its policy) until a moment of `kind` is on the table, then until all
    of it is shown."""
    table = app.stack.top
    for _ in range(limit):
        m = table.moments.current()
        if m is not None and m.kind == kind:
            while m.t < m.steps() * 0.8 + 0.1:
                pilot.frames(1, dt=0.05)
            return
        if table.my_turn() and m is None:
            table.submit(choice(table))
        else:
            pilot.frames(1, dt=0.05)
    raise AssertionError(f"no {kind} moment")


def _moment_on(size, day: int, kind: str):
    """Animations at 1x from `day`'s day phase on, until the `kind` moment is shown."""
    app, pilot = open_table("HAA", size, seed=2)
    play_until(app, pilot, at(day, "day"))
    app.settings.anim_speed = 1.0
    shown_moment(app, pilot, kind)
    away(app, pilot)
    return app, pilot


def dusk_moment(size):
    """Day 3's dusk as a moment, each village's effects and objective shown."""
    return _moment_on(size, 3, "dusk")


def final_count(size):
    """After day 12, the final scoring counted part by part."""
    return _moment_on(size, 12, "final")


def card_zoom(size):
    """Day 2: the mouse rests on a workshop's artisan: the card shown large with its rule."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, at(2, "day"))
    table = app.stack.top
    village = table.view().villages[table.viewer]
    slot = next(s for s in range(4) if village.workshops[s] > 0 and village.face_up[s])
    pilot.move(centre(table.current_layout().grid[slot]))
    pilot.frames(40)
    return app, pilot


def the_end(size):
    """The final position: the scores part by part, the winner in red."""
    app, pilot = open_table("HA", size, seed=1)
    play_until(app, pilot, lambda table, view: table.session.is_over())
    away(app, pilot)
    return app, pilot


SITUATIONS = {f.__name__: f for f in (dawn_placed, dawn_held, dawn_drag, day_menu, day_effect, day_hint,
                                      bonus, dusk, refused, log_scrolled, in_flight, waiting, solo, five,
                                      five_dawn, all_ai, french, the_end, dusk_moment, final_count,
                                      card_zoom)}


def render(name: str, size) -> pygame.Surface:
    """The window's picture in the situation (a copy); the app is closed afterwards."""
    from game import i18n
    language = i18n.language()
    app, _ = SITUATIONS[name](size)
    try:
        assert app.stack.top.name == "arigato", app.stack.top.name
        return app.screen.copy()
    finally:
        app.close(last=False, picture=False)
        i18n.set_language(language)


# --- golden pictures ----------------------------------------------------------------------------
def golden_path(folder: Path, name: str, size) -> Path:
    return folder / f"{name}_{size[0]}x{size[1]}.png"


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0] not in ("save", "compare"):
        print(__doc__)
        return 2
    mode, folder = argv[0], Path(argv[1])
    import game
    from game.ui.tables.arigato.scene import ArigatoTable
    ArigatoTable.PREPARE_FIRST = False   # the table seen from its first frame, as in the tests (tests/conftest.py)
    print("drawn by", Path(game.__file__).parent, flush=True)
    names = argv[2:] or list(SITUATIONS)
    folder.mkdir(parents=True, exist_ok=True)
    bad = []
    for name in names:
        for size in SIZES:
            path = golden_path(folder, name, size)
            shot = render(name, size)
            if mode == "save":
                pygame.image.save(shot, str(path))
                print("saved", path.name, flush=True)
                continue
            golden = pygame.image.load(str(path))
            ok = same(shot, golden)
            print("same " if ok else "DIFFERENT", path.name, flush=True)
            if not ok:
                bad.append(path.name)
                pygame.image.save(shot, str(path.with_suffix(".now.png")))
    if bad:
        print(len(bad), "different:", ", ".join(bad))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
