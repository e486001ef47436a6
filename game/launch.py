"""How the client starts for a player who double-clicked it: the window icon, a check of the data
the program cannot run without, and, when anything goes wrong, a message window and a log file
instead of a silent exit.

A double-clicked executable has no terminal: a traceback on stderr is seen by nobody. So every
failure of the client ends here, in `report_crash`, which writes the whole story to a log file in
the player's data folder (platformdirs) and tells the player, in a message window, what broke and
where that file is. Under the dummy video driver (tests, CI, `--smoke`) it prints instead: there
is nobody to click "OK".
"""

from __future__ import annotations

import os
import sys
import traceback

from game import TITLE, __version__
from game.persistence.logs import write_log
from game.persistence.settings import APP_NAME
from game.resources import resource_path

# pygame, the rules and the client are imported inside the functions below, never up here: the
# window class must be set before pygame's import reads it (launch_client), and a package that
# fails to import must fail inside the guard, to be reported like any other failure.
ICON = ("assets", "linux", "arigato-daitoshi.png")
HEADLESS_DRIVERS = ("dummy", "offscreen")
EXIT_CRASH = 1
# what the content loaders raise, and what reading a missing or malformed file raises
DATA_ERRORS = {"MissingData", "DamagedData", "ContentError", "ComponentError", "FileNotFoundError",
               "TOMLDecodeError", "UnicodeDecodeError", "TutorialError"}


class MissingData(RuntimeError):
    """A file or folder the program ships with is not where it should be."""


class DamagedData(RuntimeError):
    """A file the program ships with is there but cannot be used; the message names it."""


def check_data() -> None:
    """Loads every game in every mode (each player count with each option value: solo with
    every Advisor count, the expert variant, each calendar), each game's tutorial, every rules
    text and every font, and names the file that fails.

    The client loads a game's components only when a game starts, and its menu leaves out a game
    that fails to load; a broken bundle would show up as a missing game, or a crash in the middle
    of a game, with no word of why. Checking up front costs about a tenth of a second and turns it
    into a message at start."""
    for folder in (("levels",), ("assets", "fonts"), ("assets", "rules")):
        path = resource_path(*folder)
        if not path.is_dir():
            raise MissingData(f"the folder {'/'.join(folder)} is missing (looked in {path})")
    from game.core import registry   # inside the guard (see the top)
    names = registry.available()
    if not names:
        raise MissingData("no game's rules are present in this build")
    for name in names:
        spec = registry.spec(name)
        for players in range(spec.min_players, spec.max_players + 1):
            spec.new_game(players=players, seed=0)
            for option, values in spec.options.items():
                for value in values:
                    spec.new_game(players=players, seed=0, **{option: value})
        from game.tutorial.script import has_tutorial, load   # inside the guard
        if has_tutorial(name):
            load(name)          # Learn to play's script (levels/<game>/tutorial.toml), checked
    for path in sorted(resource_path("assets", "rules").glob("*.md")):
        try:
            path.read_bytes().decode("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise DamagedData(f"the rules text {path.name} cannot be read ({exc})") from exc
    check_fonts()


def check_fonts() -> None:
    """Every font the client draws with opens (a damaged font would fail at the first text)."""
    import pygame                          # after the window class is set (see the top)
    from game.ui.theme import FONT_FILES   # inside the guard
    pygame.font.init()
    for role, filename in FONT_FILES.items():
        path = resource_path("assets", "fonts", filename)
        if not path.is_file():
            raise MissingData(f"the font {filename} is missing (looked in {path})")
        try:
            pygame.font.Font(str(path), 12).size("Arigatō")
        except (pygame.error, OSError, ValueError) as exc:
            raise DamagedData(f"the font {filename} cannot be read ({exc})") from exc


def set_window_icon() -> None:
    """Before the window opens, so every platform shows it from the first frame."""
    import pygame   # after the window class is set (see the top)
    try:
        pygame.display.set_icon(pygame.image.load(str(resource_path(*ICON))))
    except (pygame.error, OSError, FileNotFoundError):
        pass  # an icon is not worth refusing to start for


def launch_client(smoke_dir: str | None = None) -> int:
    """`python -m game` and the double-clicked executable: the client, guarded."""
    # The X11 window class, which docks match against the .desktop file's StartupWMClass: set
    # before anything imports pygame, whose import names it after argv[0] ("__main__.py").
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", APP_NAME)
    try:
        check_data()
        if smoke_dir is None:
            set_window_icon()
        from game.ui.app import run_client   # inside the guard (see the top)
        return run_client(smoke_dir=smoke_dir)
    except Exception as exc:  # noqa: BLE001 - whatever it was, the player must hear of it
        return report_crash(exc)


def describe(exc: BaseException) -> str:
    """One paragraph a player can read: what is wrong, in the program's own words."""
    # by name, so that reporting a broken rules package cannot itself fail on an import
    kinds = {cls.__name__ for cls in type(exc).__mro__}
    if kinds & DATA_ERRORS:
        what = ("A data file of the game is missing or damaged, so it cannot start.\n\n"
                f"{exc}\n\n"
                "Downloading the game again should put it right.")
    else:
        what = f"The game stopped because of an unexpected error:\n\n{type(exc).__name__}: {exc}"
    return what


def report_crash(exc: BaseException) -> int:
    log = write_log(exc)
    message = describe(exc)
    message += f"\n\nA report was written to:\n{log}" if log else "\n\n(No report could be written.)"
    print(f"{TITLE}: {message}", file=sys.stderr)
    if log is None:
        traceback.print_exception(exc, file=sys.stderr)
    show_message(message)
    return EXIT_CRASH


def show_message(message: str) -> bool:
    """A native message window (SDL's), unless headless. True if one was shown."""
    if os.environ.get("SDL_VIDEODRIVER", "") in HEADLESS_DRIVERS:
        return False  # tests, CI and --smoke: a modal window would wait for a click forever
    try:
        import pygame   # may itself be what failed: then stderr is all there is
        try:
            pygame.display.quit()  # a half-open game window must not sit on top of the message
        except pygame.error:
            pass
        pygame.display.message_box(f"{TITLE} {__version__}", message, message_type="error")
        return True
    except Exception:  # noqa: BLE001 - no window system at all: stderr is all there is
        return False
