"""The tables' sounds (game/ui/cues.py, game/ui/sound.py): the files are what the script writes; a
burst of news is one sound, its most important, at every game's table (what each game's events
sound like: tests/ui_<game>/test_<game>_sounds.py); each kind's volume and mute are saved with the settings
and heard at once; Settings -> Sounds reads whole in both languages; no device, or the dummy one,
is silence without a word or a crash."""

from __future__ import annotations

import filecmp
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from drawn_text import DrawnText
from game.core import registry
from game.i18n import set_language, t
from game.input.session import SeatConfig
from game.persistence import settings as settings_store
from game.resources import resource_path
from game.tools import make_sounds
from game.ui.cues import ALL, BUTTONS, FILES, KINDS, loudest

REPO = Path(__file__).resolve().parents[2]


def test_the_sound_files_are_what_the_script_writes(tmp_path):
    written = make_sounds.write(tmp_path)
    ours = resource_path("assets", "sounds")
    names = {p.name for p in written}
    assert names == {f"{f}.wav" for files in FILES.values() for f in files}
    same, different, missing = filecmp.cmpfiles(ours, tmp_path, sorted(names), shallow=False)
    assert different == [] and missing == [] and len(same) == len(names)
    assert sum((ours / n).stat().st_size for n in names) < 400_000     # small beside the executable


def test_a_burst_is_one_sound_its_most_important():
    assert loudest(["card", "gain", None, "dusk", "turn"]) == "dusk"
    assert loudest(["card", "scores"]) == "scores"
    assert loudest([None, None]) is None and loudest([]) is None
    assert [loudest([k, "card"]) for k in KINDS] == list(KINDS)     # KINDS is the order of importance


@pytest.mark.parametrize("game", registry.available())
def test_at_the_table_each_frames_news_makes_at_most_one_sound(make_app, game):
    """AI seats with the animations off: a frame plays many moves at once, yet one sound."""
    spec = registry.spec(game)
    app = make_app(games=(spec,))
    seats = [SeatConfig(n, i, "ai", "easy") for i, n in enumerate(("Aiko", "Botan"))]
    app.start_session(app.new_session(spec, seats, {}, 5))
    table = app.stack.top
    bursts = 0
    for _ in range(400):
        if table.session.is_over() or table.done:
            break
        told = len(table.told)
        app.sound.heard.clear()
        table.session.wait_for_ai()
        app.frame(1 / 60, draw=False)
        news = table.session.story(table.viewer)[told:len(table.told)]
        kinds = [table.CUES(e, frozenset()) for chapter in news for e in chapter.events]
        assert list(app.sound.heard) == ([loudest(kinds)] if loudest(kinds) else [])
        bursts += len(set(kinds) - {None}) > 1
    assert table.session.is_over() and bursts > 0      # the rule was tried on real bursts


def test_a_move_of_yours_sounds_once_its_own_sound_or_the_buttons(make_app):
    spec = registry.spec("daitoshi")
    app = make_app(games=(spec,))
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")]
    app.start_session(app.new_session(spec, seats, {}, 5))
    table = app.stack.top
    app.frame(1 / 60)
    for _ in range(6):
        while not table.my_turn():
            table.session.wait_for_ai()
            app.frame(1 / 60, draw=False)
        app.sound.heard.clear()
        table.submit(table.session.legal_actions(table.viewer)[0])
        assert len(app.sound.heard) == 1
        assert app.sound.heard[0] == (table.sounded or BUTTONS)


def test_each_kind_has_its_own_volume_and_mute_saved_with_the_settings(make_app, tmp_path):
    app = make_app()
    app.change_setting("volume", 50)
    app.change_setting("sound_level", ("dusk", 40))
    app.change_setting("sound_muted", ("card", True))
    assert app.sound.volume_of("dusk") == pytest.approx(0.2)
    assert app.sound.volume_of("card") == 0.0
    assert app.sound.volume_of("turn") == pytest.approx(0.5)
    back = settings_store.load(app.settings_file)
    assert back.sound_levels == {"dusk": 40} and back.sounds_muted == ["card"]
    app.change_setting("sound_muted", ("card", False))
    assert settings_store.load(app.settings_file).sounds_muted == []
    assert app.sound.volume_of("card") == pytest.approx(0.5)


