"""The Linux double-click pieces in assets/linux/: a valid .desktop entry that names the icon and
the window class the client sets, and an installer that puts all three where desktops look."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
from pathlib import Path

import pygame
import pytest

from game import launch
from game.ui.app import WINDOW_CLASS

LINUX = Path(__file__).resolve().parents[2] / "assets" / "linux"
NAME = "arigato-daitoshi"


def entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / f"{NAME}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_names_the_program_its_icon_and_its_window():
    e = entry()
    assert e["Type"] == "Application" and e["Terminal"] == "false"
    assert e["Exec"] == NAME and e["Icon"] == NAME
    assert e["StartupWMClass"] == WINDOW_CLASS == launch.APP_NAME  # docks group the window under it
    assert e["Name"] == launch.TITLE
    assert "Game" in e["Categories"].split(";")


def test_the_icon_is_a_square_png_the_window_can_use():
    icon = pygame.image.load(str(LINUX / f"{NAME}.png"))
    assert icon.get_size() == (256, 256)
    assert launch.ICON == ("assets", "linux", f"{NAME}.png")


@pytest.mark.skipif(shutil.which("sh") is None or os.name != "posix", reason="needs a POSIX shell")
def test_install_and_uninstall_for_one_user(tmp_path):
    exe = tmp_path / "built" / NAME
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\necho hello\n")
    home = tmp_path / "home"
    (home / "Desktop").mkdir(parents=True)
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "share"))
    env.pop("XDG_CONFIG_HOME", None)  # xdg-user-dir reads user-dirs.dirs from there
    done = subprocess.run(["sh", str(LINUX / "install.sh"), str(exe)], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    installed = home / ".local" / "bin" / NAME
    assert installed.is_file() and os.access(installed, os.X_OK)
    assert (home / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{NAME}.png").is_file()
    launcher = (home / "share" / "applications" / f"{NAME}.desktop").read_text(encoding="utf-8")
    assert f"Exec={installed}\n" in launcher
    assert (home / "Desktop" / f"{NAME}.desktop").is_file()
    done = subprocess.run(["sh", str(LINUX / "install.sh"), "--uninstall"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert not installed.exists() and not (home / "Desktop" / f"{NAME}.desktop").exists()


@pytest.mark.skipif(shutil.which("sh") is None or os.name != "posix", reason="needs a POSIX shell")
def test_install_without_a_build_says_what_to_do(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "share"))
    done = subprocess.run(["sh", str(LINUX / "install.sh"), str(tmp_path / "nothing")], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "pyinstaller build.spec" in done.stderr


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (desktop-file-utils) is not installed")
def test_desktop_entry_passes_the_freedesktop_validator():
    done = subprocess.run(["desktop-file-validate", str(LINUX / f"{NAME}.desktop")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout
