"""The project documents itself inside its repository: no file cites a document that is not in
it (but the few that game/ARCHITECTURE.md, "Documents", names as outside it, and why), and every
section of game/ARCHITECTURE.md that a comment cites is there.

Someone who clones the project must be able to follow every reference. A document is cited by a
name ending in .md, .rst, .txt or .pdf (`levels/<game>/NOTES.md`, `NOTES.md`, `daitoshi.fr.md`);
it exists when that path, from the repository's root or from the citing file's folder, or a file
whose path ends so, is in the repository (`<...>` stands for any name). A section is cited as
`ARCHITECTURE.md, "The session"` (or `ARCHITECTURE.md ("Quality bars")`), a practice as
`"Practices" 6`."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ARCHITECTURE = REPO / "game" / "ARCHITECTURE.md"
SCANNED = ("game", "tests", "levels", "README.md")      # what the project writes, beside its data
TEXT = {".py", ".md", ".toml", ".txt", ".spec"}
SKIP = {".git", ".venv", "__pycache__", "dist", "build", "node_modules"}

CITED = re.compile(r"(?<![\w{}*./])(?:\.\./)*[\w<>][\w<>./-]*\.(?:md|rst|txt|pdf)\b")
SECTION = re.compile(r'ARCHITECTURE\.md(?:, ?| \()"([A-Z][^"=()]*)"(?: (\d+))?')


def repository_files() -> list[str]:
    """Every file of the repository, as a posix path from its root (tools' folders left out)."""
    out = []
    for path in REPO.rglob("*"):
        parts = path.relative_to(REPO).parts
        if path.is_file() and not SKIP & set(parts):
            out.append("/".join(parts))
    return out


def scanned_files() -> list[Path]:
    out = []
    for name in SCANNED:
        top = REPO / name
        for path in ([top] if top.is_file() else sorted(top.rglob("*"))):
            if path.is_file() and path.suffix in TEXT and not SKIP & set(path.parts):
                out.append(path)
    return out


def exists(cited: str, citing: str, files: list[str]) -> bool:
    """Whether the document `cited`, named in the file `citing` (both posix paths), is one of
    `files` (posix paths from the repository's root)."""
    folder = citing.rsplit("/", 1)[0] if "/" in citing else ""
    if _normal(f"{folder}/{cited}") in files:
        return True
    if ".." in cited.split("/"):
        return False                 # a way out of the citing file's folder, and not to a file
    name = "".join("[^/]+" if piece.startswith("<") else re.escape(piece)
                   for piece in re.split(r"(<[^>]*>)", cited) if piece)
    return any(re.fullmatch(f"(?:.*/)?{name}", f) for f in files)


def _normal(path: str) -> str | None:
    """`a/b/../c` as `a/c`; None for a path that leaves the repository."""
    out: list[str] = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not out:
                return None
            out.pop()
        else:
            out.append(part)
    return "/".join(out)


def outside(document: str) -> set[str]:
    """The documents the architecture names as outside the repository: the file names quoted in
    the paragraph of its "Documents" section that begins "Outside it"."""
    body = headings(document).get("Documents", "")
    paragraph = next((p for p in body.split("\n\n") if p.strip().startswith("Outside it")), "")
    return set(re.findall(r"`([^`/]+\.md)`", paragraph))


def missing_documents(texts: dict[str, str], files: list[str], known: set[str] = frozenset()) -> list[str]:
    """Each citation in `texts` (posix path -> text) of a document not among `files`, nor one
    of the `known` documents outside the repository (by file name)."""
    out = []
    for citing, text in sorted(texts.items()):
        for n, line in enumerate(text.splitlines(), 1):
            for cited in CITED.findall(line):
                if not exists(cited, citing, files) and cited.rsplit("/", 1)[-1] not in known:
                    out.append(f"{citing}:{n}: {cited}")
    return out


def _joined(text: str) -> str:
    """The text with its lines joined (a citation may break across a comment's lines)."""
    return re.sub(r'\s*\n\s*(?:#\s*)?', " ", text)


def headings(document: str) -> dict[str, str]:
    """The document's sections, title -> body."""
    parts = re.split(r"^## (.+)$", document, flags=re.MULTILINE)
    return {title.strip(): body for title, body in zip(parts[1::2], parts[2::2])}


def missing_sections(texts: dict[str, str], document: str) -> list[str]:
    """Each citation in `texts` of a section (or of a numbered item in it) that `document` lacks."""
    sections = headings(document)
    out = []
    for citing, text in sorted(texts.items()):
        for title, number in SECTION.findall(_joined(text)):
            if title not in sections:
                out.append(f"{citing}: no section {title!r}")
            elif number and not re.search(rf"^{number}\. ", sections[title], flags=re.MULTILINE):
                out.append(f"{citing}: no item {number} in {title!r}")
    return out


def texts() -> dict[str, str]:
    """What the project wrote, by path; not this file, whose samples of bad citations prove the
    checks below."""
    return {p.relative_to(REPO).as_posix(): p.read_text(encoding="utf-8") for p in scanned_files()
            if p != Path(__file__).resolve()}


def test_every_cited_document_is_in_the_repository_or_named_as_outside_it():
    found = texts()
    assert len(found) > 100, "the walk found almost nothing: the check would prove nothing"
    known = outside(ARCHITECTURE.read_text(encoding="utf-8"))
    assert known == {"arigato-rulebook-en.md", "arigato-rulebook-fr.md", "daitoshi-rulebook.md"}
    assert missing_documents(found, repository_files(), known) == []


def test_every_cited_section_of_the_architecture_is_there():
    found = texts()
    cited = sum(len(SECTION.findall(_joined(t))) for t in found.values())
    assert cited >= 20, "hardly a citation found: the pattern no longer sees them"
    assert missing_sections(found, ARCHITECTURE.read_text(encoding="utf-8")) == []


def test_the_checks_see_a_document_or_a_section_that_is_missing():
    files = ["game/ARCHITECTURE.md", "levels/arigato/NOTES.md", "assets/rules/daitoshi.fr.md"]
    sample = {"game/x.py": '"""As PLAN.md says; see NOTES.md, levels/<game>/NOTES.md and\n'
                           'daitoshi.fr.md, then ../shared/rules/daitoshi-rulebook.md and GUIDE.md."""',
              "levels/arigato/NOTES.md": "Each gap listed in `GAPS.md` (../arigato/NOTES.md)."}
    assert missing_documents(sample, files) == [
        "game/x.py:1: PLAN.md", "game/x.py:2: ../shared/rules/daitoshi-rulebook.md",
        "game/x.py:2: GUIDE.md", "levels/arigato/NOTES.md:1: GAPS.md"]
    assert missing_documents(sample, files, {"daitoshi-rulebook.md"}) == [
        "game/x.py:1: PLAN.md", "game/x.py:2: GUIDE.md", "levels/arigato/NOTES.md:1: GAPS.md"]
    document = "# T\n\n## The session\n\ntext\n\n## Practices\n\n1. one\n2. two\n"
    cites = {"a.py": '# (game/ARCHITECTURE.md, "The session"); (game/ARCHITECTURE.md,\n'
                     '# "Practices" 2); game/ARCHITECTURE.md ("Quality bars"); ARCHITECTURE.md, "Practices" 3'}
    assert missing_sections(cites, document) == ["a.py: no section 'Quality bars'",
                                                 "a.py: no item 3 in 'Practices'"]
