"""The tutorials' files (levels/<game>/tutorial.toml): both load; a damaged one is refused
with an error naming the file, the step and what is wrong; and each plays through the rules, every
step's move legal when its turn comes, the opponent's script legal throughout (the lessons stay
valid when the content changes). Each step quotes the rulebook passage it teaches, and
each quote stands in the rulebook, under the section it names."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from game.core import registry
from game.i18n.catalogue import CATALOGUE
from game.tutorial import TutorialError, load
from game.tutorial.script import elements, has_tutorial, matches, path_of
from game.tutorial.session import TutorialSession

GAMES = tuple(name for name in registry.available() if has_tutorial(name))   # every one with a tutorial


def write(tmp_path, text: str):
    path = tmp_path / "tutorial.toml"
    path.write_text(text, encoding="utf-8")
    return path


GOOD = '''game = "arigato"
rulebook = "arigato-rulebook-en.md"
players = 2
seed = 5
opponent = ["end_day seat=1"]

[[step]]
say = { en = "Hello.", fr = "Bonjour." }
rule = { section = "HOW TO PLAY", quote = "The game consists of 12 rounds" }
highlight = ["workshop:0"]

[[step]]
say = { en = "End your day.", fr = "Finissez." }
rule = [{ section = "HOW TO PLAY", quote = "Each round consists of 3 phases" }, { section = "B", quote = "two" }]
highlight = ["button:end_day"]
expect = ["end_day"]
'''


def test_a_small_tutorial_loads(tmp_path):
    t = load("arigato", write(tmp_path, GOOD))
    assert [s.expect for s in t.steps] == [(), ("end_day",)]
    assert t.opponent[0].text() == "end_day seat=1" and t.level == "easy"
    assert [(p.section, p.quote) for p in t.steps[1].rule] == [("HOW TO PLAY", "Each round consists of 3 phases"),
                                                               ("B", "two")]


@pytest.mark.parametrize("change,words", [
    (('game = "arigato"', 'game = "daitoshi"'), "'game' must be 'arigato'"),
    (("players = 2", "players = 9"), "'players' must be a whole number from 1 to 5"),
    (("seed = 5", 'seed = "five"'), "'seed' must be a whole number"),
    (('rulebook = "arigato-rulebook-en.md"\n', ""), "'rulebook' must name the rulebook file"),
    (('"arigato-rulebook-en.md"', '"rules/book"'), "'rulebook' must name the rulebook file"),
    (('fr = "Bonjour."', 'de = "Hallo."'), "step 1: 'say' has no fr sentence"),
    (('"workshop:0"', '"kitchen"'), "step 1: no part of the arigato table is called 'kitchen'"),
    (('expect = ["end_day"]', 'expect = ["dt_end_placing"]'), "step 2: expected move 1 ('dt_end_placing'): no move of arigato"),
    (('expect = ["end_day"]', 'expect = ["prepare_offering slot=top"]'), "step 2: expected move 1 ('prepare_offering slot=top'): slot must be a whole number"),
    (('expect = ["end_day"]', 'expect = ["end_day colour=red"]'), "end_day has no field 'colour'"),
    (('"end_day seat=1"', '"end_day seat=0"'), "opponent move 1 ('end_day seat=0') must be an action of seat 1"),
    (('"end_day seat=1"', '"fly seat=1"'), "opponent move 1 ('fly seat=1'): unknown action kind"),
    (("[[step]]\nsay = { en = \"End", "[[step]]\nsay = { en = \"End\", fr = \"F\" }\nsound = \"ding\"\n#"), "step 2: unknown key 'sound'"),
    (("players = 2", "players = 2\n[oops"), "not valid TOML"),
    (('rule = { section = "HOW TO PLAY", quote = "The game consists of 12 rounds" }\n', ""),
     "step 1: no 'rule': quote the passage of arigato-rulebook-en.md"),
    (('quote = "The game consists of 12 rounds"', 'quote = ""'), "step 1: rule: 'quote' must be the rulebook's words"),
    (('quote = "The game consists of 12 rounds"', 'words = "x"'), "step 1: rule: must be rule = {"),
    (('quote = "The game consists of 12 rounds"', 'quote = "' + "x" * 301 + '"'), "longer than 300 characters"),
    (('{ section = "B", quote = "two" }', '{ section = 2, quote = "two" }'), "step 2: rule 2: 'section' must be"),
    (('rule = [{ section = "HOW TO PLAY", quote = "Each round consists of 3 phases" }, { section = "B", quote = "two" }]',
      "rule = []"), "step 2: 'rule' is empty"),
])
def test_a_damaged_tutorial_is_refused_with_its_file_and_step(tmp_path, change, words):
    old, new = change
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new, 1))
    with pytest.raises(TutorialError) as err:
        load("arigato", path)
    assert str(path) in str(err.value) and words in str(err.value)


def test_a_missing_tutorial_is_named(tmp_path):
    with pytest.raises(TutorialError, match="file is missing"):
        load("arigato", tmp_path / "nowhere.toml")


def test_the_start_up_check_reports_a_damaged_tutorial(tmp_path, monkeypatch):
    from game import launch
    from game.tutorial import script
    bad = write(tmp_path, GOOD.replace('"workshop:0"', '"kitchen"'))
    monkeypatch.setattr(script, "path_of", lambda game: bad)
    with pytest.raises(TutorialError, match="kitchen"):
        launch.check_data()
    assert "TutorialError" in launch.DATA_ERRORS


def test_a_move_matches_by_its_language_free_key():
    from game.core.arigato.actions import AssignRoles, EndDay
    a = AssignRoles(0, 46, 0, (10, 17))
    assert matches("assign_roles resident=46 slot=0 travelers=10,17", a)
    assert matches("assign_roles slot=0", a) and matches("any", a)
    assert not matches("assign_roles slot=1", a) and not matches("end_day", a)
    assert matches("end_day", EndDay(1))


@pytest.mark.parametrize("game", GAMES)
def test_each_tutorial_plays_through_the_rules(game):
    """Each step's expected move is legal when the player's turn comes; the opponent's scripted
    moves are all played (none had to give way to its AI); the lesson ends."""
    tutorial = load(game)
    session = TutorialSession(registry.spec(game), tutorial, "You", "AI")
    lesson = session.lesson
    for _ in range(2000):
        if not lesson.running:
            break
        if lesson.reading():
            session.next_step()
            continue
        if lesson.seat in session.state.current_seats():
            expected = lesson.expected(session.state)
            assert expected, f"{game} step {lesson.number()}: '{lesson.pattern()}' is not legal now"
            session.submit(expected[0])
            continue
        seat = session.state.current_seats()[0]
        ctrl = session.controllers[seat]
        move = ctrl.script_move(session.state)
        assert move is not None, f"{game}: the opponent's script has no legal move at step {lesson.number()}"
        session._apply(move)
    assert lesson.finished
    while (move := session.controllers[1].script_move(session.state)) is not None:
        session._apply(move)     # the rest of the opponent's script (its moves of the last day)
    played = [a for a in session.state.history if a.seat != 0]
    assert played[:len(tutorial.opponent)] == list(tutorial.opponent)


@pytest.mark.parametrize("game", GAMES)
def test_each_tutorial_lights_only_its_table_s_kinds_of_parts(game):
    for step in load(game).steps:
        assert all(name.split(":")[0] in elements(game) for name in step.highlight)
        assert all(name.split(":")[0] in elements(game) for lit in step.by_move for name in lit)
    assert path_of(game).name == "tutorial.toml"


def test_daitoshi_s_tutorial_lights_the_building_or_track_of_the_move_it_awaits_never_another():
    """A step of two moves (activate the middle building, then the left; advance on the forest
    track, then the river) lights the place of the move it awaits now: never both buildings while
    it expects the middle one, nor a track's frame once its advance is made."""
    from game.core.daitoshi import actions as A
    from game.core.daitoshi.components import TERRAINS
    tutorial = load("daitoshi")
    session = TutorialSession(registry.spec("daitoshi"), tutorial, "You", "AI")
    lesson = session.lesson
    seen = 0
    for _ in range(2000):
        if not lesson.running:
            break
        if lesson.reading():
            session.next_step()
            continue
        if lesson.seat in session.state.current_seats():
            move = lesson.expected(session.state)[0]
            lit = [tuple(name.split(":")) for name in lesson.lit()]
            buildings = {int(k[2]) for k in lit if k[0] == "building"}
            tracks = {int(k[1]) for k in lit if k[0] == "track_space"}
            if isinstance(move, A.ActivateBuilding):
                assert buildings <= {move.building}, (lesson.number(), buildings, move)
                seen += 1
            if isinstance(move, A.ChoosePilgrimTrack):
                assert tracks <= {TERRAINS.index(move.track)}, (lesson.number(), tracks, move)
                seen += 1
            session.submit(move)
            continue
        session._apply(session.controllers[session.state.current_seats()[0]].script_move(session.state))
    assert seen >= 4


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_daitoshi_s_coach_names_the_two_turns_as_the_table_does(lang):
    """The coach and the Learn to play page name the two kinds of turn as the table's choices do
    ("Lead a Production Turn", "City Turn: move your Magnate") and the README does ("VP won in
    Production Turns"): a "Production turn" beside the table's "Production Turn" reads as
    another thing."""
    words = CATALOGUE[lang]
    names = [words["dtable.group.production"], words["dtable.group.magnate"].split(":")[0].strip()]
    assert names[0] == ("Production Turn" if lang == "en" else "Tour de Production")
    said = [step.words(lang) for step in load("daitoshi").steps] + [words["learn.daitoshi"]]
    for name in names:
        for text in said:
            found = re.findall(re.escape(name), text, re.IGNORECASE)
            assert all(f == name for f in found), (name, text)
    assert any(names[0] in text for text in said) and any(names[1] in text for text in said)


