"""Every Daitoshi action as a sentence addressed to the player who takes it, in any language.

Each builder below decides what its sentence names (which district, City, Invention, what it
costs and gains, read off the table by facts.py) and hands those pieces to the language's template
of the same key as the action's kind (en.py, fr.py). Without a state the sentence stays correct
but says less ("the middle space" instead of "the Town Hall's middle space"); a language without
the template says it in English; an action with no builder reads as its class name (generic.py).
`words` is always the language (language.py) the sentence is said in.
"""

from __future__ import annotations

import copy

from game.core.daitoshi.city_actions import MARKET_SLOTS
from game.core.daitoshi.city_turn import MM_WORKSHOP
from game.core.daitoshi.prompts import FactoryFullPrompt, InstallPrompt
from game.i18n.daitoshi import facts
from game.i18n.daitoshi.generic import addressed, generic_action, who
from game.i18n.daitoshi.language import Language, in_turn
from game.i18n.daitoshi.names import city_name, district_name, invention_name
from game.i18n.daitoshi.rewards import describe_reward, invention_summary, rewards_text


# --- pieces more than one sentence uses ---------------------------------------------------------------
def steam(words, n: int) -> str:
    """ " (2 Steam)", or " (free)"."""
    return words.say("steam", n=n) if n else words.say("free")


def building(words, b: int) -> str:
    return words.say("building", building=words.term("building", b))


def on_floor(words, b: int, f: int) -> str:
    """ "on the bottom floor of the left building" """
    return words.say("on_floor", floor=words.term("floor", f), building=words.term("building", b))


def ring(words, r) -> str:
    return words.term("ring", r) if 0 <= r < 3 else str(r)


def workshop(words, s, w: int, district=None) -> str:
    """A Workshop by its ring, in its district when known, or the Mega-Machine's."""
    if w == MM_WORKSHOP:
        return words.say("workshop.mm")
    if district is not None and 0 <= w < 3:
        return words.say("workshop.in", ring=ring(words, w), district=district_name(s, district, words))
    return words.say("workshop", ring=ring(words, w))


def told(words, rewards, piece: str = "gain") -> str:
    """ ": gain 2 VP" whenever the table says what the rewards are (even none)."""
    return words.say(piece, rewards=rewards_text(rewards, words)) if rewards is not None else ""


def gain(words, rewards, piece: str = "gain") -> str:
    """ ": gain 2 VP", or nothing when there is nothing to gain."""
    return told(words, rewards, piece) if rewards else ""


# --- the actions ----------------------------------------------------------------------------------
def _draft(a, s, words):
    name = invention_name(s, a.invention, words)
    d = s.start_district(a.invention) if s is not None else None
    if d is None:
        return words.say(a.kind, invention=name)
    return words.say(a.kind + ".start", invention=name, district=district_name(s, d, words))


def _move_magnate(a, s, words):
    if 0 <= a.space < 3:
        where = words.say("move.space", space=words.term("space", a.space))
    else:
        where = words.say("move.space_n", n=a.space + 1)
    start = facts.magnate_at(s, a.seat)
    if s is not None and start is not None:
        d = (start[0] + a.steps) % 5
        where = words.say("move.space_in", space=words.term("space", a.space),
                          district=district_name(s, d, words))
        where += steam(words, s.magnate_steam(a.steps, a.space))
    return words.say(a.kind, steps=a.steps, where=where)


def _activate_building(a, s, words):
    name = building(words, a.building) if 0 <= a.building < 3 else \
        words.say("building.n", n=a.building + 1)
    cost = s.building_steam(a.seat, a.building) if s is not None and 0 <= a.building < 3 else None
    return words.say(a.kind, building=name, cost=words.say("steam", n=cost) if cost is not None else "")


def _place_worker(a, s, words):
    d = getattr(s, "cur_district", None)
    rewards = facts.placement_rewards(s, d, a.workshop) if s is not None and d is not None else None
    return words.say(a.kind, colour=words.term("colour", a.colour),
                     where=workshop(words, s, a.workshop, d if s is not None else None),
                     gain=gain(words, rewards))


