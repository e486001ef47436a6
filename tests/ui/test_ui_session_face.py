"""The session's public face (game/input/face.py): what a table is told is what its viewer may
know. The story is kept per viewer with every event already as that viewer may see it, another
seat's secret choice is told without its action, and an onlooker of a game people play sees only
what is public; undo and a replay's jump tell the story again."""

from __future__ import annotations

from game.core import registry
from game.core.arigato import events as ev
from game.core.arigato.components import HIDDEN
from game.input.replay import ReplaySession
from game.input.session import GameSession, SeatConfig


def _two_people(seed: int = 8) -> GameSession:
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Kenji", 1, "human")]
    return GameSession(registry.spec("arigato"), seats, seed=seed)


def _play(session: GameSession, moves: int) -> None:
    for _ in range(moves):
        seat = session.active_seat()
        session.submit(session.legal_actions(seat)[0])


def _cards(chapter, kind, seat):
    return [e for e in chapter.events if isinstance(e, kind) and e.seat == seat]


def test_the_setup_is_told_with_each_hand_seen_only_by_its_seat():
    session = _two_people()
    opening = session.story(0)[0]
    assert opening.index == -1 and opening.seat is None and opening.action is None
    mine, theirs = _cards(opening, ev.CardsDrawn, 0)[0], _cards(opening, ev.CardsDrawn, 1)[0]
    assert list(mine.cards) == session.state.villages[0].hand and HIDDEN not in mine.cards
    assert theirs.cards and set(theirs.cards) == {HIDDEN}
    assert _cards(session.story(1)[0], ev.CardsDrawn, 1)[0].cards == tuple(session.state.villages[1].hand)


def test_another_seats_secret_roles_are_told_without_the_action_or_its_cards():
    session = _two_people()
    _play(session, 2)                       # both villages assign their roles at dawn
    for viewer, other in ((0, 1), (1, 0)):
        story = session.story(viewer)
        assert len(story) == 1 + session.moves()
        secret = next(c for c in story if c.seat == other and c.kind == "assign_roles")
        own = next(c for c in story if c.seat == viewer and c.kind == "assign_roles")
        assert secret.action is None and own.action is not None and own.action.seat == viewer
        for chapter in story:
            for event in chapter.events:
                if event.seat == other and isinstance(event, ev.RolesAssigned):
                    assert event.resident == HIDDEN


def test_an_onlooker_of_a_game_people_play_sees_no_hand_and_one_of_ai_only_sees_all():
    people = _two_people()
    public = people.view(None)
    assert all(set(v.hand) == {HIDDEN} for v in public.villages)
    ai = GameSession(registry.spec("arigato"), [SeatConfig("A", 0, "ai", "easy"), SeatConfig("B", 1, "ai", "easy")],
                     seed=8)
    assert all(HIDDEN not in v.hand for v in ai.view(None).villages)


def test_undo_tells_the_story_again_without_the_action_taken_back():
    session = _two_people()
    for _ in range(200):
        if session.can_undo(0):
            break
        _play(session, 1)
    assert session.can_undo(0)
    before, revision = len(session.story(0)), session.revision()
    taken = session.undo(0)
    assert taken is not None and session.revision() != revision
    story = session.story(0)
    assert len(story) == before - 1 == 1 + session.moves()
    assert [c.index for c in story] == list(range(-1, session.moves()))


def test_a_replays_jump_back_tells_the_story_up_to_there():
    played = GameSession(registry.spec("arigato"), [SeatConfig("A", 0, "ai", "easy"),
                                                    SeatConfig("B", 1, "ai", "easy")], seed=3)
    while not played.is_over():
        played.wait_for_ai()
        played.pump_ai(budget=5.0, max_decisions=64)
    replay = ReplaySession(played.spec, played.to_save())
    for _ in range(40):
        replay.step_forward()
    told = replay.story(None)
    replay.goto(10)
    assert [c.index for c in replay.story(None)] == list(range(-1, 10))
    assert replay.story(None) == told[:11]


def test_the_results_tell_the_seed_only_once_the_game_is_over():
    session = _two_people()
    assert session.results().seed == -1
    ai = GameSession(registry.spec("arigato"), [SeatConfig("A", 0, "ai", "easy")], seed=5)
    while not ai.is_over():
        ai.wait_for_ai()
        ai.pump_ai(budget=5.0, max_decisions=64)
    outcome = ai.results()
    assert outcome.seed == 5 and outcome.moves == ai.moves()
    assert outcome.target is not None and outcome.winners == tuple(ai.state.winners())
