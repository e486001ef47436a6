"""The client's window, main loop and navigation, and the headless smoke run.

`run_client(smoke_dir)` is what `python -m game` calls. `App` owns the window, the settings, the
scene stack and the one frame function (`frame`) that both the real loop and the tests drive.
"""

from __future__ import annotations

from pathlib import Path
import os
import time
import traceback
import warnings

import pygame

from game import TITLE, i18n
from game.core import registry
from game.core.engine import GameSpec
from game.core.rng import KEYED
from game.input.face import GameFace
from game.input.thinkers import THINKERS
from game.input.session import GameSession, NotReplaying
from game.persistence import settings as settings_store
from game.persistence.online_seats import OnlineSeats
from game.persistence.records import RecordBook
from game.persistence.practice import PracticeStore
from game.persistence.reviews import ReviewStore
from game.persistence.saves import SaveStore, is_hosted
from game.persistence.writer import SaveWriter
from game.ui import art, theme, widgets
from game.ui.ahead import TablesAhead, settle_collector, settled, table_opened
from game.ui.finished import FinishedGames
from game.ui.scene import Input, Scene, SceneStack
from game.ui.scenes.menu import MenuScene
from game.ui.sound import Sounds, quietly
from game.ui.theme import Theme


WINDOW_CLASS = "arigato-daitoshi"


