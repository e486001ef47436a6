"""SOLO MODE: the Mayor of Daitoshi and his Advisors. Part of the rules, not an AI.

The Mayor is the second Factory of a 2-player-style game (`s.players[MAYOR]`) that no agent
controls: his turns run inside `apply`, right after the human's. He follows the multiplayer
rules (the same tasks and resolvers) except where SOLO MODE, ICONS (SOLO MODE) and ADVISOR CARDS
say otherwise; those differences live in this package, a module per job:

- `content`: his components, the Mayor's Deck (16 cards, a face and a map-side back), the 10
  Advisors and the Bribe tile, loaded from `levels/daitoshi/mayor.toml` and `advisors.toml`;
- `board`: his pieces at the table (`MayorState`) and the checks that they match his Factory;
- `setup`: his part of SETUP and the Advisors dealt (the difficulty);
- `decisions`: his choices, as pure functions of the state (`evaluate_card`, `magnate_space`,
  `choose_action`, `commit_choice`, ... each citing its rule);
- `icons`: how he gains the icons whose rules differ from a player's;
- `turn`: his rules for the tasks SOLO MODE changes, and `decide`, which answers the few
  questions the shared rules still ask him. Importing it registers them with the flow, which
  alone picks his rule or the players' one (`flow.rule_for`: his for a task of his seat);
- `events`: what his moves tell the table; `view`: what a player may see of him.

`levels/daitoshi/NOTES.md`, "Solo mode", records every value and every reading of the rulebook.
This module is the package's public surface: the state, the words and the tests use these names.
"""

from __future__ import annotations

from game.core.daitoshi.mayor.board import MAYOR, RECORD_SPACES, MayorState, face_card, \
    gain_mayor_worker, has, is_mayor, solo_violations, top_back
from game.core.daitoshi.mayor.content import MAIN_ACTIONS, Advisor, MayorCard, SoloComponents, \
    load_solo
from game.core.daitoshi.mayor.decisions import can_do, card_actions, choose_action, \
    commit_choice, contribute_choice, electrify_choice, evaluate_card, expand_choice, \
    magnate_space, placement_choice, progress_choice, scoring_icons_ahead, steps_left, \
    trade_choice
from game.core.daitoshi.mayor.events import AdvisorsDealt, AdvisorSetUp, MayorChecked, MayorTurn
from game.core.daitoshi.mayor.icons import city_reward, pilgrim_any
from game.core.daitoshi.mayor.setup import DEFAULT_ADVISORS, start_solo
from game.core.daitoshi.mayor.turn import decide, mayor_end_scores
from game.core.daitoshi.mayor.view import redact, sample

__all__ = [
    "MAYOR", "RECORD_SPACES", "MAIN_ACTIONS", "DEFAULT_ADVISORS",
    "MayorCard", "Advisor", "SoloComponents", "load_solo",
    "MayorState", "is_mayor", "has", "face_card", "top_back", "gain_mayor_worker",
    "solo_violations", "start_solo",
    "card_actions", "can_do", "evaluate_card", "magnate_space", "choose_action", "commit_choice",
    "expand_choice", "electrify_choice", "trade_choice", "contribute_choice",
    "scoring_icons_ahead", "steps_left", "progress_choice", "placement_choice",
    "city_reward", "pilgrim_any", "decide", "mayor_end_scores",
    "MayorTurn", "MayorChecked", "AdvisorsDealt", "AdvisorSetUp", "redact", "sample",
]
