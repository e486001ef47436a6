"""What entering a table costs, frame by frame: `python -m game.tools.table_entry [--game NAME]
[--size WxH] [--whole]` opens the client headless on its menu, starts a game of NAME (a person
and an AI), and prints the CPU time of the call that enters the table and of each of the next
frames, with the regions they drew and the fonts they opened (ui/frame_causes.py), as JSON.
`--whole` turns the tables' preparation off (`PREPARE_FIRST`): the first picture drawn whole while
entering, as before it was prepared (game/tools/MEASUREMENTS.md, "Daitoshi's first picture
prepared")."""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path


def entry(game: str, size: tuple[int, int], whole: bool, frames: int = 30) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # the client's modules after the drivers are chosen (pygame reads them as it starts), and
    # only when a table is entered: `--help` needs none of them (start-up time)
    from game.core import registry
    from game.core.rng import KEYED
    from game.input.session import SeatConfig
    from game.ui import frame_causes as fc
    from game.ui.app import App
    from game.ui.tables.arigato.scene import ArigatoTable
    from game.ui.tables.daitoshi.scene import DaitoshiTable

    tables = (ArigatoTable, DaitoshiTable)
    were = [table.PREPARE_FIRST for table in tables]
    for table in tables:
        table.PREPARE_FIRST = not whole
    spec = registry.find(game)
    home = Path(tempfile.mkdtemp(prefix="table-entry-"))
    app = App(size=size, settings_path=home / "settings.json", saves_dir=home / "saves", games=[spec])
    try:
        app.open_menu()
        app.frame(1 / 60)
        session = app.new_session(spec, [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")],
                                  {}, 7, deal=KEYED)

        def timed(step) -> dict:
            counts, start = fc.counts.copy(), time.thread_time()
            step()
            did = fc.since(counts)
            return {"cpu_ms": round((time.thread_time() - start) * 1000, 2),
                    "regions": sum(v for k, v in did.items() if k.startswith(fc.REGION_DRAWN)),
                    "fonts_opened": did.get(fc.FONT_OPENED, 0)}

        out = {"game": game, "size": f"{size[0]}x{size[1]}", "prepared": not whole,
               "entering": timed(lambda: app.start_session(session))}
        out["frames"] = [timed(lambda: app.frame(1 / 60)) for _ in range(frames)]
        out["worst_cpu_ms"] = max([out["entering"]["cpu_ms"]] + [f["cpu_ms"] for f in out["frames"]])
        return out
    finally:
        app.close(last=False, picture=False)
        for table, was in zip(tables, were):
            table.PREPARE_FIRST = was


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.tools.table_entry", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="daitoshi")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--whole", action="store_true", help="the first picture drawn whole while entering")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    print(json.dumps(entry(args.game, (w, h), args.whole)))


if __name__ == "__main__":
    main()
