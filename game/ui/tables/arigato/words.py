"""The rules in words: what a card, an objective, a token or an icon means (for tooltips and
the log). Everything here reads the content and a view; nothing decides a rule.

Wording follows the rulebook's ICONOGRAPHY and HOW TO PLAY sections. Every word comes from the
client's one catalogue (`game.i18n.t`, keys "arigato.*" in game/i18n/arigato.py), so the table
speaks the language chosen in the settings; names of types and items are looked up by the
content's own ids (e.g. "arigato.type.blacksmith", "arigato.item.katana").
"""

from __future__ import annotations

from collections import Counter

from game.core.arigato.components import FAVOR_PER_CARD, HIDDEN, Card, Content, Objective
from game.core.arigato.prompts import BonusPrompt, DawnPrompt, DayPrompt, DiscardPrompt, EffectPrompt
from game.i18n import plural, refusal_words, t, tn
from game.core.arigato.phases import placement_refusal
from game.core.arigato.actions import (AssignRoles, ChooseBonusItems, DiscardItem, EmptyWorkshop,
                                       EndDay, PrepareOffering, Trade, UseEffect)

SLOT_NAMES = ("top left", "top right", "bottom left", "bottom right")  # English, for code and tests
PHASE_KEYS = {"dawn": "arigato.phase.dawn", "day": "arigato.phase.day", "dusk": "arigato.phase.dusk",
              "over": "arigato.phase.over"}


def slot_name(slot: int) -> str:
    """A workshop by its place in the 2x2 grid ("top left"), in the current language."""
    return t(f"arigato.slot.{slot}")


def phase_name(phase: str) -> str:
    key = PHASE_KEYS.get(phase)
    return t(key) if key else phase


def type_name(content: Content, type_: int, plural: bool = False) -> str:
    return t(f"arigato.{'types' if plural else 'type'}.{content.types[type_]}")


def a_type(content: Content, type_: int) -> str:
    """The type with its article: "a blacksmith", "une Forgeronne"."""
    return t(f"arigato.a_type.{content.types[type_]}")


def item_word(name: str, n: int = 1) -> str:
    """An item by its content name ("katana"), singular or plural."""
    return t(f"arigato.{'items' if plural(n) else 'item'}.{name}")


def counted_item(name: str, n: int) -> str:
    """An item's word after the number `n` in the log, supply and trades: "1 statue", "2 statues",
    "2 katana" (English keeps the Japanese words as they are), "0 bonsaï", "2 bonsaïs"."""
    return t(f"arigato.counted.{name}") if plural(n) else t(f"arigato.item.{name}")


def an_item(name: str) -> str:
    """The item with its article: "a katana", "une Statuette"."""
    return t(f"arigato.an_item.{name}")


def items_list(names) -> str:
    return ", ".join(item_word(n) for n in names)


def items_phrase(names, article: bool = True) -> str:
    """Items taken together, the same ones counted: "a bonsai and a katana", "2 bonsai"
    (without `article`: "bonsai and katana")."""
    counts = Counter(names)
    return t("arigato.and").join(
        (an_item(name) if article else item_word(name)) if n == 1 else f"{n} {counted_item(name, n)}"
        for name, n in counts.items())


def condition_text(content: Content, card: Card) -> str:
    w = card.when
    k = w.kind
    a = a_type(content, w.type) if w.type >= 0 else ""
    one = type_name(content, w.type) if w.type >= 0 else ""
    if k == "traveler_is":
        return t("arigato.when.traveler_is", a_type=a)
    if k == "travelers_same":
        return t("arigato.when.travelers_same")
    if k == "resident_is":
        return t("arigato.when.resident_is", a_type=a)
    if k == "craftsman_is":
        return t("arigato.when.craftsman_is", a_type=a)
    if k == "craftsmen_same":
        return t("arigato.when.craftsmen_same")
    if k == "gate_receives":
        return t("arigato.when.gate_receives", a_type=a)
    if k == "self_to_gate":
        return t("arigato.when.self_to_gate")
    if k == "offering_placed":
        return t("arigato.when.offering_placed")
    if k == "item_gained":
        return t("arigato.when.item_gained", an_item=an_item(content.items[w.item]))
    if k == "objective_gained":
        return t("arigato.when.objective_gained")
    if k == "offered_type":
        return t("arigato.when.offered_type", type=one)
    if k == "two_on_top":
        return t("arigato.when.two_on_top", types=type_name(content, w.type, True))
    if k == "items_at_least":
        return t("arigato.when.items_at_least", n=w.count)
    if k == "offering_pairs":
        return t("arigato.when.offering_pairs")
    if k == "type_in_village":
        return t("arigato.when.type_in_village", type=one)
    return k


