"""Dawn at the Arigatō table: the roles a human arranges before confirming them (DAWN: one
resident into an allowed workshop, the travelers, the craftsmen), and where each card may go.
A plan is free to change until Confirm; only then is it an action (AssignRoles) from the legal
list. Mixed into the table scene (`ArigatoTable`), whose view, legal list and refusals it uses.
"""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core.arigato import phases
from game.core.arigato.actions import AssignRoles, EmptyWorkshop
from game.core.rng import Rng
from game.i18n import t
from game.i18n.hints import SAID
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.words import hint_words, resident_refusal

#: the agent whose choice Suggest starts from (quick: the player waits for the plan), then
#: appraised against the next best as a hint is
SUGGEST_LEVEL = "greedy"


class DawnPlan:
    """The roles a human is arranging at dawn, before confirming (free to change)."""

    def __init__(self) -> None:
        self.resident: int | None = None
        self.slot: int | None = None
        self.travelers: list[int] = []
        self.craftsmen: list[int] = []

    def role_of(self, card: int) -> str | None:
        if card == self.resident:
            return "resident"
        if card in self.travelers:
            return "travelers"
        if card in self.craftsmen:
            return "craftsmen"
        return None

    def remove(self, card: int) -> None:
        if card == self.resident:
            self.resident = self.slot = None
        if card in self.travelers:
            self.travelers.remove(card)
        if card in self.craftsmen:
            self.craftsmen.remove(card)


