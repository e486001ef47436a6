"""A reviewed decision in the player's words: when it was, what it cost, the move played and the
better one, each worded as the game's own table words an action (`TableScene.action_words`, the
words of its hint and log), from the deciding seat's view at that moment."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.heuristics import heuristics_named
from game.ai.hint import account
from game.ai.review import views_before
from game.ai.review_data import Decision, Review
from game.core.engine import GameSpec, State
from game.core.rng import deal_of
from game.i18n import shown_name, t, tn
from game.i18n.catalogue import CATALOGUE
from game.i18n.hints import REST_MIN, reason_words


@dataclass(frozen=True)
class DecisionWords:
    when: str       # "Day 3"
    cost: str       # "about 7 VP"
    grade: str      # "mistake"
    played: str     # the move played, in the table's words
    better: str     # the better move
    why: str = ""   # what the better move leads to, from the playouts that judged it

    @property
    def head(self) -> str:
        return t("review.head", when=self.when, cost=self.cost, grade=self.grade)


def seat_names(game: dict) -> list[str]:
    """Each seat's name as shown ("You" in the player's language)."""
    names = [s["name"] for s in game["seats"]] if "seats" in game else list(game["names"])
    return [shown_name(n) for n in names]


def seat_colours(game: dict) -> list[int]:
    """Each seat's colour (its index in the theme's seat colours)."""
    if "seats" in game:
        return [s.get("colour", k) for k, s in enumerate(game["seats"])]
    return list(range(len(game["names"])))


def costliest_views(spec: GameSpec, game: dict, review: Review) -> dict[int, State]:
    """The deciding seat's view just before each costliest decision (by move): those a review
    just made kept (`Review.views`), else from one replay of the game (a review read back)."""
    costly = [d for s in review.summaries for d in s.costliest]
    if all(d.move in review.views for d in costly):
        return review.views
    return views_at(spec, game, review, costly)


def views_at(spec: GameSpec, game: dict, review: Review, decisions) -> dict[int, State]:
    """The deciding seat's view just before each of `decisions` (by move): the review's own replay
    of the game through the rules (game/ai/review.py), never a state built here."""
    return views_before(spec, review.players, game["seed"], game.get("options") or {},
                        game["actions"], {d.move: d.seat for d in decisions}, deal_of(game))


def when_words(d: Decision, moves: int) -> str:
    """"Day 3" (Arigatō), "Turn 14" (Daitoshi): the game's own unit, as the replay's jump says it;
    the move's number in a game that counts none."""
    if d.progress is not None and f"replay.to_{d.progress[0]}" in CATALOGUE["en"]:
        return t(f"replay.to_{d.progress[0]}", n=d.progress[1])
    return t("replay.position", n=d.move + 1, of=moves)


def in_points(key: str, game: str = "", n: int | None = None, **values) -> str:
    """The words of `key` in the game's own points: Arigatō counts favor, not VP
    ("review.cost.arigato", with a form per count, where the catalogue has it; else "review.cost")."""
    own = f"{key}.{game}"
    counted = {} if n is None else {"n": n}
    if game and n is not None and f"{own}.one" in CATALOGUE["en"]:
        return tn(own, n, **values)
    return t(own if game and own in CATALOGUE["en"] else key, **counted, **values)


def cost_words(loss: float, game: str = "") -> str:
    return in_points("review.cost_small", game) if loss < 0.5 else in_points("review.cost", game, n=round(loss))


def decision_cost(d: Decision, game: str = "") -> str:
    """What a decision gave up: "about 12 VP", or where the review is not sure of its grade (its
    interval reaches into another class) the interval itself, "4 to 31 VP": an "about" beside
    "good, perhaps a blunder" would say more than the review knows."""
    if d.perhaps is None:
        return cost_words(d.loss, game)
    low, high = max(0, round(d.interval[0])), round(d.interval[1])
    return in_points("review.cost_range", game, high, low=low, high=high)


def grade_words(d: Decision) -> str:
    """The class the review is sure of, and the worse one its interval reaches into: "mistake,
    perhaps a blunder" (game/ai/review_data.py, `verdict`)."""
    sure = t(f"review.grade.{d.grade}")
    return t("review.perhaps", grade=sure, worse=t(f"review.perhaps.{d.perhaps}")) if d.perhaps else sure


#: reasons a reviewed decision's card gives at most
WHY = 2


def why_words(d: Decision, table, view: State | None = None, most: int = WHY, rest: bool = True,
              against: bool = True) -> str:
    """Why the better move is better, in the table's words of its reasons (`table.REASON_WORDS`,
    `table.POINTS`: tables/base.py; what an event's number names read in `view`, the deciding
    seat's view, by `table.reason_detail`): the `most` of them that account for the most of the
    loss (`hint.account`: the largest points first, events where they stand for the larger
    part), then (`against`) the largest part of the points the better move gives up (a reason of
    kind "cost") and (`rest`) what of the loss they leave unsaid (`rest_words`); "" when none
    was seen."""
    detail = None if view is None else (lambda key, n: table.reason_detail(view, key, n))
    told = account(d.reasons, d.loss, most, against)
    if not told.told:
        return ""
    said = [reason_words(r, table.REASON_WORDS, table.POINTS, detail)
            for r in told.told + ((told.given_up,) if told.given_up else ())]
    if rest:
        # points the review attributed but this Why has no room for are other differences too
        said.append(rest_words(told.rest, table.POINTS,
                               told.untold or bool(heuristics_named(table.name).later_keys)))
    return t("review.why", reasons=t("review.why.sep").join(s for s in said if s))


def rest_words(rest: float, game: str, other: bool) -> str:
    """What of a loss its reasons said leave unsaid, in the game's points: `other` (the game
    breaks the points beyond the playouts' horizon down into parts, `Heuristics.later_keys`, or
    reasons with points were left unsaid), other differences than those said (parts too small
    to be reasons, or reasons a card has no room for); else points the playouts expect later and
    cannot attribute; below 0, what the better move gives up elsewhere; "" under a point."""
    if abs(rest) < REST_MIN:
        return ""
    n = round(abs(rest))
    if rest < 0:
        return in_points("review.why.less", game, n)
    return in_points("review.why.other" if other else "review.why.later", game, n)


def decision_words(d: Decision, view: State, table, moves: int, game: str = "") -> DecisionWords:
    """`table`: the game's table (tables/base.py), which words an action (`action_words`) and a
    reason; `game`: its name, for the points it counts."""
    words = table.action_words
    return DecisionWords(when_words(d, moves), decision_cost(d, game), grade_words(d),
                         words(view, d.seat, d.played.action), words(view, d.seat, d.best.action),
                         why_words(d, table, view))
