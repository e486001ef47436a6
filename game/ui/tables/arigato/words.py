"""The rules in words: what a card, an objective, a token or an icon means (for tooltips and
the log). Everything here reads the content and a view; nothing decides a rule.

Wording follows the rulebook's ICONOGRAPHY and HOW TO PLAY sections.
"""

from __future__ import annotations

from game.core.arigato.components import FAVOR_PER_CARD, HIDDEN, Card, Content, Objective

SLOT_NAMES = ("top left", "top right", "bottom left", "bottom right")
PHASE_WORDS = {"dawn": "Dawn", "day": "Day", "dusk": "Dusk", "over": "Game over"}


def type_name(content: Content, t: int, plural: bool = False) -> str:
    name = content.types[t].replace("_", " ")
    if plural:
        return name + "s"
    return name


def item_name(content: Content, i: int, n: int = 1) -> str:
    name = content.items[i]
    return name if n == 1 else name + "s"


def article(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def condition_text(content: Content, card: Card) -> str:
    w = card.when
    t = type_name(content, w.type) if w.type >= 0 else ""
    k = w.kind
    if k == "traveler_is":
        return f"For each traveler you pass left that is {article(t)} (up to 2 a round)"
    if k == "travelers_same":
        return "If the 2 travelers you pass left are of the same type"
    if k == "resident_is":
        return f"If the resident you place this round is {article(t)}"
    if k == "craftsman_is":
        return f"For each craftsman you discard that is {article(t)} (up to 2 a round)"
    if k == "craftsmen_same":
        return "If the 2 craftsmen you discard are of the same type"
    if k == "gate_receives":
        return f"When you place {article(t)} under your palace gate"
    if k == "self_to_gate":
        return "When you place this artisan under your palace gate"
    if k == "offering_placed":
        return "When you place an offering token on an artisan"
    if k == "item_gained":
        return f"Each time you gain {article(content.items[w.item])}"
    if k == "objective_gained":
        return "At dusk, if you gain an objective token"
    if k == "offered_type":
        return f"At dusk, per {t} with an offering token"
    if k == "two_on_top":
        return f"At dusk, if both top workshops hold {type_name(content, w.type, True)}"
    if k == "items_at_least":
        return f"At dusk, if you have {w.count} or more items in your supply"
    if k == "offering_pairs":
        return "At dusk, per pair of artisans with an offering token"
    if k == "type_in_village":
        return f"At dusk, per {t} in your village"
    return k


def gain_text(content: Content, card: Card) -> str:
    g = card.gain
    parts = []
    if g.items:
        parts.append("take " + " and ".join(article(content.items[i]) for i in g.items))
    if g.favor:
        parts.append(f"score {g.favor} favor")
    if g.offered_item:
        parts.append("take the item that artisan produces")
    if g.craftsmen_item:
        parts.append("take the item those craftsmen produce")
    if g.favor_per_village >= 0:
        parts.append(f"score {FAVOR_PER_CARD} favor per {type_name(content, g.favor_per_village)}"
                     " in your village")
    if g.favor_per_gate >= 0:
        parts.append(f"score {FAVOR_PER_CARD} favor per {type_name(content, g.favor_per_gate)}"
                     " under your palace gate")
    return " and ".join(parts) or "nothing"


def effect_text(content: Content, card: Card) -> str:
    return f"{condition_text(content, card)}: {gain_text(content, card)}."


def slots_text(slots) -> str:
    if len(slots) == 4:
        return "any workshop"
    return " or ".join(SLOT_NAMES[s] for s in slots)


def cost_text(content: Content, card: Card) -> str:
    from collections import Counter
    counts = Counter(card.cost)
    return ", ".join(f"{n} {item_name(content, i, n)}" for i, n in sorted(counts.items()))


def card_text(content: Content, card_id: int) -> str:
    """The whole card in words (the tooltip of any card face)."""
    if card_id == HIDDEN or card_id <= 0:
        return "A face-down artisan: hidden from you until it is revealed."
    c = content.cards[card_id]
    name = type_name(content, c.type).capitalize()
    lines = [
        f"{name} (card {c.id}) - worth {c.favor} favor under your palace gate at the end.",
        f"Offering: pay {cost_text(content, c)} all at once during the day.",
        f"As a craftsman it produces 1 {content.items[c.item]}.",
        f"As a resident it may stand in {slots_text(c.workshops)}.",
        f"Effect{' (dusk icon)' if c.dusk else ''}: {effect_text(content, c)}",
        "All effects are optional: you are asked each time.",
    ]
    return "\n".join(lines)


def objective_text(content: Content, o: Objective) -> str:
    return f"Day {o.day}: at dusk, have {objective_body(o)} to gain an objective token."


def objective_body(o: Objective, brief: bool = False) -> str:
    """What the objective asks, e.g. "3 or more artisans in your village" (brief: "3+ ...")."""
    place = {"village": "in your village", "gate": "under your palace gate",
             "both": "in your village and under your palace gate"}[o.where]
    if brief:
        place = {"village": "in your village", "gate": "under your gate",
                 "both": "in village and gate"}[o.where]
    w = o.what
    if w == "cards":
        body = f"{o.count} or more artisans {place}"
    elif w == "dusk_cards":
        body = f"{o.count} or more artisans with the dusk icon {place}"
    elif w == "same_type":
        body = f"{o.count} or more artisans of the same type {place}"
    elif w == "different_types":
        body = f"{o.count} or more different artisan types {place}"
    elif w == "offering_cards":
        body = f"{o.count} or more artisans with an offering token in your village"
    elif w == "items":
        body = f"{o.count} or more items in your supply"
    elif w == "identical_items":
        body = f"{o.count} or more identical items in your supply"
    elif w == "different_items":
        body = f"{o.count} or more different items in your supply"
    else:
        body = f"{w} x{o.count}"
    if brief:
        body = body.replace(" or more", "+").replace("in your supply", "in supply")
    return body


def objective_short(o: Objective) -> str:
    where = {"village": "village", "gate": "gate", "both": "v+g"}[o.where]
    return {
        "cards": f"{o.count} cards", "dusk_cards": f"{o.count} dusk", "same_type": f"{o.count} same",
        "different_types": f"{o.count} types", "offering_cards": f"{o.count} offered",
        "items": f"{o.count} items", "identical_items": f"{o.count} alike",
        "different_items": f"{o.count} kinds",
    }[o.what] + ("" if o.what.endswith("items") else f" {where}")


OBJECTIVE_TABLE_TEXT = ("Objective tokens score at the end: 1:1, 2:3, 3:6, 4:10, 5:15, 6:21, "
                        "7:28, 8:36, 9:45, 10:55 favor.")

TOKEN_TEXT = {
    "offering": "Offering token: put on an artisan when you pay its cost. Send that artisan to "
                "the palace (empty its workshop) to score its favor; the token comes back. "
                "You have 4.",
    "favor": "Favor tokens come from your artisans' effects. Every time your favor reaches a "
             "multiple of 10 this way, take 2 items of your choice.",
    "objective": "Objective tokens: one each dusk (days 2-11) when you meet the day's objective. "
                 + OBJECTIVE_TABLE_TEXT,
    "gate": "Palace gate: artisans sent to the palace with an offering token. Their favor "
            "counts at the end of the game.",
    "supply": "Personal supply: items gained from craftsmen and effects. At the very end of "
              "dusk you may keep at most 7. During the day, trade 2 identical items for 1 other "
              "(click an item you hold 2 of, then the item you want).",
    "draw": "Artisan draw pile: when it runs out, the discard pile is shuffled into it.",
    "discard": "Discard pile: craftsmen after the reveal and dismissed artisans.",
    "travelers": "Travelers: 2 artisans passed face down to the village on the left; they "
                 "join that player's hand next dawn.",
    "kept": "Solo: your travelers are kept face down. At the end, their favor is grouped by "
            "type, and the best 4 groups make the score to beat.",
    "resident_slot": "Resident: 1 artisan placed face down in an empty workshop that its "
                     "placement pattern allows. Revealed at the start of the day.",
    "traveler_slot": "Travelers: 2 artisans you pass to the village on your left.",
    "craftsman_slot": "Craftsmen: discarded at the start of the day for the item each produces.",
}