# --- each step's rulebook passage ------------------------------------------------------------
RULEBOOKS = Path(os.environ.get("RULEBOOKS_DIR") or Path(__file__).resolve().parents[2].parent / "shared" / "rules")


def plain(text: str) -> str:
    """The words without the extraction's emphasis marks and line breaks."""
    return " ".join(text.replace("*", "").split())


def title(heading: str) -> str:
    return plain(heading.strip().lstrip("#").replace("■", "")).rstrip(".").strip().casefold()


def level(line: str) -> int | None:
    """A heading's depth: `#`s in Markdown; a line in capitals (the Daitoshi extraction's
    headings) is the deepest. None for a line of text, or a table row."""
    s = line.strip()
    if s.startswith("#"):
        return len(s) - len(s.lstrip("#"))
    bare = plain(s)
    if "\t" not in s and len(bare) >= 4 and re.search(r"[A-Z]", bare) and not re.search(r"[a-z]", bare):
        return 9
    return None


def sections(text: str) -> dict[str, list[str]]:
    """Each section's words by its heading: from the heading to the next one as high or higher
    (a sub-section, a worked EXAMPLE, is part of its section)."""
    lines = text.splitlines()
    heads = [(i, lv) for i, line in enumerate(lines) if (lv := level(line)) is not None]
    out: dict[str, list[str]] = {}
    for k, (i, lv) in enumerate(heads):
        end = next((j for j, lw in heads[k + 1:] if lw <= lv), len(lines))
        out.setdefault(title(lines[i]), []).append(plain(" ".join(lines[i + 1:end])))
    return out


