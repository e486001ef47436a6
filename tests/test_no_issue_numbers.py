"""Code, tests and documents cite the project's own documents, never the numbers of the issues
that asked for them: a number means nothing to a reader of the code (game/ARCHITECTURE.md,
"Documents")."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CITED = re.compile(r"\bissues? " + r"#?\d+", re.IGNORECASE)
WHERE = ("game", "tests", "levels")
TEXT = {".py", ".md", ".toml"}


def citations(text: str) -> list[str]:
    return [m.group(0) for m in CITED.finditer(text)]


def test_no_file_cites_an_issue_number():
    found = []
    files = [REPO / "README.md"] + [p for top in WHERE for p in sorted((REPO / top).rglob("*"))
                                    if p.suffix in TEXT and p.is_file()]
    for path in files:
        if path == Path(__file__).resolve():
            continue                    # its own examples below
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if citations(line):
                found.append(f"{path.relative_to(REPO)}:{number}: {line.strip()[:80]}")
    assert found == []


def test_a_citation_is_caught():
    assert citations("as the hint says (issue " + "36)") == ["issue " + "36"]
    assert citations("issues " + "13 and 14") == ["issues " + "13"]
    assert citations("a new issue of the rulebook") == []
