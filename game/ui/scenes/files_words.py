"""The player's files in words: a saved game's one-line summary, and a bad file's notice."""

from __future__ import annotations

import errno
import time

from game.i18n import shown_name, t, tn
from game.persistence.saves import is_hosted

# what the system said, in the player's words where it is one of the common cases
_OS_WORDS = {errno.ENOSPC: "files.os.full", errno.EFBIG: "files.os.full", errno.EDQUOT: "files.os.full",
             errno.EACCES: "files.os.denied", errno.EPERM: "files.os.denied", errno.EROFS: "files.os.denied"}


def os_error_words(exc: OSError) -> str:
    """Why a write failed: "the disk is full", or the system's own words for a rarer case."""
    key = _OS_WORDS.get(exc.errno)
    return t(key) if key else (exc.strerror or str(exc) or type(exc).__name__)


def progress_words(saved) -> str:
    """"day 5", "turn 31" (each game's own unit, State.progress), or the number of moves when
    the save does not say (or says it in a unit no game counts in now)."""
    p = saved.progress
    if p is not None and p[0] in ("day", "turn"):
        return t(f"progress.{p[0]}", n=p[1])
    return tn("count.moves", len(saved.data["actions"]))


def continue_note(app, saved) -> str:
    """Under Continue: "Arigatō · 2 players · day 5" ("day 5 · hosted online" for a game hosted
    from this client, which Continue hosts again)."""
    return t("menu.continue_note", game=app.game_title(saved.game),
             players=tn("count.players", len(saved.data["seats"])), progress=state_words(saved))


def state_words(saved) -> str:
    """How far the game is, and that it was hosted online from here when it was."""
    progress = progress_words(saved)
    return f"{progress} · {t('saves.hosted')}" if is_hosted(saved) else progress


def seats_words(saved) -> str:
    """"Aiko, Bot (AI), Kenji (AI)"; a default name in the language on screen (a game begun in
    Learn to play in French, "Vous", is "You" in English, as at its table)."""
    return ", ".join(shown_name(s["name"]) if s["kind"] == "human" else t("saves.ai", name=shown_name(s["name"]))
                     for s in saved.data["seats"])


def when_words(stamp: float, now: float | None = None) -> str:
    """"today, 14:05", "yesterday, 09:12", else the date and time."""
    now = time.time() if now is None else now
    day = time.localtime(stamp)
    clock = time.strftime("%H:%M", day)
    if time.strftime("%Y%m%d", day) == time.strftime("%Y%m%d", time.localtime(now)):
        return t("saves.today", time=clock)
    if time.strftime("%Y%m%d", day) == time.strftime("%Y%m%d", time.localtime(now - 86400)):
        return t("saves.yesterday", time=clock)
    return time.strftime("%Y-%m-%d %H:%M", day)


def notice_words(notice) -> str:
    """"settings.json: it is damaged (Expecting value). It was kept as settings.json.bad-…"; a
    notice already in words (a finished game written into the record book) as it is."""
    if isinstance(notice, str):
        return notice
    why = t(f"files.{notice.reason}", detail=notice.detail)
    if notice.aside is None:
        return t("files.notice_in_place", file=notice.path.name, why=why)
    return t("files.notice", file=notice.path.name, why=why, aside=notice.aside.name)
