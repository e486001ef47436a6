"""The README keeps to what is true: it is a page (at most 250 lines), every command it shows is
accepted by the program's own parser, and every file, folder and picture it names is in the
repository (tests/TESTING.md, "What is where")."""

from __future__ import annotations

import argparse
import importlib
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"
TOPS = ("game/", "tests/", "levels/", "assets/", ".ci/")     # the repository's own folders

SPAN = re.compile(r"`([^`]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")


class Parsed(Exception):
    """Raised by the spy in place of running the tool: the command line was accepted."""


def text() -> str:
    return README.read_text(encoding="utf-8")


def prose(page: str) -> str:
    """The page without its fenced blocks, whose triple backticks would pair with a span's."""
    return re.sub(r"^```.*?^```", "", page, flags=re.S | re.M)


def commands(page: str) -> list[list[str]]:
    """Every `python -m game...` command in a code span, as its words after `python -m`."""
    out = []
    for span in SPAN.findall(prose(page)):
        words = " ".join(span.split()).split(" ")
        if words[:2] == ["python", "-m"] and words[2:3] and words[2].startswith("game"):
            out.append(words[2:])
    return out


def named_paths(page: str) -> list[str]:
    """The repository paths the README names: its links, and code spans that start with one of
    the repository's folders and hold no placeholder."""
    spans = [s for s in SPAN.findall(prose(page))
             if s.startswith(TOPS) and " " not in s and not set("<>*") & set(s)]
    return LINK.findall(page) + spans


def accepted(words: list[str], monkeypatch) -> None:
    """Run the module's `main` with the command's arguments, stopped the moment its parser has
    accepted them (a refusal is argparse's exit 2, and fails). `...` stands for the options a
    row leaves out: the subcommand's `--help` is asked for instead."""
    module, args = words[0], words[1:]
    if "..." in args:
        args = args[:args.index("...")] + ["--help"]
    original = argparse.ArgumentParser.parse_args

    def spy(self, args=None, namespace=None):
        raise Parsed(original(self, args, namespace))

    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", spy)
    main = importlib.import_module("game.cli" if module == "game" else module).main
    try:
        main(args)
    except Parsed:
        return
    except SystemExit as stop:
        assert stop.code == 0, f"`python -m {' '.join(words)}` is refused by its parser"
        return
    raise AssertionError(f"`python -m {' '.join(words)}` ran without parsing its arguments")


def test_the_readme_is_a_page():
    assert len(text().splitlines()) <= 250


def test_the_readme_shows_its_commands():
    found = commands(text())
    assert ["game", "--version"] in found and len(found) >= 10


@pytest.mark.parametrize("words", commands(text()), ids=lambda w: " ".join(w)[:60])
def test_every_command_the_readme_shows_parses(words, monkeypatch, capsys):
    accepted(words, monkeypatch)


def test_a_command_the_parser_refuses_is_caught(monkeypatch, capsys):
    """The check above can fail: an option no parser knows is refused."""
    with pytest.raises(AssertionError, match="refused"):
        accepted(["game", "simulate", "--no-such-option"], monkeypatch)


@pytest.mark.parametrize("path", named_paths(text()))
def test_every_file_the_readme_names_exists(path):
    assert (REPO / path).exists(), f"README names {path}, which is not in the repository"


def test_the_readme_names_its_documents():
    named = set(named_paths(text()))
    assert {"game/ARCHITECTURE.md", "tests/TESTING.md", "game/net/PROTOCOL.md",
            "game/ai/AI.md", "game/tools/MEASUREMENTS.md"} <= named
