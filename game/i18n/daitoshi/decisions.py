"""What the game waits for, in words: the decision panel's title and help, why a choice is refused,
and the Magnate's moves as the choice list shows them (under their district, each by its space).
"""

from __future__ import annotations

from game.core.daitoshi import prompts as P
from game.i18n.daitoshi import facts
from game.i18n.daitoshi.action_words import describe_action, steam
from game.i18n.daitoshi.language import ENGLISH, Unsaid, language
from game.i18n.daitoshi.names import district_name, invention_name
from game.i18n.lookup import is_you, refusal_words


def _help(words, state, prompt, help_: str) -> str:
    """The prompt's help, told more exactly where the prompt says more."""
    match prompt:
        case P.ProducePrompt(leader=True):
            return words.say("decision.produce.leader", help=help_)
        case P.ProducePrompt():
            return words.say("decision.produce.other", help=help_)
        case P.PlaceWorkersPrompt(district=district, hires=colour):
            hires = words.say("decision.hires.any") if colour == "any" else \
                words.say("decision.hires", colour=words.term("colour", colour, True))
            return words.say("decision.place", district=district_name(state, district, words),
                             hires=hires)
        case P.InstallPrompt(invention=invention):
            return words.say("decision.install", invention=invention_name(state, invention, words))
        case P.PlaceHexPrompt(left=left):
            return words.say("decision.place_hex", help=help_, n=left)
        case P.ProgressPrompt(advances=n):
            return words.say("decision.progress", n=n)
        case P.PilgrimPrompt(advances=n):
            return words.say("decision.pilgrim", help=help_, n=n)
    return help_


def _decision(words, state, prompt, name: str) -> tuple[str, str]:
    if prompt is None:
        return (words.say("decision.over"), "") if state.is_over() else ("", "")
    kind = prompt.kind
    words = words.to_you(is_you(name))
    if kind not in words.decisions:
        raise Unsaid(f"{words.code}: decision {kind}")
    short, help_ = words.decisions[kind]
    if words.you:   # "You choose a turn"
        short = words.decisions_you.get(kind)
        if short is None:
            raise Unsaid(f"{words.code}: decision {kind} to you")
    return words.say("decision", who=name, short=short), _help(words, state, prompt, help_)


def _waiting(state):
    """The prompt of the seat the state waits for (Daitoshi asks one seat at a time)."""
    seats = state.current_seats()
    return state.prompt(seats[0]) if seats else None


def said_in(words, state, name: str, prompt=None):
    """(title, help) in one language, or None where that language has no words for the prompt
    (by default the prompt the state waits for)."""
    try:
        return _decision(words, state, prompt or _waiting(state), name)
    except Unsaid:
        return None


def describe_prompt(prompt, state, name: str = "You", lang="en") -> tuple[str, str]:
    """(short title, a sentence of help) for `prompt` (game/core/daitoshi/prompts.py), asked of
    the seat `name` (None: the game is over); to a seat named "You" in the second person ("You
    choose a turn")."""
    said = said_in(language(lang), state, name, prompt) or said_in(ENGLISH, state, name, prompt)
    if said is None:   # a prompt with no words yet (the protocol suite forbids it): its kind, read aloud
        words = ENGLISH.to_you(is_you(name))
        return (words.say("decision", who=name, short=words.say("decision.unknown", kind=prompt.kind.replace("_", " "))),
                words.say("decision.unknown.help"))
    return said


def describe_decision(state, name: str = "You", lang="en") -> tuple[str, str]:
    """`describe_prompt` of the prompt the state waits for."""
    return describe_prompt(_waiting(state), state, name, lang)


def describe_refusal(refusal, action, state, lang="en") -> str:
    """Why `action` cannot be taken now, in words (never the action's text form), from the
    rules' or the session's refusal (game.core.engine.Refusal: a code and its values)."""
    words = language(lang)
    if refusal.code == "game_over":
        return words.say("refusal.over")
    if refusal.code in ("nothing_to_decide", "not_your_turn", "not_played_here", "no_such_seat"):
        return words.say("refusal.not_your_turn")
    if words.has(f"refusal.{refusal.code}"):     # the rules' own refusals (a Magnate move's)
        return words.say(f"refusal.{refusal.code}", **refusal.values)
    if refusal.code != "not_this_decision":
        return refusal_words(refusal, lang)
    kind = refusal["decision"]
    short = words.decisions.get(kind, ("", ""))[0]
    doing = words.say("refusal.waits_for", short=short) if short else words.say("refusal.waits")
    return words.say("refusal", action=describe_action(action, state, lang=lang), doing=doing)


def describe_magnate_space(action, state=None, lang="en") -> str:
    """A Magnate move told by its space only, for a list already headed by the district
    (THE CITY DISTRICT TILES, Magnate spaces)."""
    words = language(lang)
    space = action.space
    cost = steam(words, state.magnate_steam(action.steps, space)) if state is not None else ""
    if 0 <= space < 3:
        return words.say("magnate.space", space=words.term("space", space), cost=cost,
                         tail=words.say(f"magnate.tail.{space}"))
    return words.say("magnate.space_n", n=space + 1, cost=cost, tail=words.say("magnate.tail.other"))


def describe_magnate_district(action, state=None, lang="en") -> str:
    """The heading for the moves that end in the same district."""
    words = language(lang)
    start = facts.magnate_at(state, action.seat)
    where = ""
    if state is not None and start is not None:
        where = words.say("magnate.district.where",
                          district=district_name(state, (start[0] + action.steps) % 5, words))
        extra = state.extra_districts(action.steps)
        if extra:
            where += words.say("magnate.district.extra", n=extra)
    return words.say("magnate.district", n=action.steps, where=where)
