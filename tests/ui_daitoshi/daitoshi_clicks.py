"""Taking a Daitoshi action the way a player does, for the client suite over the registry
(tests/client/, which finds this module by its name): the board's own clicks (board_clicks.py)
once the last move's story has finished."""

from __future__ import annotations

from board_clicks import click_action, settle


def play_move(pilot, table, action) -> None:
    settle(pilot, table)
    click_action(pilot, table, action)