class DawnDesk:
    """The table's dawn: the plan, and the places a card of the hand may go."""

    def sync_plan(self, view) -> None:
        """Start a fresh plan for each new hand; drop cards no longer in it."""
        hand = view.villages[self.viewer].hand
        key = (view.day, self.viewer, tuple(sorted(hand)))
        if key != self.plan_key:
            self.plan_key = key
            self.plan = DawnPlan()
            self.selected = None
        for c in list(self.plan.travelers) + list(self.plan.craftsmen) + [self.plan.resident]:
            if c is not None and c not in hand:
                self.plan.remove(c)
        if self.plan.slot is not None and view.villages[self.viewer].workshops[self.plan.slot]:
            self.plan.resident = self.plan.slot = None
        asked = self.suggestion
        if asked is not None and (asked["day"] != view.day
                                  or not view.villages[self.viewer].workshops[asked["empty"].slot]):
            self.suggestion = None           # the suggested workshop emptied: what it said comes next
            if asked["then"] is not None and asked["then"] in self.legal():
                self.plan_from(asked["then"])

    def needs(self, view) -> tuple[int, int]:
        n = len(view.villages[self.viewer].hand)
        t = phases.travelers_needed(view, n)
        return t, max(0, n - 1 - t)

    def plan_ready(self) -> bool:
        if not self.my_turn() or self.view().phase != "dawn":
            return False
        t, _ = self.needs(self.view())
        return self.plan.resident is not None and len(self.plan.travelers) == t

    def plan_action(self):
        want = set(self.plan.travelers)
        for a in self.legal():
            if (isinstance(a, AssignRoles) and a.resident == self.plan.resident
                    and a.slot == self.plan.slot and set(a.travelers) == want):
                return a
        return None

    def confirm_roles(self) -> None:
        a = self.plan_action()
        if a is None:
            self.refuse(t("arigato.refuse.plan_incomplete"))
            return
        if self.act(a):
            self.plan = DawnPlan()
            self.selected = None

    def clear_plan(self) -> None:
        self.plan = DawnPlan()
        self.selected = None
        self.layout()

    def suggest_plan(self) -> None:
        """Fill the plan with the greedy agent's arrangement (on this seat's view only): a start
        the player can change. Falls back to the first legal arrangement. With every workshop
        full no arrangement is legal yet: the suggestion is which workshop to empty, and then
        what to place (`suggest_emptying`)."""
        roles = [a for a in self.legal() if isinstance(a, AssignRoles)]
        if not roles:
            self.suggest_emptying()
            return
        self.suggestion = None
        self.plan_from(self.greedy(self.view(), roles))
        self.explain_suggestion(roles, self.plan_action())
        self.layout()

    def explain_suggestion(self, choices: list, suggested) -> None:
        """Why Suggest suggests what it does: its move appraised against the next best of
        `choices` as the table's hint is (game/ai/hint.py, from the greedy agent's choice, on the
        hint's thread), said where a hint is, with its gain and reasons. Should the appraisal
        find another of them better, that one is suggested instead, while the player has left
        the suggestion as it was (`adopt_suggestion`): the words are those of the move shown."""
        job = self.ask_hint(choices, level=SUGGEST_LEVEL)
        if job is not None:
            job["suggested"] = suggested

    def suggestion_why(self, dawn: bool, suggested: dict | None) -> tuple[tuple[str, ...], bool]:
        """Suggest's hint at dawn: its gain and reasons while the move they explain is on the
        table (the plan, or the workshop to empty), and whether the table's hint is Suggest's:
        then said in the dawn's help only, never at the panel's foot, where a full village's
        hand lies, nor while it thinks. Its words as many ways as the help may say them, each
        adding up to its gain: with its three reasons, two, one, then its gain alone (the help
        says the first its room holds)."""
        job = self.hint
        if not dawn or job is None or "suggested" not in job or self.hint_state() == "none":
            return (), False
        shown = (self.plan_action(), suggested["empty"] if suggested is not None else None)
        ready = self.hint_state() == "ready" and job["action"] in shown
        return (tuple(self.hint_lines(most) for most in range(SAID, -1, -1)) if ready else ()), True

    def adopt_suggestion(self) -> None:
        """Once the suggestion's hint is ready: its best move in place of the suggested one, if
        that is still untouched (the plan as suggested, the workshop to empty as named)."""
        job = self.hint
        if job is None or "suggested" not in job or job.get("adopted") or self.hint_state() != "ready":
            return
        job["adopted"] = True
        best, was = job["action"], job["suggested"]
        if best is None or best == was or best not in self.legal():
            return
        if isinstance(best, AssignRoles) and self.plan_action() == was:
            self.plan_from(best)
            self.layout()
        elif isinstance(best, EmptyWorkshop) and (self.suggested() or {}).get("empty") == was:
            self.suggest_emptying(best)

    def greedy(self, view, legal: list):
        """The greedy agent's choice among `legal` from `view` (the first, should it fail)."""
        try:
            pick = make_agent("greedy").choose(view, self.viewer, legal,
                                               Rng(self.session.moves() * 31 + self.viewer))
            if pick in legal:
                return pick
        except Exception:  # noqa: BLE001 - a suggestion must never break the table
            pass
        return legal[0]

    def plan_from(self, a: AssignRoles) -> None:
        hand = self.view().villages[self.viewer].hand
        self.plan = DawnPlan()
        self.plan.resident, self.plan.slot = a.resident, a.slot
        self.plan.travelers = list(a.travelers)
        self.plan.craftsmen = [c for c in hand if c != a.resident and c not in a.travelers]
        self.selected = None

    def suggest_emptying(self, chosen: EmptyWorkshop | None = None) -> None:
        """Every workshop is full (DAWN: a workshop must be emptied for the resident): the
        workshop the greedy agent would empty (or the `chosen` one: `adopt_suggestion`),
        outlined and named with the arrangement it would then make (planned as soon as the
        player empties that workshop), and why (`explain_suggestion`)."""
        empties = [a for a in self.legal() if isinstance(a, EmptyWorkshop)]
        if not empties:
            self.refuse(t("arigato.refuse.no_room"))
            return
        view = self.view()
        empty = chosen or self.greedy(view, empties)
        after = view.clone()
        after.apply(empty)
        roles = [a for a in after.legal_actions(self.viewer) if isinstance(a, AssignRoles)]
        then = self.greedy(after, roles) if roles else None
        words = hint_words(self.content, view, empty)
        text = t("arigato.suggest.empty_then", empty=words, roles=hint_words(self.content, after, then)) \
            if then is not None else t("arigato.suggest.empty", empty=words)
        self.suggestion = {"key": self.hint_key(), "day": view.day, "empty": empty, "then": then, "text": text,
                           "short": t("arigato.suggest.empty", empty=words)}   # beside why (dawn_help)
        if chosen is None:
            self.explain_suggestion(empties, empty)
        self.layout()

    def suggested(self) -> dict | None:
        """The suggestion to empty a workshop, while the village is as it was when asked."""
        s = self.suggestion
        return s if s is not None and s["key"] == self.hint_key() else None

    def resident_refusal(self, card: int, slot: int) -> str | None:
        """Why `card` may not stand in `slot`, in the words of the table (the rules' refusal
        names workshops by number; the table names them by place), or None."""
        return resident_refusal(self.view(), self.viewer, card, slot)

    def place(self, card: int, role: str, slot: int | None = None) -> None:
        view = self.view()
        t, c = self.needs(view)
        if role == "resident":
            reason = self.resident_refusal(card, slot)
            if reason:
                self.refuse(reason)
                return
            if self.plan.resident is not None and self.plan.resident != card:
                self.plan.remove(self.plan.resident)
            self.plan.remove(card)
            self.plan.resident, self.plan.slot = card, slot
        elif role == "travelers":
            if t == 0:
                self.refuse(t("arigato.refuse.final_no_travelers"))
                return
            self.plan.remove(card)
            if len(self.plan.travelers) >= t:
                self.plan.travelers.pop(0)
            self.plan.travelers.append(card)
        elif role == "craftsmen":
            self.plan.remove(card)
            if len(self.plan.craftsmen) >= c:
                self.plan.craftsmen.pop(0)
            self.plan.craftsmen.append(card)
        self.selected = None
        self.layout()

    def hand_rects(self, view) -> list[tuple[int, tuple]]:
        hand = [c for c in view.villages[self.home].hand if self.plan.role_of(c) is None] \
            if self.my_turn() and view.phase == "dawn" else list(view.villages[self.home].hand)
        return list(zip(hand, PL.hand_slots(len(hand))))

    def zone_cards(self, view) -> dict[str, list[tuple[int | None, tuple]]]:
        """The dawn role places with the card planned in each (None when empty)."""
        t, c = self.needs(view)
        zones = PL.role_zones(t, c)
        out = {}
        for role, rects in zones.items():
            cards = list(getattr(self.plan, role))
            out[role] = [(cards[k] if k < len(cards) else None, r) for k, r in enumerate(rects)]
        return out

    def card_at(self, view, pos) -> tuple[int, str | None] | None:
        for card, r in reversed(self.hand_rects(view)):
            if L.inside(pos, r):
                return card, None
        if view.phase == "dawn" and self.my_turn():
            for role, items in self.zone_cards(view).items():
                for card, r in items:
                    if card is not None and L.inside(pos, r):
                        return card, role
            lay = self.current_layout()
            if self.plan.slot is not None and L.inside(pos, lay.grid[self.plan.slot]):
                return self.plan.resident, "resident"
        return None

    def drop_target(self, view, pos) -> tuple[str, int | None] | None:
        lay = self.current_layout()
        for slot, r in enumerate(lay.grid):
            if L.inside(pos, r):
                return "resident", slot
        t, c = self.needs(view)
        for role, rects in PL.role_zones(t, c).items():
            if rects and L.inside(pos, PL.zone_catch(rects)):
                return role, None
        for _, r in self.hand_rects(view):
            if L.inside(pos, r):
                return "hand", None
        return None
