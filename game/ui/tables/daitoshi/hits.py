"""The board as the way to play: which places on the board each legal action concerns, so that a
click on a place submits exactly the action the list offers for it (or opens a little menu of the
few it could mean), and hovering a choice lights its place and hovering a place lights its choices.

No rule lives here: an action is only ever taken from the session's legal list, and a place is
only the part of the board the action names (a district's band, a Magnate space, a market slot, a
City, a floor of a Factory). Finishing actions (stop placing, skip the action, end production,
stop advancing, decline a Partnership) are taken from the "Done" plaque drawn over the city.
"""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi.city_turn import MM_WORKSHOP
from game.core.daitoshi.components import RESOURCES, TERRAINS
from game.i18n import daitoshi as words
from game.i18n import t

FINISH = (A.SkipAction, A.EndPlacing, A.EndProduction, A.StopAdvancing, A.DeclinePartnership)
DONE = ("done",)


def first_hex(view, t_no: int):
    track = view.tracks[t_no]
    for i, n in enumerate(track):
        if n:
            return ("track_space", t_no, i)
    return ("discard", t_no)


def why_not(key, legal, view) -> str | None:
    """Why a click on a place that means none of the legal actions takes nothing, where a player
    would expect it to: a hex behind the first of a track she may exploit (EXPLOIT takes a
    track's first hex). None for any other place."""
    if key[0] != "track_space":
        return None
    track = TERRAINS[key[1]]
    if not any(isinstance(a, A.ExploitTrack) and a.track == track for a in legal):
        return None
    first = first_hex(view, key[1])
    name = t(f"dtable.terrain.{track}")
    if first[0] == "discard":
        return t("dtable.not_first_hex.discard", track=name)
    return t("dtable.not_first_hex", track=name, n=first[2] + 1)


def places_of(action, view) -> list[tuple]:
    """The places a legal action concerns, the one a click takes it from first."""
    seat = getattr(action, "seat", None)
    cur = view.cur_district
    if isinstance(action, FINISH):
        return [DONE]
    if isinstance(action, A.MoveMagnate):
        d0 = view.players[seat].magnate[0]
        return [("space", (d0 + action.steps) % 5, action.space)]
    if isinstance(action, (A.PlaceWorker, A.ChooseWorkshopReward)):
        if action.workshop == MM_WORKSHOP:
            return [("mm",), ("mm_workshop",)]
        return [("band", cur, action.workshop)] if cur is not None else []
    if isinstance(action, A.ExploitTrack):
        t_no = TERRAINS.index(action.track)
        return [first_hex(view, t_no), ("track", t_no)]
    if isinstance(action, A.CommitInventions):
        return [("slot", s) for s in action.slots]
    if isinstance(action, (A.InstallInvention, A.InstallInventionFirst, A.ActivateBuilding)):
        p = view.players[seat]
        out = [("building", seat, action.building)]
        if isinstance(action, A.ActivateBuilding):
            out += [("floor", seat, action.building, f) for f in range(3) if p.slots[action.building][f]]
        else:
            f = p.lowest_empty_floor(action.building)
            if f >= 0:
                out.insert(0, ("floor", seat, action.building, f))
        return out
    if isinstance(action, (A.ExpandDistrict, A.ElectrifyDistrict)):
        return [("band", action.district, action.ring)]
    if isinstance(action, A.RenovateDistrict):
        return [("record", seat, k) for k in range(4)]
    if isinstance(action, (A.PlaceHexOnTile, A.GiveBackHex, A.ChooseHexReward)):
        return [("record", seat, TERRAINS.index(action.terrain))]
    if isinstance(action, (A.TradeWithCity, A.PlaceBanner, A.UsePartnership, A.ChooseCityEffect)):
        return [("city", action.city)]
    if isinstance(action, A.ContributeToMegaMachine):
        return [("mm_space", action.space), ("floor", seat, action.building, action.floor)]
    if isinstance(action, A.PayCost):
        return [("warehouse", seat, RESOURCES.index(action.resource)), ("wealth", seat)]
    if isinstance(action, A.ChoosePilgrimTrack):
        t_no = TERRAINS.index(action.track)
        pos = view.players[seat].pilgrims[t_no]
        return [("track_space", t_no, pos + 1), ("temple", t_no), ("track", t_no)]
    if isinstance(action, A.ChoosePilgrimSpaces):
        t_no = TERRAINS.index(action.track)
        pos = view.players[seat].pilgrims[t_no]
        return [("track_space", t_no, pos + action.spaces)]
    if isinstance(action, (A.ChooseWorker, A.DiscardWorker)):
        return [("workers", seat)]
    if isinstance(action, A.AdvanceProgress):
        return [("floor", seat, action.building, action.floor)]
    if isinstance(action, A.StartProduction):
        return [("production", seat)]
    if isinstance(action, A.UseGovernmentGrant):
        return [("grant", seat)]
    if isinstance(action, A.DraftBasicInvention):
        return [("draft", view.draft.index(action.invention))] if action.invention in view.draft else []
    return []


class Board:
    """The legal actions of one decision, by the places they concern."""

    def __init__(self, legal, view) -> None:
        self.legal = list(legal)
        self.by_place: dict[tuple, list] = {}
        self.places: dict = {}
        for a in self.legal:
            ps = places_of(a, view)
            self.places[a] = ps
            for k, p in enumerate(ps):
                self.by_place.setdefault(p, [])
                if a not in self.by_place[p]:
                    self.by_place[p].append(a)

    def actions_at(self, key) -> list:
        """What a click on place `key` may mean: the actions naming it first, else any naming it
        (a row of the Wilderness, a Factory's building for its floors); the strip of a Factory
        stands for its places while another Factory is drawn large."""
        if key is None:
            return []
        first = [a for a in self.by_place.get(key, []) if self.places[a][0] == key]
        return first or list(self.by_place.get(key, []))

    def lit_by(self, action) -> list[tuple]:
        return self.places.get(action, [])

    def clickable(self) -> list[tuple]:
        return list(self.by_place)


def magnate_facts(view, seat: int, d: int, sp: int, lang: str) -> str:
    """Why a Magnate space is not offered, in the rules' words: the core's refusal of the move
    there (who holds it, or what it would cost against the Steam held)."""
    move = A.MoveMagnate(seat, steps_to(view, seat, d), sp)
    return words.describe_refusal(view.explain_refusal(move), move, view, lang)


def steps_to(view, seat: int, d: int) -> int:
    """The districts clockwise from the seat's Magnate to district d (a full loop to its own)."""
    return (d - view.players[seat].magnate[0]) % 5 or 5

