"""A reviewed decision in the player's words: when it was, what it cost, the move played and the
better one, each worded as the game's own table words an action (`TableScene.action_words`, the
words of its hint and log), from the deciding seat's view at that moment."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.review_data import Decision, Review
from game.core.engine import Action, GameSpec, State
from game.core.rng import deal_of
from game.i18n import shown_name, t, tn
from game.i18n.catalogue import CATALOGUE


@dataclass(frozen=True)
class DecisionWords:
    when: str       # "Day 3"
    cost: str       # "about 7 VP"
    grade: str      # "mistake"
    played: str     # the move played, in the table's words
    better: str     # the better move

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
    """The deciding seat's view just before each of `decisions` (by move), from one replay of the
    game through the rules."""
    wanted = {d.move: d.seat for d in decisions}
    out: dict[int, State] = {}
    state = spec.new_game(players=review.players, seed=game["seed"], deal=deal_of(game),
                          **(game.get("options") or {}))
    for move, text in enumerate(game["actions"]):
        if len(out) == len(wanted):
            break
        if move in wanted:
            out[move] = state.view(wanted[move])
        state.apply(Action.parse(text))
    return out


def when_words(d: Decision, moves: int) -> str:
    """"Day 3" (Arigatō), "Turn 14" (Daitoshi): the game's own unit, as the replay's jump says it;
    the move's number in a game that counts none."""
    if d.progress is not None and f"replay.to_{d.progress[0]}" in CATALOGUE["en"]:
        return t(f"replay.to_{d.progress[0]}", n=d.progress[1])
    return t("replay.position", n=d.move + 1, of=moves)


def in_points(key: str, game: str = "", n: int | None = None) -> str:
    """The words of `key` in the game's own points: Arigatō counts favor, not VP
    ("review.cost.arigato", with a form per count, where the catalogue has it; else "review.cost")."""
    own = f"{key}.{game}"
    if game and n is not None and f"{own}.one" in CATALOGUE["en"]:
        return tn(own, n)
    if game and own in CATALOGUE["en"]:
        return t(own) if n is None else t(own, n=n)
    return t(key) if n is None else t(key, n=n)


def cost_words(loss: float, game: str = "") -> str:
    return in_points("review.cost_small", game) if loss < 0.5 else in_points("review.cost", game, n=round(loss))


def decision_words(d: Decision, view: State, action_words, moves: int, game: str = "") -> DecisionWords:
    """`action_words(view, seat, action)`: the table's (tables/base.py); `game`: its name, for
    the points it counts."""
    return DecisionWords(when_words(d, moves), cost_words(d.loss, game), t(f"review.grade.{d.grade}"),
                         action_words(view, d.seat, d.played.action), action_words(view, d.seat, d.best.action))
