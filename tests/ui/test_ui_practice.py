"""Learn from your mistakes in the client (game/ui/review/scene.py, game/input/practice.py,
game/ui/review/practice_note.py): from the results or the review, the table at a costly decision
with the player's own view, tries made at the table and judged, the best lit after two, drawn
whole in both languages, and how it ended kept beside the review."""

import os
import time
from dataclasses import asdict

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from drawn_text import DrawnText  # noqa: E402
from game import i18n  # noqa: E402
from game.ai.agents import make_agent  # noqa: E402
from game.ai.practice import NOT_YET, SHOWN  # noqa: E402
from game.core import registry  # noqa: E402
from game.core.rng import SPLITMIX, Rng  # noqa: E402
from game.i18n import t  # noqa: E402
from game.input.practice import PracticeSession  # noqa: E402
from game.input.seats import SeatConfig  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

pytestmark = pytest.mark.long
BOUND = 900.0     # seconds: a bound on a hang while the review is made, not a timed check


def _finished(name: str) -> dict:
    """A finished 2-player game (random moves, seeded), Aiko's seat a person's."""
    spec = registry.spec(name)
    state = spec.new_game(players=2, seed=11, deal=SPLITMIX)
    agent, rng = make_agent("random"), Rng(5)
    while not state.is_over():
        seat = state.current_seats()[0]
        state.apply(agent.choose(None, seat, state.legal_actions(seat), rng))
    return {"game": name, "seed": 11, "options": {}, "deal": SPLITMIX,
            "seats": [asdict(SeatConfig("Aiko", 0, "human", "easy")),
                      asdict(SeatConfig("Botan", 1, "ai", "easy"))],
            "actions": [a.text() for a in state.history]}


@pytest.fixture
def app(tmp_path):
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[registry.spec(n) for n in registry.available()])
    app.settings.anim_speed = 0.0
    app.review_worlds = 1
    app.open_menu()
    yield app
    i18n.set_language("en")
    app.close()


def _practising(app, game: dict) -> PracticeSession:
    app.open_review(game, practise=True)
    started = time.monotonic()
    while app.stack.top.name == "review" and time.monotonic() - started < BOUND:
        app.frame(1 / 60)
        time.sleep(0.02)
    session = app.stack.top.session
    assert isinstance(session, PracticeSession)
    return session


def _drawn_whole(app) -> list[str]:
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    assert drawn.problems() == []
    return [text for _, text, _, _ in drawn.texts]


@pytest.mark.parametrize("name, lang", list(zip(registry.available(), ("en", "fr"))))
def test_a_costly_decision_is_tried_again_at_the_table_and_kept(app, name, lang):
    i18n.set_language(lang)
    game = _finished(name)
    session = _practising(app, game)
    table = app.stack.top
    decision = session.reviewed
    review = app.stack.scenes[-2]
    assert review.name == "review" and decision in review.to_practise()
    assert decision.seat == 0 and table.viewer == 0 and session.position() == decision.move
    assert session.legal_actions(0) and session.legal_actions(1) == []
    assert t("practice.find") in " ".join(_drawn_whole(app))
    offered = {w.id for w in table.widgets}
    assert not offered & {"hint", "auto"}          # no hint, no Suggest: the player finds it alone
    worse = [a for a in session.legal_actions(0) if a != decision.best.action]
    tries = 0
    while session.practice.result == NOT_YET:
        assert table.submit(worse[tries % len(worse)]) is None     # the table's own way in
        session.wait_judged(BOUND)
        app.frame(1 / 60)
        tries += 1
        assert session.position() == decision.move                 # judged, never played
    words = " ".join(_drawn_whole(app))
    if session.practice.result == SHOWN:
        assert tries == 2 and table.review_mark() is not None      # the best lit on the table
        assert t("practice.shown", action="").strip(" :") in words
    pilot = Pilot(app)
    pilot.key(__import__("pygame").K_ESCAPE)
    pilot.click("back_review")
    assert app.stack.top is review
    assert app.practised.read(game) == {decision.move: session.practice.result}
    assert t("practice.progress", found=int(session.practice.result != SHOWN),
             n=len(review.to_practise())) in _drawn_whole(app)


def test_the_results_lead_to_it_through_the_review(app):
    from game.input.replay import ReplaySession
    from game.ui.scenes.results import ResultsScene
    name = registry.first()
    game = _finished(name)
    replay = ReplaySession(registry.spec(name), game)
    replay.goto(len(game["actions"]))
    app.stack.replace(ResultsScene(app, replay))
    app.frame(1 / 60)
    assert t("practice.open") in _drawn_whole(app)
    Pilot(app).click("practice")
    started = time.monotonic()
    while app.stack.top.name == "review" and time.monotonic() - started < BOUND:
        app.frame(1 / 60)
        time.sleep(0.02)
    assert isinstance(app.stack.top.session, PracticeSession)