def _commit(a, s, words):
    def slot(i):
        inv = facts.market_invention(s, i)
        if inv:
            name = invention_name(s, inv, words)
        else:
            quality = MARKET_SLOTS[i] if 0 <= i < len(MARKET_SLOTS) else None   # the core's, even without a table
            name = words.say("commit.quality", quality=words.term("quality", quality))
        return words.say("commit.slot", invention=name, n=i + 1)

    cost = s.food_cost(a.slots) if s is not None and all(0 <= i < 5 for i in a.slots) else None
    paid = words.say("commit.paid", n=cost) if cost is not None else ""
    if len(a.slots) != 1:
        return words.say(a.kind + ".several", slots=words.join([slot(i) for i in a.slots]), paid=paid)
    inv = facts.market_invention(s, a.slots[0])
    summary = invention_summary(s, inv, words) if inv else ""
    return words.say(a.kind, slot=slot(a.slots[0]), paid=paid,
                     gain=words.say("gain", rewards=summary) if summary else "")


def _install(a, s, words):
    match s.prompt(a.seat) if s is not None else None:
        case InstallPrompt(invention=inv):
            pass
        case _:
            inv = None
    what = invention_name(s, inv, words) if inv is not None else words.say("invention.the")
    if s is not None:
        try:
            f = s.players[a.seat].lowest_empty_floor(a.building)
            if f >= 0:
                return words.say(a.kind, invention=what, floor=words.term("floor", f),
                                 building=words.term("building", a.building))
        except (AttributeError, IndexError, TypeError):
            pass
    where = building(words, a.building) if 0 <= a.building < 3 else words.say("building.any")
    return words.say(a.kind + ".somewhere", invention=what, where=where)


def _install_first(a, s, words):
    return words.say(a.kind, invention=invention_name(s, a.invention, words),
                     building=words.term("building", a.building) if 0 <= a.building < 3 else "?")


def _expand(a, s, words):
    n = facts.expand_cost(s, a.ring, a.district)
    return words.say(a.kind, district=district_name(s, a.district, words), ring=ring(words, a.ring),
                     cost=words.say("materials_cost", n=n) if n is not None else "",
                     hexes=words.say("expand.hexes", n=a.ring) if a.ring > 0 else "")


def _renovate(a, s, words):
    n = facts.renovate_cost(s)
    return words.say(a.kind, cost=words.say("materials_cost", n=n) if n is not None else "")


def _electrify(a, s, words):
    tile = facts.district_tile(s, a.district, a.ring)
    extra = words.say("electrify.extra", n=tile.electrify_cost,
                      rewards=rewards_text(tile.electrify, words)) if tile else ""
    return words.say(a.kind, district=district_name(s, a.district, words), ring=ring(words, a.ring),
                     extra=extra)


def _trade(a, s, words):
    name = city_name(s, a.city, words)
    try:
        city = s.c.cities[s.cities[a.city]]
        return words.say(a.kind + ".gain", goods=a.goods, city=name, steam=city.steam,
                         rewards=rewards_text(city.trade[:a.goods], words))
    except (AttributeError, KeyError, IndexError, TypeError):
        return words.say(a.kind, goods=a.goods, city=name)


def _contribute(a, s, words):
    inv = facts.invention_at(s, a.seat, a.building, a.floor)
    what = invention_name(s, inv, words) if inv else \
        words.say("invention.on_floor", where=on_floor(words, a.building, a.floor))
    return words.say(a.kind, invention=what, n=a.space + 1, gain=told(words, facts.donation_rewards(s, a.space)))


def _pay(a, s, words):
    def paid(resource, n):
        # a language may name a payment apart from the reward of the same resource
        noun = "paid_" + resource
        return words.count(n, noun) if noun in words.nouns else describe_reward((resource, "", n), words)

    if not a.wealth:     # the resource itself pays: "with" it would only say the amount again
        return words.say(a.kind + ".own", paid=paid(a.resource, a.own))
    parts = ([paid(a.resource, a.own)] if a.own else []) + [paid("wealth", a.wealth)]
    return words.say(a.kind, paid=paid(a.resource, a.own + a.wealth),
                     parts=words.join(parts))


def _discard_worker(a, s, words):
    match s.prompt(a.seat) if s is not None else None:
        case FactoryFullPrompt(newcomer=new):
            pass
        case _:
            new = None
    colour = words.term("colour", a.colour)
    if new == a.colour:
        return words.say(a.kind + ".new", colour=colour)
    if new:
        return words.say(a.kind + ".keep", colour=colour, new=words.term("colour", new))
    return words.say(a.kind, colour=colour)


def _hex_reward(a, s, words):
    rewards = facts.conflict_reward(s, a.terrain)
    return words.say(a.kind, terrain=words.term("terrain", a.terrain), then=told(words, rewards, "then"))


