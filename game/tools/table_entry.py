"""What entering a table costs, frame by frame: `python -m game.tools.table_entry [--game NAME]
[--size WxH] [--whole] [--cold]` opens the client headless on its menu, lets the menu make the
tables ready as the client does while a player reads it (ui/ahead.py; the menu's frames until then
are reported, `menu`), starts a game of NAME (a person and an AI), and prints the CPU time of the
call that enters the table and of each of the next frames, with the regions they drew and the
fonts they opened (ui/frame_causes.py), as JSON. `--cold` enters from the menu's first frame, as a
player quicker than the tables' imports. `--whole` turns the tables' preparation off
(`PREPARE_FIRST`): the first picture drawn whole while entering, as before it was prepared
(game/tools/MEASUREMENTS.md, "Daitoshi's first picture prepared")."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path


def entry(game: str, size: tuple[int, int], whole: bool, cold: bool = False, frames: int = 30) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # the client's modules after the drivers are chosen (pygame reads them as it starts), and
    # only when a table is entered: `--help` needs none of them (start-up time)
    from game.core import registry
    from game.core.rng import KEYED
    from game.input.session import SeatConfig
    from game.ui import frame_causes as fc
    from game.ui.app import App

    if whole:
        # the tables imported here, before the menu: only their preparation is measured
        from game.ui.tables.arigato.scene import ArigatoTable   # noqa: F401 (imported for TABLES)
        from game.ui.tables.daitoshi.scene import DaitoshiTable   # noqa: F401
    # a table imported already (a test's process) told how to open; one imported later opens
    # prepared, its default: importing it here would take its import out of what is measured
    tables = [getattr(sys.modules[name], cls) for name, cls in TABLE_CLASSES if name in sys.modules]
    were = [table.PREPARE_FIRST for table in tables]
    for table in tables:
        table.PREPARE_FIRST = not whole
    spec = registry.find(game)
    home = Path(tempfile.mkdtemp(prefix="table-entry-"))
    app = App(size=size, settings_path=home / "settings.json", saves_dir=home / "saves", games=[spec])
    try:
        app.open_menu()
        app.frame(1 / 60)
        menu: list[float] = []
        if not cold:
            app.look_ahead()
            for _ in range(MENU_FRAMES):     # the menu's frames until the tables are ready
                start = time.thread_time()
                app.frame(1 / 60)
                menu.append((time.thread_time() - start) * 1000)
                if app.ahead is None:
                    break
                time.sleep(1 / 60)
        session = app.new_session(spec, [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")],
                                  {}, 7, deal=KEYED)

        def timed(step) -> dict:
            counts, start = fc.counts.copy(), time.thread_time()
            step()
            did = fc.since(counts)
            return {"cpu_ms": round((time.thread_time() - start) * 1000, 2),
                    "regions": sum(v for k, v in did.items() if k.startswith(fc.REGION_DRAWN)),
                    "fonts_opened": did.get(fc.FONT_OPENED, 0)}

        out = {"game": game, "size": f"{size[0]}x{size[1]}", "prepared": not whole, "cold": cold,
               "menu": {"frames": len(menu), "worst_cpu_ms": round(max(menu, default=0.0), 2),
                        "ready": not cold and app.ahead is None},
               "entering": timed(lambda: app.start_session(session))}
        out["frames"] = [timed(lambda: app.frame(1 / 60)) for _ in range(frames)]
        out["worst_cpu_ms"] = max([out["entering"]["cpu_ms"]] + [f["cpu_ms"] for f in out["frames"]])
        return out
    finally:
        app.close(last=False, picture=False)
        for table, was in zip(tables, were):
            table.PREPARE_FIRST = was


TABLE_CLASSES = (("game.ui.tables.arigato.scene", "ArigatoTable"), ("game.ui.tables.daitoshi.scene", "DaitoshiTable"))
MENU_FRAMES = 600   # a bound on the menu's frames waiting for the tables (10 s at 60 a second)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.tools.table_entry", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="daitoshi")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--whole", action="store_true", help="the first picture drawn whole while entering")
    parser.add_argument("--cold", action="store_true", help="entered from the menu's first frame")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    print(json.dumps(entry(args.game, (w, h), args.whole, args.cold)))


if __name__ == "__main__":
    main()
