"""Playing a table with the keyboard alone, for the keyboard's tests of both games: posted key
events only (Tab, Shift+Tab, the arrows, Enter, Escape), a frame after each. What the pilot reads
to decide (the focus's choices, the legal list) it only reads; every move goes in by a key."""

from __future__ import annotations

import pygame


def press(pilot, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pilot.frames(1)


def ids(table) -> list[str]:
    return [c.id for c in table.keys.choices()]


def focused(table) -> str | None:
    here = table.keys.current() if table.keys.shown else None
    return here.id if here is not None else None


def tab_to(pilot, table, cid: str) -> None:
    """Tab until the focus stands on the choice `cid` (it must be on offer)."""
    assert cid in ids(table), (cid, table.keys.scope, ids(table))
    for _ in range(len(ids(table)) + 2):
        if focused(table) == cid:
            return
        press(pilot, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {cid}: {ids(table)}")


def choose(pilot, table, cid: str) -> None:
    """The choice `cid` taken as a keyboard player takes it: Tab to it, Enter."""
    tab_to(pilot, table, cid)
    press(pilot, pygame.K_RETURN)


def only_legal(session) -> list:
    """Every action the session is asked to apply is checked against its legal list first
    (a key must never submit an illegal action); returns the list of those submitted."""
    submitted = []
    real = session.submit

    def submit(action):
        assert action in session.legal_actions(action.seat), f"illegal action submitted: {action}"
        submitted.append(action)
        return real(action)

    session.submit = submit
    return submitted


KEYS_AT_RANDOM = ([(pygame.K_TAB, 0)] * 3 + [(pygame.K_TAB, pygame.KMOD_SHIFT), (pygame.K_LEFT, 0), (pygame.K_RIGHT, 0),
                                            (pygame.K_UP, 0), (pygame.K_DOWN, 0), (pygame.K_ESCAPE, 0)]
                  + [(pygame.K_RETURN, 0)] * 3)


def keys_at_random(pilot, table, rng, presses: int) -> list:
    """`presses` frames of a keyboard player pressing keys at random on their turns (Escape back to
    the table from the pause menu or the rules), checking every action submitted against the
    legal list (`only_legal`); returns those submitted."""
    app, session = pilot.app, table.session
    submitted = only_legal(session)
    for _ in range(presses):
        if session.is_over():
            break
        if app.stack.top is not table:
            press(pilot, pygame.K_ESCAPE)
        elif not table.my_turn():
            pilot.frames(1, drawn=False)
        else:
            press(pilot, *rng.choice(KEYS_AT_RANDOM))
    return submitted
