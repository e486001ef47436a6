"""game/ARCHITECTURE.md, "The engine protocol": the client words every prompt, action, event and
refusal through its catalogue, in English and French. For every registered game, every prompt class, action kind,
event class and refusal code its core has (vocabulary.py) has words of its own in both languages
(each game's own test folder says how its table asks them: game_words.py finds it)."""

from __future__ import annotations

import pytest
from game_words import words_of
from vocabulary import action_classes, event_classes, met_in_play, prompt_classes, refusal_codes

from game.core import registry
from game.core.rng import Rng

LANGS = ("en", "fr")
GAMES = registry.available()


WORDS = {game: words_of(game) for game in GAMES}


def test_every_registered_game_has_its_words_asked():
    assert [game for game, words in WORDS.items() if words is None] == []


@pytest.fixture(scope="module", params=GAMES)
def met(request):
    game = request.param
    wanted = prompt_classes(game) | action_classes(game) | event_classes(game)
    found = met_in_play(game, wanted)
    assert wanted - set(found) == set(), "never met in random play: add a seed or a scenario"
    return game, found


def _unsaid(game, found, classes, ask) -> list[str]:
    return [f"{lang}: {cls.__name__}" for cls in sorted(classes, key=lambda c: c.__name__)
            for lang in LANGS if not ask(WORDS[game], *found[cls], lang)]


def test_every_prompt_has_words(met):
    game, found = met
    assert prompt_classes(game), "a game without prompts proves nothing here"
    assert _unsaid(game, found, prompt_classes(game), lambda w, p, s, lang: w.prompt(p, s, lang)) == []


def test_every_action_kind_has_words(met):
    game, found = met
    assert _unsaid(game, found, action_classes(game), lambda w, a, s, lang: w.action(a, s, lang)) == []


def test_every_event_has_words(met):
    game, found = met
    assert _unsaid(game, found, event_classes(game), lambda w, e, s, lang: w.event(e, s, lang)) == []


def test_every_reason_a_hint_gives_has_words(met):
    """game/ai/hint.py: a hint's reasons are the events its game's AI notices (each key
    `Heuristics.notable` may answer, declared in `notable_keys`: every event met in play answers
    one of them or nothing) and the scoring parts (every part of a finished game's scores, and
    what the evaluation expects later); each has words of its own in both languages."""
    from game.ai.appraise import LATER
    from game.ai.heuristics import heuristics_for
    from game.ai.hint import Reason
    game, found = met
    some_state = next(iter(found.values()))[1]
    knows = heuristics_for(some_state)
    assert knows.notable_keys, "a game whose hints give no event proves nothing here"
    answered = set()
    for cls in event_classes(game):
        event, state = found[cls]
        for seat in range(state.num_seats):
            key = knows.notable(event, seat, knows.horizon(state))
            # a key may carry the number its words say ("favor_bonus:20")
            key = None if key is None else key.partition(":")[0]
            assert key is None or key in knows.notable_keys, (cls.__name__, key)
            answered.add(key)
    assert answered - {None}, "no event met in play was noticed: the check proved nothing"
    parts = {LATER}
    for players in (1, 2):
        state = registry.spec(game).new_game(players=players, seed=3)
        rng = Rng(3)
        while not state.is_over():
            legal = state.legal_actions(state.current_seats()[0])
            state.apply(legal[rng.below(len(legal))])
        parts |= {name for score in state.scores() for name, _ in score.breakdown}
    reasons = [Reason("event", key, 1.0) for key in knows.notable_keys] + \
              [Reason("event", key, 1.0, 3, 3) for key in knows.notable_keys] + \
              [Reason("held", key, 1.0, 3) for key in knows.held_keys] + \
              [Reason("later", key, 1.0, 3, amount=a) for key in knows.later_keys for a in (None, 2.0)] + \
              [Reason("rival", key, 1.0) for key in ("rival", "target")] + \
              [Reason("won", key, 1.0, 3) for key in knows.won_keys] + \
              [Reason("cost", f"{family}:{key}", 2.0) for family, keys in
               (("later", knows.later_keys), ("won", knows.won_keys), ("rival", ("rival", "target")),
                ("category", sorted(parts))) for key in keys] + \
              [Reason("category", name, 1.0) for name in sorted(parts)]
    assert [f"{lang}: {r.kind} {r.key}" for r in reasons for lang in LANGS
            if not WORDS[game].reason(r, lang)] == []


def test_the_check_sees_a_reason_without_words():
    from game.ai.hint import Reason
    for game in GAMES:
        for reason in (Reason("event", "no_such_thing", 1.0), Reason("category", "no such part", 1.0)):
            assert [lang for lang in LANGS if not WORDS[game].reason(reason, lang)] == list(LANGS)


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_code_has_words(game):
    codes = refusal_codes(game)
    assert {"game_over", "nothing_to_decide"} <= codes       # the engine's own are read too
    assert [f"{lang}: {code}" for code in sorted(codes) for lang in LANGS
            if not WORDS[game].refusal(code, lang)] == []


def test_the_check_sees_a_prompt_without_words():
    """A prompt the words do not know is caught, in each language."""
    import dataclasses

    @dataclasses.dataclass(frozen=True)
    class UnknownPrompt:
        kind = "no_such_prompt"

    for game in GAMES:
        spec = registry.spec(game)
        state = spec.new_game(players=max(2, spec.min_players), seed=1)
        assert [lang for lang in LANGS if not WORDS[game].prompt(UnknownPrompt(), state, lang)] == list(LANGS), game