@pytest.mark.parametrize("levels, muted, kept_levels, kept_muted", [
    ({"dusk": 140}, ["card"], {}, ["card"]),          # a volume out of range: it alone goes
    ({"dusk": 40}, "card", {"dusk": 40}, []),         # not a list of kinds
    ([1, 2], [3], {}, []),                            # neither a map of volumes nor of names
    ({"dusk": True}, ["y" * 40], {}, []),             # a flag is no volume; a name far too long
])
def test_a_bad_sound_setting_falls_back_alone(tmp_path, levels, muted, kept_levels, kept_muted):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "volume": 30, "sound_levels": levels, "sounds_muted": muted}))
    notices = []
    s = settings_store.load(path, notices)
    assert notices == [] and s.volume == 30
    assert s.sound_levels == kept_levels and s.sounds_muted == kept_muted


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_settings_sounds_lists_every_kind_whole_in_both_languages(make_app, lang):
    app = make_app()
    set_language(lang)
    app.open_settings()
    app.frame(1 / 60)
    app.stack.top.widget("sounds").click(None)
    scene = app.stack.top
    assert scene.name == "sounds"
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    assert drawn.problems() == []
    said = [w for _, w, _ in drawn.visible_texts()]
    for kind in ALL:
        assert t(f"sounds.kind.{kind}") in said and not t(f"sounds.kind.{kind}").startswith("sounds.")
    scene.widget("level:steam").step(-1)             # 100 % -> 90 %: heard at once, and saved
    scene.widget("mute:worker").step(1)
    assert app.settings.sound_levels["steam"] == 90 and "worker" in app.settings.sounds_muted
    assert list(app.sound.heard)[-2:] == ["steam", "worker"]
    assert settings_store.load(app.settings_file).sound_levels == {"steam": 90}


EVERY_SOUND = """
import sys, tempfile
from pathlib import Path
from game.ui.app import App
from game.ui.cues import ALL, KINDS
home = Path(tempfile.mkdtemp())
app = App(size=(640, 360), settings_path=home / "s.json", saves_dir=home / "saves")
for kind in KINDS:
    app.sound.cue([kind, None])
for kind in ALL:
    app.sound.preview(kind)
app.sound.play("click"); app.sound.play("refuse")
app.close()
print("played", len(ALL))
"""


@pytest.mark.parametrize("audio", ["dummy", "alsa"])
def test_every_sound_without_a_device_is_silence_without_a_crash(audio):
    """The tests' dummy driver: not a word; a real driver with no card (this machine's ALSA):
    at most the one line that says so."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": audio, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", EVERY_SOUND], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and f"played {len(ALL)}" in done.stdout, done.stderr
    from game.ui.sound import NO_DEVICE
    allowed = [] if audio == "dummy" else [NO_DEVICE]
    assert [line for line in done.stderr.splitlines() if line and line not in allowed] == []


def test_a_cue_reads_no_file_every_sound_is_read_when_the_mixer_starts(make_app, monkeypatch):
    """A sound's file read at its first cue took up to 4 ms of a move's frame: each is read once,
    with the window, and a cue then only starts it."""
    app = make_app()
    if not app.sound._channels:
        pytest.skip("no mixer on this machine")
    assert set(app.sound._loaded) == {f for files in FILES.values() for f in files}
    assert all(s is not None for s in app.sound._loaded.values())
    read = []
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *a, **k: read.append(a))
    for kind in KINDS:
        app.sound.preview(kind)
    app.sound.play("click")
    app.sound.play("refuse")
    assert read == []
