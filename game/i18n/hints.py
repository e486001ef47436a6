"""A hint's gain and reasons (game/ai/hint.py: `Hint.gain`, `Hint.reasons`) in the player's words.

The catalogue words what every game shares (`table.hint.*`, a scoring part's name `part.<name>`);
each game words the events its AI notices under a key its table names (Arigatō's
`arigato.reason.<key>`, Daitoshi's `dtable.reason.<key>`), and when one happens under
`<...>.reason.when` ("{reason} on day {when}"), unless its own words place the day or turn
(`{when}`). An event's words may also say its number (`{n}`: a favor bonus's threshold) and what
the table makes of it (`{what}`: the table's `reason_detail`, an objective's words). A game's
points said by part are under the same prefix: `later.<key>` (a part of the later points, with
its points `{vp}` and the units held more `{amount}`, or `later.<key>.worth` without them,
each in its `.one` and `.many` forms where the game counts its points so: Arigatō's favor),
`won.<key>` (points won in a kind of turn), `noun.<key>` (the part named, where a review says it
was given up: `table.hint.given_up` in a review's Why, `table.hint.cost` under a hint); the
rival's score lowered is `table.hint.rival` (solo: `table.hint.target`), in the game's own points;
what of a hint's gain its reasons leave unsaid is `table.hint.rest.*`."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n.catalogue import CATALOGUE
from game.i18n.lookup import language, t

#: an event the hinted move brings about fewer times per sampled world than this is "likely"
SURE = 0.9
#: reasons a hint says at most
SAID = 3
#: points of a whole (a hint's gain, a review's loss) its reasons leave unsaid, either way, that
#: its words say: a review says a loss in whole points ("about 3 VP", "under 1 VP")
REST_MIN = 1.0


def number(x: float) -> str:
    """One decimal, with the language's decimal mark ("2.5", "2,5")."""
    text = f"{x:.1f}"
    return text.replace(".", ",") if language() == "fr" else text


def form(points: float) -> str:
    """The form of a count of points as `number` shows it: French's singular below 2, so "1,96"
    shown "2,0" is "2,0 faveurs"."""
    return "many" if abs(round(points, 1)) >= 2 else "one"


def part_words(name: str) -> str:
    """A scoring part's name in the player's language (the rules name parts in English)."""
    key = "part." + name.replace(" ", "_")
    return t(key) if key in CATALOGUE["en"] else name.replace("_", " ").capitalize()


def in_points(key: str, game: str, points: float, **values) -> str:
    """`key` worded in the game's own points: `key.<game>` where the catalogue has it (Arigatō
    counts favor: "About +2.5 favor"), with its French singular below 2 ("1,5 faveur": `form`), else
    `key` in VP."""
    own = f"{key}.{game}"
    if game and f"{own}.one" in CATALOGUE["en"]:
        return t(f"{own}.{form(points)}", vp=number(points), **values)
    return t(key, vp=number(points), **values)


def gain_words(gain: float | None, game: str = "") -> str:
    """How much better the hint looks than the next best move (None: no other move was worth
    weighing), in the game's own points."""
    if gain is None:
        return t("table.hint.alone")
    if round(gain, 1) <= 0:
        return t("table.hint.even")
    return in_points("table.hint.gain", game, gain)


#: the table's words for what an event's number names (`TableScene.reason_detail`), or None
Detail = Callable[[str, int], str] | None


def reason_words(reason, events: str, game: str = "", detail: Detail = None) -> str:
    """One reason: an event in the game's words (`events`, a key with `{key}`) and when it
    happens, or a scoring part with the points it gains."""
    if reason.kind == "category":
        return in_points("table.hint.category", game, reason.gain, part=part_words(reason.key))
    if reason.kind == "rival":
        return in_points(f"table.hint.{reason.key}", game, reason.gain)
    if reason.kind == "held":
        return t(events.format(key=f"held.{reason.key}"), amount=number(reason.gain), when=reason.when)
    if reason.kind == "later":
        return later_words(reason, events)
    if reason.kind == "cost":
        return in_points("table.hint.given_up", game, reason.gain, what=given_up_words(reason.key, events))
    if reason.kind == "won":
        return t(events.format(key=f"won.{reason.key}"), vp=number(reason.gain), when=reason.when)
    key = events.format(key=reason.key)
    n = getattr(reason, "n", None)
    when = getattr(reason, "when", None)
    what = detail(reason.key, n) if detail is not None and n is not None else ""
    said = t(key, n=n, when=when if when is not None else n, what=what)
    if when is not None and "{when}" not in CATALOGUE["en"].get(key, ""):
        said = t(events.format(key="when"), reason=said, when=when)
    return said if reason.gain >= SURE else t("table.hint.likely", reason=said)


def later_words(reason, events: str) -> str:
    """A part of the evaluation's later points (`Reason("later")`): its points, when the playouts
    stopped, and the units held more where it has them ("Steam saved: +3.5 in hand"); where the
    units held are not more (another mix of resources, worth more), its worth alone."""
    key = events.format(key=f"later.{reason.key}")
    amount = getattr(reason, "amount", None)
    if (amount is None or round(amount, 1) <= 0) and (f"{key}.worth" in CATALOGUE["en"]
                                                      or f"{key}.worth.one" in CATALOGUE["en"]):
        key = f"{key}.worth"
    if f"{key}.one" in CATALOGUE["en"]:     # counted in the game's points: "+1,5 faveur"
        key = f"{key}.{form(reason.gain)}"
    return t(key, vp=number(reason.gain), when=reason.when,
             amount=number(amount) if amount is not None else "")


def given_up_words(key: str, events: str) -> str:
    """What a better move gives up ("cost": "later:grant"), named: a scoring part by its name, the
    rival's score as what the rival gains, any other part by the table's noun for it."""
    family, _, name = key.partition(":")
    if family == "category":
        return part_words(name)
    if family == "rival":
        return t(f"table.hint.noun.{name}")
    return t(events.format(key=f"noun.{name}"))


def explanation(hint, told, events: str, game: str = "", detail: Detail = None,
                other: bool = False) -> list[str]:
    """What a hint says beside its move: its gain, then the reasons `told` (`hint.account`: those
    that account for the most of it, `told.told`), what the move gives up (`told.given_up`) and
    what of its gain they leave unsaid (`told.rest`, `rest_line`), in `game`'s own points, so
    that its lines add up to its gain; `other`: the game breaks its later points down. Its gain
    alone without reasons told, nothing for a hint left unexplained (`Hint.weighed` 0: its
    appraisal was cancelled or failed)."""
    if not hint.weighed:
        return []
    lines = [gain_words(hint.gain, game)]
    if told is None or not told.told:
        return lines
    lines += [reason_words(r, events, game, detail) for r in told.told]
    if told.given_up is not None:
        lines.append(in_points("table.hint.cost", game, told.given_up.gain,
                               what=given_up_words(told.given_up.key, events)))
    rest = rest_line(told.rest, game, other or told.untold)
    return lines + ([rest] if rest else [])


def rest_line(rest: float, game: str, other: bool) -> str:
    """What of a hint's gain its reasons leave unsaid, in the game's points: `other` (parts too
    small to be reasons, or reasons it has no room for), other differences; else points the
    playouts expect later and cannot attribute; below 0, points given up elsewhere; "" under
    `REST_MIN`."""
    if abs(rest) < REST_MIN:
        return ""
    kind = "less" if rest < 0 else "other" if other else "later"
    return in_points(f"table.hint.rest.{kind}", game, abs(rest))