def gain_text(content: Content, card: Card) -> str:
    g = card.gain
    parts = []
    if g.items:
        parts.append(t("arigato.gain.take", items=items_phrase(content.items[i] for i in g.items)))
    if g.favor:
        parts.append(tn("arigato.gain.favor", g.favor))
    if g.offered_item:
        parts.append(t("arigato.gain.offered_item"))
    if g.craftsmen_item:
        parts.append(t("arigato.gain.craftsmen_item"))
    if g.favor_per_village >= 0:
        parts.append(t("arigato.gain.per_village", n=FAVOR_PER_CARD,
                       type=type_name(content, g.favor_per_village)))
    if g.favor_per_gate >= 0:
        parts.append(t("arigato.gain.per_gate", n=FAVOR_PER_CARD,
                       type=type_name(content, g.favor_per_gate)))
    return t("arigato.and").join(parts) or t("arigato.gain.nothing")


def effect_text(content: Content, card: Card) -> str:
    return t("arigato.effect", condition=condition_text(content, card), gain=gain_text(content, card))


def slots_text(slots) -> str:
    if len(slots) == 4:
        return t("arigato.slots.any")
    return t("arigato.or").join(slot_name(s) for s in slots)


def cost_text(content: Content, card: Card) -> str:
    counts = Counter(card.cost)
    return ", ".join(f"{n} {counted_item(content.items[i], n)}" for i, n in sorted(counts.items()))


def card_text(content: Content, card_id: int) -> str:
    """The whole card in words (the tooltip of any card face)."""
    if card_id == HIDDEN or card_id <= 0:
        return t("arigato.card.hidden")
    c = content.cards[card_id]
    name = type_name(content, c.type).capitalize()
    lines = [
        t("arigato.card.head", name=name, id=c.id, favor=c.favor),
        t("arigato.card.offering", cost=cost_text(content, c)),
        t("arigato.card.craftsman", an_item=an_item(content.items[c.item])),
        t("arigato.card.resident", slots=slots_text(c.workshops)),
        t("arigato.card.effect_dusk" if c.dusk else "arigato.card.effect", effect=effect_text(content, c)),
        t("arigato.card.optional"),
    ]
    return "\n".join(lines)


def objective_text(content: Content, o: Objective) -> str:
    return t("arigato.objective.text", day=o.day, body=objective_body(o))


def objective_rest(content: Content, o: Objective) -> str:
    """The objective's sentence without its "Day n:" opening."""
    return t("arigato.objective.rest", body=objective_body(o))


def objective_body(o: Objective, brief: bool = False) -> str:
    """What the objective asks, e.g. "3 or more artisans in your village" (brief: "3+ ...")."""
    mode = "brief" if brief else "full"
    place = t(f"arigato.place.{mode}.{o.where}")
    key = {"cards", "dusk_cards", "same_type", "different_types", "offering_cards", "items",
           "identical_items", "different_items"}
    if o.what not in key:
        return f"{o.what} x{o.count}"
    return tn(f"arigato.goal.{mode}.{o.what}", o.count, place=place)


MEASURE_ICONS = {"cards": "artisan", "dusk_cards": "dusk", "same_type": "artisan",
                 "different_types": "artisan", "offering_cards": "offering", "items": "supply",
                 "identical_items": "supply", "different_items": "supply"}
PLACE_ICONS = {"village": ("village",), "gate": ("palace_gate",), "both": ("village", "palace_gate")}


def objective_glyphs(o: Objective) -> tuple[str, tuple[str, ...], str]:
    """The calendar cell's objective: the icon of what it counts, the icons of where (none for
    items: always your supply), and a short word ("types", "alike")."""
    places = () if o.what.endswith("items") else PLACE_ICONS.get(o.where, ())
    return MEASURE_ICONS.get(o.what, "objective"), places, t(f"arigato.cal.{o.what}")


def objective_table_text() -> str:
    return t("arigato.objective_table")


def token_text(key: str) -> str:
    """The rule of a token, pile or role place (keys: offering, favor, objective, gate, supply,
    draw, discard, travelers, kept, resident_slot, traveler_slot, craftsman_slot)."""
    if key == "objective":
        return t("arigato.token.objective") + " " + objective_table_text()
    return t(f"arigato.token.{key}")


class _Tokens:
    """`TOKEN_TEXT[key]` reads in the current language (kept for the code that indexes it)."""

    def __getitem__(self, key: str) -> str:
        return token_text(key)


TOKEN_TEXT = _Tokens()


