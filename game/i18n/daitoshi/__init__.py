"""Daitoshi in words, in English and French: every action as a sentence a player can choose by,
every event as a log line, rewards, names, decisions, refusals, and the table's own catalogue.

The rules core holds no sentences; this package words what the core names. Each language is one
template set (en.py, fr.py: format strings and that language's small grammar); the phrasebook
decides once, for every language, what a sentence says:

    facts.py         what the sentences name, read off the table (rewards, who sits where; every
                     cost is asked of the state's queries, never worked out here)
    language.py      a template set in use: lookup, grammar forms, counts, the English fallback
    names.py         districts, Cities, Inventions, any id by name
    rewards.py       rewards as the icons read
    action_words.py  every action, addressed to the player who takes it, or told in the log
                     (told.py: the same names, in the third person)
    event_words.py   every event, as a log line
    decisions.py     the decision panel (the state's typed prompts, read with match), refusals,
                     the Magnate's moves as listed
    generic.py       what has no sentence yet: its class name and fields, in English
    table.py         the Daitoshi table's catalogue entries ("dtable.*"), merged by game/i18n
    table_board.py   its board's, Factories' and the Mayor's rows, merged by table.py
    table_reasons.py why a hint's move is better ("dtable.reason.*"), merged by table.py

Every function takes `lang` ("en" or "fr"); what French has no sentence for is said in English
(`language.untranslated("fr")` lists it). A sentence about a seat named "You" ("Vous") is said to
it, in the second person: each template with a seat as subject has its form "<key>.you", and
each decision its DECISIONS_YOU ("You gain 1 red worker", "Your Magnate moves", "You choose a turn").

    describe_action(action, state=None, viewer=None, lang="en") -> "Move your Magnate 3 districts ..."
    tell_action(action, state=None, names=None, lang="en") -> "Aiko commits to ..." (the log's voice)
    describe_prompt(prompt, state, name="You", lang="en") -> ("You choose a turn", "a sentence of help")
    describe_event(event, state=None, names=None, viewer=None, lang="en") -> "Aiko gains 1 red worker"
    describe_reward((kind, param, amount), lang="en") -> "2 food", "1 Prestige", ...
"""

from __future__ import annotations

from game.i18n.daitoshi.action_words import describe_action, tell_action
from game.i18n.daitoshi.decisions import (describe_decision, describe_magnate_district, describe_prompt,
                                          describe_magnate_space, describe_refusal)
from game.i18n.daitoshi.event_words import describe_event
from game.i18n.daitoshi.facts import (district_tile, donation_rewards, expand_cost, invention_at,
                                      partnership_rewards, workshop_rewards)
from game.i18n.daitoshi.generic import generic_action, generic_event
from game.i18n.daitoshi.names import city_name, district_name, invention_name, title
from game.i18n.daitoshi.rewards import (ADDABLE, added_up, describe_reward, invention_summary, rewards_one_by_one,
                                        rewards_text)

__all__ = [
    "describe_action", "tell_action", "describe_event", "describe_reward", "rewards_text", "describe_decision", "describe_prompt",
    "describe_refusal", "describe_magnate_space", "describe_magnate_district", "title", "invention_name",
    "invention_summary", "district_name", "city_name", "expand_cost", "invention_at", "district_tile",
    "donation_rewards", "partnership_rewards", "workshop_rewards", "generic_action", "generic_event",
    "ADDABLE", "added_up", "rewards_one_by_one",
]
