"""Every Daitoshi event as a log line in the third person, in any language: "Aiko gains 1 red worker";
to a seat named "You" in the second person: "You gain 1 red worker" (language.py, `to_you`).

As for actions (action_words.py): each builder, found by the event's class, names what the event is
about and fills the language's template of the same name; a language without it says the line in
English; an event with no sentence at all reads as its class name and fields (generic.py).
"""

from __future__ import annotations

from game.core.daitoshi import events as E
from game.core.daitoshi.mayor import events as ME
from game.i18n.daitoshi.action_words import building, on_floor, steam, workshop
from game.i18n.daitoshi.generic import addressed, generic_event, who
from game.i18n.daitoshi.language import in_turn
from game.i18n.daitoshi.names import city_name, district_name, invention_name, title
from game.i18n.daitoshi.rewards import describe_reward, workers


def _gained(e, s, words, name):
    what, n = e.what, e.amount
    if what.startswith("worker_"):
        return words.say("Gained.worker", who=name, workers=workers(words, n, what[7:]))
    if what.startswith("pilgrim_"):
        return words.say("Gained.pilgrim", who=name, n=n, terrain=words.term("terrain", what[8:]))
    if what.startswith("give_back_"):
        return words.say("Gained.give_back", who=name, n=n, terrain=words.term("terrain", what[10:]))
    if what == "banner":
        return words.say("Gained.banner", who=name, city=city_name(s, n, words))
    if what == "worm_bus":
        return words.say("Gained.worm_bus", who=name, n=n)
    return words.say("Gained", who=name, reward=describe_reward((what, "", n), words))


def _conflict(e, s, words, name):
    on = [words.term("operation", i) for i, c in enumerate(e.conflict_tiles)
          if c and i < len(words.words["operation"])]
    if not on:
        return words.say("ConflictChecked.none", who=name)
    return words.say("ConflictChecked", who=name, n=len(on), tiles=words.join(on))


def _returned(e, s, words, name):
    district = district_name(s, e.district, words)
    if not e.count:
        return words.say("WorkersReturned.none", district=district)
    return words.say("WorkersReturned", n=e.count, district=district)


def _placed(e, s, words, name):
    return words.say("WorkerPlaced", who=name, colour=words.term("colour", e.colour),
                     where=workshop(words, s, e.workshop, e.district))


def _magnate_moved(e, s, words, name):
    where = words.say("move.space_in", space=words.term("space", e.space),
                      district=district_name(s, e.district, words))
    return words.say("MagnateMoved", who=name, where=where)


def _advisor(e, s, words, name):
    """ADVISOR CARDS: what a setup card does before it is discarded, or when a kept one acts."""
    adv = s.solo.cards.advisors[e.advisor]
    if "setup" in adv.when:
        key = "AdvisorSetUp.kept" if e.kept else "AdvisorSetUp"
        return words.say(key, who=name, n=adv.number, setup=words.say("advisor." + adv.effect))
    return words.say("AdvisorSetUp.game" if "game" in adv.when else "AdvisorSetUp.end", who=name, n=adv.number)


def _mayor_turn(e, s, words, name):
    """SOLO MODE, MAYOR'S TURNS 1: the card he turns, by the actions it shows (where it sends him
    the checks that follow say, MayorChecked)."""
    card = s.solo.cards.cards[e.card]
    return words.say("MayorTurn", who=name, actions=words.join([words.term("action", a) for a in card.actions]))


def _mayor_checked(e, s, words, name):
    """THE MAYOR'S DECK: one district checked against his card, and what came of it."""
    return words.say("MayorChecked." + e.verdict, who=name, district=district_name(s, e.district, words),
                     action=words.term("action", e.action),
                     bribe=words.say("MayorChecked.bribe") if e.bribe else "")


# each event class -> its builder (the template has the class's name, for the words' files)
EVENT_WORDS = {
    E.TurnStarted: lambda e, s, words, name: words.say("TurnStarted", n=e.turn + 1, who=name),
    E.ProductionStarted: lambda e, s, words, name: words.say("ProductionStarted", who=name),
    E.BuildingActivated: lambda e, s, words, name: words.say(
        "BuildingActivated", who=name, building=building(words, e.building), steam=steam(words, e.steam)),
    E.MagnateMoved: _magnate_moved,
    E.WorkerPlaced: _placed,
    E.WorkersReturned: _returned,
    E.HexExploited: lambda e, s, words, name: words.say(
        "HexExploited.discard" if e.from_discard else "HexExploited", who=name,
        terrain=words.term("terrain", e.terrain)),
    E.Gained: _gained,
    E.InventionTaken: lambda e, s, words, name: words.say(
        "InventionTaken", who=name, invention=invention_name(s, e.invention, words),
        where=on_floor(words, e.building, e.floor)),
    E.DistrictExpanded: lambda e, s, words, name: words.say(
        "DistrictExpanded", who=name, district=district_name(s, e.district, words),
        ring=words.term("ring", e.ring)),
    E.DistrictElectrified: lambda e, s, words, name: words.say(
        "DistrictElectrified", who=name, district=district_name(s, e.district, words),
        ring=words.term("ring", e.ring)),
    E.Traded: lambda e, s, words, name: words.say("Traded", who=name, goods=e.goods,
                                                  city=city_name(s, e.city, words)),
    E.Contributed: lambda e, s, words, name: words.say(
        "Contributed", who=name, invention=invention_name(s, e.invention, words), n=e.space + 1,
        university=invention_name(s, e.university, words)),
    E.UpgradeInstalled: lambda e, s, words, name: words.say("UpgradeInstalled",
                                                            upgrade=title(e.upgrade, words)),
    E.PartnershipUsed: lambda e, s, words, name: words.say("PartnershipUsed", who=name,
                                                           city=city_name(s, e.city, words)),
    E.MegaMachineMoved: lambda e, s, words, name: words.say(
        "MegaMachineMoved", district=district_name(s, e.district, words)),
    E.ConflictChecked: _conflict,
    E.EndTriggered: lambda e, s, words, name: words.say("EndTriggered",
                                                        track=words.term("terrain", e.track)),
    E.GameEnded: lambda e, s, words, name: words.say("GameEnded"),
    # the solo Mayor (core/daitoshi/mayor.py)
    ME.MayorTurn: _mayor_turn,
    ME.MayorChecked: _mayor_checked,
    ME.AdvisorsDealt: lambda e, s, words, name: words.say("AdvisorsDealt", who=name, n=len(e.advisors)),
    ME.AdvisorSetUp: _advisor,
}


def said_in(words, event, state=None, names=None):
    """The event in one language, or None where that language has no line for it."""
    build = EVENT_WORDS.get(type(event))
    if build is None:
        return None
    seat = getattr(event, "seat", None)
    name = who(seat, names, words)
    try:
        return build(event, state, words.to_you(addressed(seat, names)), name)
    except Exception:   # as for actions: a plainer line, never an error in the log
        return None


def describe_event(event, state=None, names=None, viewer=None, lang="en") -> str:
    """The event as a log line, players by name when `names` is given. Everything in Daitoshi's log
    is open, so `viewer` changes nothing."""
    for words in in_turn(lang):
        text = said_in(words, event, state, names)
        if text is not None:
            return text
    return generic_event(event, state, names)
