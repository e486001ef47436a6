"""Rewards in words, as the icons read: "2 food", "1 Pilgrim advance on a track of your choice".

A reward is (kind, param, amount) as in levels/daitoshi; a list of them reads left to right, the
same kind added up ("1 energy, 1 energy" reads "2 energy"). A kind the chosen language has no
words for is words in English.
"""

from __future__ import annotations

from game.i18n.daitoshi import facts
from game.i18n.daitoshi.language import ENGLISH, Unsaid, language

# Kinds that read as a count of their noun ("2 food", "1 Prestige").
COUNTED = frozenset(("food", "energy", "materials", "luxury", "wealth", "steam", "water", "coal", "vp",
                     "prestige", "reputation", "progress"))
# Kinds that read the same whatever the amount ("improve this Invention").
FIXED = frozenset(("partnership", "create_partnership", "activate_partnership", "city_effect",
                   "mm_workshop", "market_brilliant", "workshop_reward", "upgrade", "mm_ready", "score",
                   "score_twice", "hexes"))
# Kinds whose icons add up when they stand side by side.
ADDABLE = frozenset(("food", "energy", "materials", "luxury", "wealth", "steam", "water", "coal",
                     "vp", "end_vp", "prestige", "reputation", "worm_bus", "progress", "worker"))


def workers(words, n: int, colour: str) -> str:
    """ "2 red workers": the colour agrees with the count where the language wants it."""
    return words.say("workers", n=n, colour=words.term("colour", colour, words.plural(n)))


def _reward(words, kind: str, param, amount: int) -> str:
    if kind in COUNTED:
        return words.count(amount, kind)
    if kind in FIXED:
        return words.say("reward." + kind)
    if kind in ("end_vp", "worm_bus", "give_back", "give_back_conflict"):
        return words.say("reward." + kind, n=amount)
    if kind in ("score_reputation", "hex_reward"):
        return words.say("reward." + kind, times=words.say("times", n=amount) if amount > 1 else "")
    if kind in ("pilgrim", "pilgrim_run"):
        where = words.say("track.any") if param == "any" else words.say("track", track=words.term("terrain", param))
        if kind == "pilgrim_run" and param == "any" and amount > 1:
            where = words.say("track.one")   # the whole run on one track
        return words.say("reward.pilgrim", n=amount, where=where)
    if kind == "worker":
        return words.say("reward.worker_any", n=amount) if param == "any" else workers(words, amount, param)
    return words.say("reward.other", n=amount, what=kind.replace("_", " "),
                    param=words.say("reward.other.param", param=param) if param else "")


def describe_reward(reward, lang="en") -> str:
    """A (kind, param, amount) reward in the icons' words."""
    try:
        return _reward(language(lang), *reward)
    except Unsaid:
        return _reward(ENGLISH, *reward)


def added_up(rewards) -> list[tuple]:
    """Rewards left to right, like ones added up: (energy 1), (energy 1) -> (energy 2)."""
    merged: list[list] = []
    for kind, param, amount in rewards:
        for m in merged:
            if m[0] == kind and m[1] == param and kind in ADDABLE:
                m[2] += amount
                break
        else:
            merged.append([kind, param, amount])
    return [tuple(m) for m in merged]


def rewards_text(rewards, lang="en") -> str:
    """Rewards left to right, like ones added up ("1 energy, 1 energy" reads "2 energy")."""
    return language(lang).join([describe_reward(r, lang) for r in added_up(rewards)])


def rewards_one_by_one(rewards, lang="en") -> str:
    """Rewards left to right, each on its own: a City's trade row gains one per luxury good
    delivered, so its "2 VP" and "3 VP" are two steps, never "5 VP" (TRADE WITH OTHER CITIES)."""
    return language(lang).join([describe_reward(r, lang) for r in rewards])


def invention_summary(state, inv: str, lang="en") -> str:
    """What committing to `inv` alone gives: "2 food, 1 energy and 3 VP". Its rewards are gained
    together, so they read added up: two energy icons are "2 energy", never "1 energy, 1 energy"."""
    i = facts.components(state).inventions.get(inv)
    if i is None:
        return ""
    return rewards_text([r for r in i.immediate if r[2] > 0], lang)