def _advance_progress(a, s, words):
    inv = facts.invention_at(s, a.seat, a.building, a.floor)
    what = invention_name(s, inv, words) if inv else words.say("invention.the")
    return words.say(a.kind, invention=what, where=on_floor(words, a.building, a.floor))


def _city_reward(a, s, words):
    """Using a Partnership ("...: gain ..."), or taking another City's Partnership reward."""
    piece = "gain" if a.kind == "dt_use_partnership" else "then"
    return words.say(a.kind, city=city_name(s, a.city, words),
                     gain=gain(words, facts.partnership_rewards(s, a.city), piece))


def _workshop_reward(a, s, words):
    rewards = facts.workshop_rewards(s, a.workshop)
    return words.say(a.kind, workshop=workshop(words, s, a.workshop), then=told(words, rewards, "then"))


def _plain(a, s, words):
    """A sentence that names nothing from the table."""
    return words.say(a.kind)


def _terrain(a, s, words):
    return words.say(a.kind, terrain=words.term("terrain", a.terrain))


def _track(a, s, words):
    return words.say(a.kind, track=words.term("terrain", a.track))


def _colour(a, s, words):
    return words.say(a.kind, colour=words.term("colour", a.colour))


ACTION_WORDS = {
    "dt_draft_basic_invention": _draft,
    "dt_start_production": _plain,
    "dt_move_magnate": _move_magnate,
    "dt_activate_building": _activate_building,
    "dt_use_government_grant": _plain,
    "dt_end_production": _plain,
    "dt_place_worker": _place_worker,
    "dt_end_placing": _plain,
    "dt_exploit_track": _track,
    "dt_commit_inventions": _commit,
    "dt_install_invention": _install,
    "dt_install_invention_first": _install_first,
    "dt_expand_district": _expand,
    "dt_place_hex_on_tile": _terrain,
    "dt_renovate_district": _renovate,
    "dt_electrify_district": _electrify,
    "dt_trade_with_city": _trade,
    "dt_contribute_to_mega_machine": _contribute,
    "dt_skip_action": _plain,
    "dt_pay_cost": _pay,
    "dt_choose_pilgrim_track": _track,
    "dt_choose_pilgrim_spaces": lambda a, s, words: words.say(a.kind, n=a.spaces, Track=a.track.capitalize(),
                                                              track=words.term("terrain", a.track)),
    "dt_choose_worker": _colour,
    "dt_discard_worker": _discard_worker,
    "dt_give_back_hex": _terrain,
    "dt_choose_hex_reward": _hex_reward,
    "dt_place_banner": lambda a, s, words: words.say(a.kind, city=city_name(s, a.city, words)),
    "dt_advance_progress": _advance_progress,
    "dt_stop_advancing": _plain,
    "dt_use_partnership": _city_reward,
    "dt_decline_partnership": _plain,
    "dt_choose_city_effect": _city_reward,
    "dt_choose_workshop_reward": _workshop_reward,
}


def said_in(words, action, state=None):
    """The action in one language, or None where that language has no sentence for it."""
    build = ACTION_WORDS.get(getattr(action, "kind", ""))
    if build is None:
        return None
    try:
        return build(action, state, words)
    except Exception:   # a table mid-change must never break the words: say less instead
        try:
            return build(action, None, words)
        except Exception:
            return None


def describe_action(action, state=None, viewer=None, lang="en") -> str:
    """The action as a sentence addressed to the player who takes it. Everything about a Daitoshi
    action is open, so `viewer` changes nothing (kept for the tables' common call)."""
    for words in in_turn(lang):
        text = said_in(words, action, state)
        if text is not None:
            return text
    return generic_action(action, state)


def told_by(words, name: str):
    """`words` telling actions as the log does (told.py): each choice's sentence under the key
    "told." + its own, `name` its subject; every piece it is made of is the choices' own, in the
    same language (a copy of the language, so every phrase that asks which language it is in is
    answered)."""
    told = copy.copy(words)

    def say(key: str, **fields) -> str:
        if key.startswith("dt_"):
            return Language.say(told, "told." + key, who=name, **fields)
        return Language.say(told, key, **fields)
    told.say = say
    return told


def tell_action(action, state=None, names=None, lang="en") -> str:
    """The action as a log line: the seat that took it by name, in the third person (or spoken
    to, for a seat named "You"), the same names as its choice had (told.py)."""
    seat = getattr(action, "seat", None)
    for words in in_turn(lang):
        told = said_in(told_by(words.to_you(addressed(seat, names)), who(seat, names, words)), action, state)
        if told is not None:
            return told
    return generic_action(action, state)