# --- refusals --------------------------------------------------------------------------------------
# The rules' refusal codes (game/core/arigato/phases.py) worded by a catalogue key of their own;
# the codes not here need their values worded first (below), or are the session's and the
# engine's, worded by the client's catalogue (`refuse.<code>`).
REFUSAL_KEYS = {
    "bonus_first": "arigato.refuse.bonus_first", "effect_first": "arigato.refuse.effect_first",
    "roles_at_dawn": "arigato.refuse.roles_at_dawn", "not_in_hand": "arigato.refuse.not_in_hand",
    "choose_travelers": "arigato.refuse.choose_travelers", "offer_by_day": "arigato.refuse.offer_by_day",
    "already_offered": "arigato.refuse.already_offered", "trade_by_day": "arigato.refuse.trade_by_day",
    "trade_same": "arigato.refuse.trade_other", "empty_when": "arigato.refuse.empty_when",
    "discard_when": "arigato.refuse.discard_when", "no_day": "arigato.refuse.no_day",
}


# The rules' refusal codes whose words need their values worded first (workshops by place, items
# counted), each with its sentence.
VALUE_REFUSALS = {
    "workshop_occupied": lambda content, v: t("arigato.refuse.occupied", slot=slot_name(v["slot"])),
    "pattern": lambda content, v: t(
        "arigato.refuse.pattern" if len(content.cards[v["card"]].workshops) < 4 else "arigato.refuse.pattern_any",
        slots=slots_text(content.cards[v["card"]].workshops)),
    "workshop_empty": lambda content, v: t("arigato.refuse.empty_n", n=v["slot"] + 1),
    "no_such_workshop": lambda content, v: t("arigato.refuse.empty_n", n=v["slot"] + 1),
    "missing_items": lambda content, v: t("arigato.refuse.missing", items=items_list(v["items"])),
    "trade_needs_two": lambda content, v: t("arigato.refuse.trade_need", item=counted_item(v["item"], 2)),
}


def refusal_text(content: Content, refusal) -> str:
    """A refusal (data from the rules or the session) in the table's words and the current
    language; workshops are named by their place in the village."""
    code, v = refusal.code, refusal.values
    if code in VALUE_REFUSALS:
        return VALUE_REFUSALS[code](content, v)
    if code in REFUSAL_KEYS:
        return t(REFUSAL_KEYS[code], **v)
    return refusal_words(refusal)


def prompt_words(prompt) -> str:
    """What a prompt (game/core/arigato/prompts.py) asks the seat at the screen, in a line."""
    match prompt:
        case BonusPrompt():
            return t("arigato.status.bonus")
        case EffectPrompt():
            return t("arigato.status.effect")
        case DawnPrompt():
            return t("arigato.status.dawn")
        case DayPrompt():
            return t("arigato.status.day_manage")
        case DiscardPrompt(limit=limit):
            return t("arigato.status.dusk", limit=limit)
    return ""


def resident_refusal(view, seat: int, card: int, slot: int) -> str | None:
    """Why `card` may not stand in `slot` of `seat`'s village as its resident, in words, or None:
    the rules' own placement check (phases.placement_refusal: DAWN, PLACEMENT RESTRICTION)."""
    refusal = placement_refusal(view, seat, card, slot)
    return None if refusal is None else refusal_text(view.content, refusal)


# --- a suggested action ----------------------------------------------------------------------
def hint_words(content, view, action) -> str:
    """A suggested action in the table's words (workshops by place, cards by type)."""
    seat = action.seat
    village = view.villages[seat]

    def who(slot):
        c = village.workshops[slot]
        if c > 0:
            return t("arigato.hint.who", type=type_name(content, content.cards[c].type), slot=slot_name(slot))
        return t("arigato.hint.it")
    if isinstance(action, PrepareOffering):
        return t("arigato.hint.prepare", who=who(action.slot))
    if isinstance(action, EmptyWorkshop):
        if village.offerings[action.slot]:
            return t("arigato.hint.to_gate", who=who(action.slot))
        return t("arigato.hint.dismiss", who=who(action.slot))
    if isinstance(action, Trade):
        return t("arigato.hint.trade", give=counted_item(action.give, 2), take=item_word(action.take))
    if isinstance(action, EndDay):
        return t("arigato.hint.end_day")
    if isinstance(action, UseEffect):
        return t("arigato.hint.use" if action.use else "arigato.hint.skip")
    if isinstance(action, ChooseBonusItems):
        return t("arigato.hint.take", items=items_phrase(action.items))
    if isinstance(action, DiscardItem):
        return t("arigato.hint.discard", an_item=an_item(action.item))
    if isinstance(action, AssignRoles):
        cards = content.cards
        kinds = sorted(Counter(cards[c].type for c in action.travelers).items())
        travelers = t("arigato.and").join(a_type(content, k) if n == 1 else f"{n} {type_name(content, k, True)}"
                                          for k, n in kinds)
        return t("arigato.hint.roles" if travelers else "arigato.hint.roles_final",
                 type=type_name(content, cards[action.resident].type), slot=slot_name(action.slot),
                 travelers=travelers)
    return ""