def misquoted(steps, book: str) -> list[str]:
    """The passages of `steps` whose quote is not in `book` under the section they name."""
    found = sections(book)
    return [f"step {s.number}: {p.section!r}: {p.quote!r}" for s in steps for p in s.rule
            if not any(plain(p.quote) in words for words in found.get(title(p.section), []))]


def rulebook(game: str) -> str:
    path = RULEBOOKS / load(game).rulebook
    if not path.is_file():
        pytest.skip(f"the rulebook {path} is not beside the repository (set RULEBOOKS_DIR)")
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_every_step_quotes_its_rulebook_under_the_section_it_names(game):
    steps = load(game).steps
    assert all(step.rule for step in steps)
    assert misquoted(steps, rulebook(game)) == []


def test_a_quote_not_in_its_section_is_found_out():
    """The check itself: a quote the rulebook does not hold, or holds under another section, is
    named; one under a sub-section or a worked example of its section is not."""
    from game.tutorial.script import Passage, Step
    book = ("## HOW TO PLAY\nThe game consists of **12 rounds**,\nas the calendar shows.\n### EXAMPLE\n"
            "Play on.\n## DUSK\nCheck the objective.\nSETUP\nShuffle the deck.\n")

    def step(section, quote):
        return Step(1, {}, {}, (), (), (Passage(section, quote),))
    assert misquoted([step("HOW TO PLAY", "consists of 12 rounds, as the calendar")], book) == []
    assert misquoted([step("how to play", "Play on.")], book) == []
    assert misquoted([step("DUSK", "Shuffle the deck.")], book) == []  # a heading in capitals lies within DUSK
    assert misquoted([step("SETUP", "Shuffle the deck.")], book) == []
    assert len(misquoted([step("DUSK", "The game consists of 12 rounds")], book)) == 1
    assert len(misquoted([step("HOW TO PLAY", "The game consists of 13 rounds")], book)) == 1
    assert len(misquoted([step("HOW TO PLAY", "Check the objective.")], book)) == 1