class App(FinishedGames):
    def __init__(self, size: tuple[int, int] | None = None, settings_path: Path | None = None,
                 saves_dir: Path | None = None, games: list[GameSpec] | None = None) -> None:
        self.settings_file = Path(settings_path) if settings_path else settings_store.default_path()
        self.notices: list = []   # the player's files found bad and set aside (files.Notice)
        self.settings = settings_store.load(self.settings_file, self.notices)
        i18n.set_language(self.settings.language)
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
        quietly(pygame.init)              # the mixer's search for a device kept off the console
        pygame.display.set_caption(TITLE)
        self.forced_size = size
        self.screen = self._open_window()
        self.theme = Theme(self.screen.get_size(), self.settings.colour_blind, self.ui_scale() / 100)
        self.saves = SaveStore(saves_dir, spec_for=self.spec)
        self.saves.remove_stale_temps()   # no game is being written yet: any .tmp is a cut-short write
        self.records = RecordBook(self.saves.directory, person=i18n.person)
        self.records.usable()   # anything but a file in the book's place is moved aside now
        self.reviews = ReviewStore(self.saves.directory)   # finished games' reviews, beside the book
        self.practised = PracticeStore(self.saves.directory)   # what was learnt from each review
        self.review_worlds: int | None = None   # a review's budget (None: its own; the smoke run's is tiny)
        self.record_notes: list[str] = []   # finished games written into the book at start (words)
        self._games_given = games
        self._games: list[GameSpec] | None = None
        self.stack = SceneStack()
        self.sound = Sounds(self.settings)
        self.mouse: tuple[float, float] = (-1, -1)
        self.running = True
        self.keeps_pictures = True       # a table left keeps a picture for Saved games (close)
        self.frame_ms: list[float] = []
        self.last_setup: dict | None = None
        self.hosting = None              # a game this client hosts (game/net/hosting.py)
        self.drop_wait = 0.0             # seconds to the next question about a dropped friend (scenes/drops.py)
        # seats to go back to in games online: beside the saves' folder, not in it (every .json
        # there is a save)
        self.online_seats = OnlineSeats(self.saves.directory.parent)
        self.online_bind = "0.0.0.0"     # where it listens: every interface, for friends
        self.ai_budget = 0.0  # seconds an AI move may hold a frame (the smoke run raises it)
        self.clock = pygame.time.Clock()
        self.ahead: TablesAhead | None = None   # the tables imported while the menu waits (ui/ahead.py)

    # --- window -----------------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen and self.forced_size is None:
            self._place_window((0, 0))   # from the display's corner, whatever the window manager does
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass
        size = self.forced_size or self.settings.window_size
        window = _window()
        if window is not None and self.forced_size is None:
            window.restore()         # a window maximized to fit a larger size takes the new one
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        window = _window()
        if window is not None:   # below this the layout's text gets too small to read
            window.minimum_size = (960, 540)
        if self.forced_size is None:
            self._fit_window(size)
        return screen

    def _fit_window(self, size: tuple[int, int]) -> None:
        """The whole window on its screen whenever its size changes: SDL keeps the old top-left
        corner, so a window grown from 1280x720 to 1920x1080 on a 1080p screen ran off its bottom
        right. Centred on the display; one the display cannot hold starts at its corner and is
        maximized, so the window manager fits it into the room its panels leave."""
        desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
        if not desktops:
            return
        (dw, dh), (w, h) = desktops[0], size
        self._place_window((max(0, (dw - w) // 2), max(0, (dh - h) // 2)))
        window = _window()
        if window is not None and (w >= dw or h >= dh):
            window.maximize()

    @staticmethod
    def _place_window(position: tuple[int, int]) -> None:
        window = _window()
        if window is not None and not pygame.display.is_fullscreen():
            window.position = position

    def ui_scale(self) -> int:
        """The UI scale in use, in percent: the player's, or the display's own where they chose
        none (a 3840x2160 display asks for 200%; game/ui/theme.py says what it does)."""
        if self.settings.ui_scale:
            return self.settings.ui_scale
        desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
        return theme.ui_scale_for(desktops[0] if desktops else None)

    def resized(self, size: tuple[int, int]) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        self.theme.resize(self.screen.get_size())
        self.stack.layout_all()

    # --- games ------------------------------------------------------------------------------------
    def game_specs(self) -> list[GameSpec]:
        if self._games is None:
            if self._games_given is not None:
                self._games = list(self._games_given)
            else:
                specs = []
                for name in registry.available():
                    try:
                        specs.append(registry.spec(name))
                    except Exception:  # noqa: BLE001 - a broken game must not take the menu down
                        traceback.print_exc()
                self._games = specs
        return self._games

    def spec(self, name: str) -> GameSpec | None:
        return next((s for s in self.game_specs() if s.name == name), None)

    def game_title(self, name: str) -> str:
        """The title of the game a save, a record or a hosted game names (i18n.game_title, from
        this app's own declaration of it when it has one; else the name as written)."""
        return i18n.game_title(self.spec(name) or name)

    # --- navigation ---------------------------------------------------------------------------------
    # The other scenes, the tables, Learn to play and replays are each imported where first
    # opened, not at the top: the first menu frame waits for none of them (about a tenth of a
    # second here; `python -m game bench --startup`).
    def push_scene(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop_scene(self) -> None:
        self.stack.pop()
        if not self.stack.scenes:
            self.open_menu()

    def open_menu(self, message: str = "") -> None:
        self.stack.reset(MenuScene(self, message))

    def open_setup(self) -> None:
        from game.ui.scenes.setup import SetupScene   # when first opened
        self.push_scene(SetupScene(self))

    def open_online(self) -> None:
        from game.ui.scenes.online import JoinScene   # when first opened
        self.push_scene(JoinScene(self))

    def open_host_setup(self) -> None:
        from game.ui.scenes.hosting import HostSetupScene   # when first opened
        self.push_scene(HostSetupScene(self))

    def stop_hosting(self) -> None:
        """The game hosted here stops: the host closes, and with it the friends' connections (a
        game in play stays in the saves: game/ui/scenes/stop_hosting.py asks first)."""
        if self.hosting is not None:
            self.hosting, hosting = None, self.hosting
            hosting.close()

    def open_learn(self) -> None:
        from game.ui.scenes.learn import LearnScene   # when first opened
        self.push_scene(LearnScene(self))

    def start_tutorial(self, game: str) -> None:
        """Learn to play `game`: its tutorial's guided game at the real table (game/tutorial/)."""
        from game.tutorial import load                      # when first opened
        from game.tutorial.session import TutorialSession   # when first opened
        spec = self.spec(game)
        if spec is None:
            return
        session = TutorialSession(spec, load(game), i18n.t("setup.you"), i18n.t(f"learn.opponent.{game}"),
                                  keep=self.keep_game)
        self.start_session(session)

    def keep_game(self, session: GameSession) -> None:
        """A game that was not saved so far (Learn to play's, its lesson over) is kept from now on
        like any other: a save file of its own, written now and after every move."""
        slot = self.saves.new_slot()
        session.save_to(self._saving_to(slot), slot).save()

    def open_rules(self, game: str | None = None) -> None:
        from game.ui.scenes.rules import RulesScene   # when first opened
        if game is None:
            table = next((s for s in reversed(self.stack.scenes) if s.session is not None), None)
            game = table.session.spec.name if table else None
        self.push_scene(RulesScene(self, game))

    def open_settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene   # when first opened
        self.push_scene(SettingsScene(self))

    def quit(self) -> None:
        self.running = False

    def quit_to_menu(self) -> None:
        if self.hosting is not None:     # a game hosted here: stopping it may be asked first
            from game.ui.scenes.stop_hosting import quit_hosted   # once hosting, as other scenes
            quit_hosted(self)
            return
        self.open_menu()

    # --- games in play ------------------------------------------------------------------------------
    def _saving_to(self, slot: str) -> SaveWriter:
        """A writer for this game's save, off the frame (persistence/writer.py); it reports to the
        session it is given to (`GameSession.save_to`)."""
        return SaveWriter(lambda data: self.saves.write(slot, data))

    def new_session(self, spec: GameSpec, seats, options: dict, seed: int | None,
                    deal: str = KEYED) -> GameSession:
        """A new game with a save file of its own (no other game's save is touched); `deal` is
        the first one only for a seed chosen on it (the smoke run's, game/core/rng.py)."""
        slot = self.saves.new_slot()
        return GameSession(spec, seats, options, seed, deal=deal).save_to(self._saving_to(slot), slot)

    def start_new_game(self, spec: GameSpec, seats, options: dict, seed: int | None) -> None:
        self.last_setup = {"game": spec.name, "seats": seats, "options": options}
        session = self.new_session(spec, seats, options, seed)
        session.save()       # a failure is kept on the session and shown at the table
        self.start_session(session)

    def start_session(self, session: GameFace) -> None:
        self.wait_ahead()
        from game.ui.tables import table_for   # when first opened (or ahead: ui/ahead.py)
        table = table_for(session.spec.name)(self, session)
        self.stack.reset(MenuScene(self))
        self.push_scene(table)
        table_opened()

    def continue_game(self, slot: str | None = None) -> bool:
        """Resume the saved game in `slot` (the latest when None). A save that does not replay
        is moved aside and named to the player in the menu. True when the game is on the table."""
        saved = self.saves.read(slot) if slot is not None else self.saves.latest()
        spec = self.spec(saved.game) if saved is not None else None
        if saved is None or spec is None:
            self.open_menu()
            return False
        if is_hosted(saved) and not saved.data.get("finished"):    # hosted again, from here
            from game.ui.scenes.hosting import resume   # when first opened
            return resume(self, saved)
        kind = GameSession
        if is_hosted(saved):    # a hosted game's end: here
            from game.net.host_saves import FinishedHere   # start-up time: the network when used
            kind = FinishedHere
        try:
            session = kind.from_save(spec, saved.data)
        except NotReplaying as exc:
            # the player is told which move no longer plays, in their language; the rules' own
            # words for it (English internals) stay out of the notice
            self.saves.set_aside(saved.slot, "does_not_replay", str(exc.move))
            self.open_menu()
            return False
        session.save_to(self._saving_to(saved.slot), saved.slot)
        self.last_setup = session.setup_again()
        self.start_session(session)
        return True

    def delete_saved_game(self, slot: str) -> None:
        self.saves.delete(slot)

    def open_saved_games(self) -> None:
        from game.ui.scenes.saved_games import SavedGamesScene   # when first opened
        self.push_scene(SavedGamesScene(self))

    def take_notices(self) -> list:
        """The bad files found since the last call (settings, saves, record book), for the menu."""
        found = self.notices + self.saves.notices + self.records.notices + self.record_notes \
            + self.online_seats.notices + self.reviews.notices + self.practised.notices
        self.notices, self.saves.notices, self.records.notices, self.record_notes = [], [], [], []
        self.online_seats.notices, self.reviews.notices, self.practised.notices = [], [], []
        return found

    # --- settings -------------------------------------------------------------------------------------
    def change_setting(self, key: str, value) -> None:
        s = self.settings
        if key == "fullscreen":
            s.fullscreen = value
            self.screen = self._open_window()
            self.resized(self.screen.get_size())
        elif key == "window":
            s.window_width, s.window_height = value
            if not s.fullscreen and self.forced_size is None:
                self.screen = self._open_window()
                self.resized(value)
        elif key == "anim":
            s.anim_speed = value
        elif key == "volume":
            s.volume = value
            self.sound.play("click")  # hear the new volume
        elif key == "sound_level":    # (kind, percent): one kind of sound's own volume
            kind, level = value
            s.sound_levels = {**s.sound_levels, kind: level}
            self.sound.preview(kind)
        elif key == "sound_muted":    # (kind, muted)
            kind, muted = value
            s.sounds_muted = [k for k in s.sounds_muted if k != kind] + ([kind] if muted else [])
            self.sound.preview(kind)
        elif key == "language":
            s.language = value
            i18n.set_language(value)
            self.theme.resize(self.theme.size)
            self.stack.layout_all()
        elif key == "colour_blind":
            s.colour_blind = value
            self.theme.colour_blind = value
        elif key == "ui_scale":
            s.ui_scale = value
            self.theme.resize(self.theme.size, self.ui_scale() / 100)   # the text redrawn at once
            self.stack.layout_all()
        try:
            settings_store.save(s, self.settings_file)
        except OSError:
            pass  # a read-only config folder must not stop the game

    # --- the frame ------------------------------------------------------------------------------------
    def translate(self, ev: pygame.event.Event) -> Input | None:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.mouse = self.theme.to_base(ev.pos)
            return Input("click", self.mouse)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            return Input("release", self.theme.to_base(ev.pos))
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            self.mouse = self.theme.to_base(ev.pos)
            return Input("alt_click", self.mouse)     # a right click: look closer (a card shown large)
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = self.theme.to_base(ev.pos)
            return Input("motion", self.mouse)
        if ev.type == pygame.MOUSEWHEEL:
            return Input("wheel", self.mouse, dy=ev.y)
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                return Input("back", key=ev.key)   # the key said: a Menu button's "back" has none
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                top = self.stack.top
                if top is not None and top.focus is not None and top.focus.wants_keys:
                    return Input("key", key=ev.key, mod=getattr(ev, "mod", 0))
                return Input("confirm")
            return Input("key", key=ev.key, mod=getattr(ev, "mod", 0))
        if ev.type == pygame.TEXTINPUT:
            return Input("text", text=ev.text)
        return None

    def frame(self, dt: float, draw: bool = True) -> None:
        """One frame: the events, the scenes' update, the picture. `draw=False` for a frame
        nobody will look at (the tests' pilots stepping the AI seats on to a situation). An AI
        decision asked for in it is handed to its thread when it is drawn (input/thinkers.py)."""
        with THINKERS.holding():
            self._frame(dt, draw)

    def _frame(self, dt: float, draw: bool) -> None:
        start = time.perf_counter()
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                self.running = False
                continue
            if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                if pygame.display.get_surface() and pygame.display.get_surface().get_size() != self.theme.size:
                    self.resized(pygame.display.get_surface().get_size())
                continue
            inp = self.translate(ev)
            if inp is not None:
                if inp.kind != "motion":
                    self.wait_ahead()   # what the player asked for may import: one thread at a time
                self.stack.handle(inp)
        self.stack.update(dt)
        if self.hosting is not None:
            from game.ui.scenes import drops   # imported once hosting, like the other scenes
            drops.watch(self, dt)              # a friend dropped long ago: wait, or an AI?
        if not draw:
            return
        self.screen = pygame.display.get_surface() or self.screen
        self.stack.draw(self.screen)
        pygame.display.flip()
        self.frame_ms.append((time.perf_counter() - start) * 1000)
        if self.ahead is not None and self.ahead.done():
            self.ahead = None
            settle_collector()   # in a frame of the menu's, once what the tables import is in

    def look_ahead(self) -> None:
        """The tables of the games on offer imported on a thread while the menu waits (ui/ahead.py)."""
        self.ahead = TablesAhead([spec.name for spec in self.game_specs()])

    def wait_ahead(self) -> None:
        if self.ahead is not None:
            self.ahead.wait()

    def run(self) -> int:
        self.write_pending_records()
        self.open_menu()
        # `python -m game bench --startup` (game/tools/startup.py) times the start to this marker
        first_frame_only = os.environ.get("ARIGATO_EXIT_AFTER_FIRST_FRAME") == "1"
        while self.running:
            dt = self.clock.tick(60) / 1000
            self.frame(min(dt, 0.1))
            if first_frame_only:
                print("ARIGATO_FIRST_FRAME", flush=True)
                break
            if self.ahead is None and not settled():
                self.look_ahead()     # after the first frame: start-up time is not spent on it
        return 0

    def screenshot(self, path: Path) -> None:
        pygame.image.save(self.screen, str(path))

    def close(self, last: bool = True, picture: bool = True) -> None:
        """The scenes let go of their games, then pygame. `last=False` where another App follows
        in this process (the tests make hundreds, one after another): only the window goes
        (display.quit: with it its events, text input and size), and the rest of pygame stays
        up for the next App with what was drawn for this one (fonts, paper, the title's
        picture). Quitting the sound alone waits tens of milliseconds for its device.
        `picture=False`: nobody will open Saved games after this (a test done with its App), so
        a table still open is not drawn once more for its picture there (tables/base.py)."""
        self.keeps_pictures = picture
        self.wait_ahead()
        failed = None
        while self.stack.scenes:
            try:
                self.stack.scenes.pop().exit()
            except Exception as exc:   # the scenes under it still let go, and the hosting stops:
                failed = failed or exc  # a friend is not left connected to a host nobody closes
        self.stop_hosting()
        if not last:
            pygame.display.quit()
        else:
            theme._font.cache_clear()  # fonts and cached pictures die with pygame
            art.clear_caches()
            widgets._translucent.cache_clear()
            pygame.quit()
        if failed is not None:
            raise failed


def run_client(smoke_dir: str | None = None) -> int:
    if smoke_dir is not None:
        from game.ui.smoke import run_smoke   # only for --smoke; smoke.py drives this module
        return run_smoke(Path(smoke_dir))
    app = App()
    try:
        return app.run()
    finally:
        app.close()


def _window():
    """The display module's window (pygame-ce), or None where there is none to place."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # from_display_module is fine here
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None
