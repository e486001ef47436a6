"""Review this game, the player's side: opened from the results and from Records, the
review is made on a thread while the screen keeps drawing its progress, Cancel keeps nothing, a
kept review opens at once, and a costly decision clicked opens the replay at that move with both
moves shown; the screen's text fits at both sizes in both languages (tests/drawn_text.py)."""

from __future__ import annotations

import threading

import pygame
import pytest

from drawn_text import DrawnText
from game.core import registry
from game.core.rng import deal_of
from game.i18n import t
from game.input.replay import ReplaySession
from game.input.session import GameSession, SeatConfig
from game.persistence.reviews import ReviewStore, review_of
from game.ui.review import job as review_job
from ui_pilot import Pilot, play_out

SIZES = [(1280, 720), (1920, 1080)]
_played: dict = {}
_reviews: dict = {}


def finished(game: str, humans: int = 1) -> dict:
    """A finished game's record-book line: `humans` people (the first seats, each playing its last
    listed move, a poor one) against easy AI; played once per test run."""
    key = (game, humans)
    if key not in _played:
        names = ["You", "Botan", "Chiyo"]
        seats = [SeatConfig(names[i], i, "human" if i < humans else "ai", "easy") for i in range(max(2, humans))]
        _played[key] = play_out(GameSession(registry.spec(game), seats, {}, 3), pick=-1).to_record()
    return _played[key]


def reviewed(game: str, humans: int = 1):
    """Its review at the smallest budget, made once per test run."""
    key = (game, humans)
    if key not in _reviews:
        _reviews[key] = review_of(finished(game, humans), worlds=1)
    return _reviews[key]


def drawn_texts(app) -> list[str]:
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    app.frame(1 / 60)
    del app.theme.text
    return drawn


class Gate:
    """The review held at its first decision until the test lets it go: what the screen shows
    while it runs, without any clock."""

    def __init__(self, monkeypatch) -> None:
        self.open = threading.Event()
        self.reached = threading.Event()     # the review has said how far it is
        self.calls = 0

        def held(game, progress=None, cancel=None, **kw):
            self.calls += 1
            progress(1, 3)
            self.reached.set()
            self.open.wait(60)
            return review_of(game, progress=progress, cancel=cancel, **kw)
        monkeypatch.setattr(review_job, "review_of", held)


@pytest.fixture
def app(make_app):
    app = make_app(games=(registry.spec("arigato"), registry.spec("daitoshi")))
    app.review_worlds = 1
    return app


def results_of(app, game: str):
    """The results of a finished game of `game`, as a player reaches them."""
    names = ["You", "Botan"]
    session = play_out(GameSession(registry.spec(game), [SeatConfig(n, i, "human" if i == 0 else "ai", "easy")
                                                         for i, n in enumerate(names)], {}, 3), pick=-1)
    app.show_results(session)
    return session


def test_review_from_the_results_shows_its_progress_then_the_review_and_keeps_it(app, monkeypatch):
    gate = Gate(monkeypatch)
    session = results_of(app, "arigato")
    pilot = Pilot(app)
    pilot.click("review")
    scene = app.stack.top
    assert scene.name == "review" and scene.job is not None
    pilot.frames(3)                    # the review runs on its thread: the frames go on
    assert gate.reached.wait(60)
    texts = drawn_texts(app)
    assert t("review.reviewing") in texts and t("review.progress", n=1, of=3) in texts
    assert scene.review is None and "cancel" in {w.id for w in scene.widgets}
    gate.open.set()
    scene.job.wait(120)
    pilot.frames(1)
    assert scene.job is None and scene.review is not None
    texts = drawn_texts(app)
    assert t("review.curve.arigato") in texts and t("review.reviewing") not in texts and t("review.axis.day") in texts
    assert any(w.id == "decision:0" for w in scene.widgets)
    game = session.replay_source()
    assert ReviewStore(app.saves.directory).read(game) is not None      # kept beside the book


def test_cancel_keeps_nothing_and_leaves_the_screen(app, monkeypatch):
    gate = Gate(monkeypatch)
    session = results_of(app, "daitoshi")
    pilot = Pilot(app)
    pilot.click("review")
    job = app.stack.top.job
    pilot.click("cancel")
    assert app.stack.top.name == "results"
    gate.open.set()                  # the review goes on to its next decision, sees Cancel, stops
    job.wait(120)
    assert job.status == "cancelled" and job.review is None
    store = ReviewStore(app.saves.directory)
    assert store.read(session.replay_source()) is None and not list(store.directory.glob("*"))


def test_a_kept_review_opens_at_once_from_records_without_running_again(app, monkeypatch):
    gate = Gate(monkeypatch)
    line = finished("arigato")
    app.records.add(line)
    app.reviews.write(line, reviewed("arigato"))
    pilot = Pilot(app)
    pilot.click("records")
    pilot.click("tab:games")
    pilot.click("review:0")
    scene = app.stack.top
    assert scene.name == "review" and scene.job is None and scene.review is not None
    assert gate.calls == 0
    assert t("review.curve.arigato") in drawn_texts(app)
    pilot.click("back")
    assert app.stack.top.name == "records"


def test_a_kept_review_that_does_not_fit_its_game_is_made_again(app, monkeypatch):
    """A review file edited by hand, still well formed and named for this game, whose decision
    lies past the game's last move: the screen does not trust it, and reviews the game again."""
    import json
    gate = Gate(monkeypatch)
    line = finished("arigato")
    app.reviews.write(line, reviewed("arigato"))
    path = app.reviews.path(line)
    data = json.loads(path.read_text())
    data["decisions"][0]["move"] = len(line["actions"]) + 5
    path.write_text(json.dumps(data))
    app.open_review(line)
    scene = app.stack.top
    assert scene.name == "review" and scene.review is None and scene.job is not None
    gate.open.set()
    scene.job.wait(120)
    Pilot(app).frames(1)
    assert scene.review is not None and gate.calls == 1


def test_records_reviews_a_game_not_yet_reviewed(app):
    app.records.add(finished("daitoshi"))
    pilot = Pilot(app)
    pilot.click("records")
    pilot.click("tab:games")
    pilot.click("review:0")
    scene = app.stack.top
    assert scene.name == "review" and scene.job is not None
    scene.job.wait(120)
    pilot.frames(1)
    assert scene.review is not None and scene.review.seats == (0,)
    texts = drawn_texts(app)                      # Daitoshi counts turns: its curve's axis says so
    assert t("review.axis.turn") in texts
    card = scene.widget("decision:0").words
    assert card.when == t("replay.to_turn", n=scene.review.summary(0).costliest[0].progress[1])



def test_a_review_just_made_words_its_costliest_decisions_from_the_views_it_kept(app, monkeypatch):
    """The review's own replay passed each decision with the seat's view then: a review just made
    keeps those of its costliest decisions (the same views a replay gives), and its screen words
    them without replaying the game; a review read back (none kept) replays it once."""
    from game.ui.review import words as rw
    line = finished("daitoshi")
    made = review_of(line, worlds=1)
    costly = [d for s in made.summaries for d in s.costliest]
    assert costly and set(made.views) == {d.move for d in costly}
    replayed = rw.views_at(registry.spec("daitoshi"), line, made, costly)
    for d in costly:
        kept, again = made.views[d.move], replayed[d.move]
        assert kept.history == again.history and kept.legal_actions(d.seat) == again.legal_actions(d.seat)
    replays = []
    real = rw.views_at
    monkeypatch.setattr(rw, "views_at", lambda *a: replays.append(a) or real(*a))
    app.records.add(line)
    app.open_review(line)
    scene = app.stack.top
    scene.job.wait(120)
    Pilot(app).frames(1)
    assert scene.review is not None and replays == []
    fresh = [w.words for w in scene.widgets if w.id.startswith("decision:")]
    Pilot(app).click("back")
    app.open_review(line)                 # kept beside the book now: read back, without its views
    assert len(replays) == 1
    assert [w.words for w in app.stack.top.widgets if w.id.startswith("decision:")] == fresh

@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_a_costly_decision_opens_the_replay_there_with_both_moves(app, game):
    line = finished(game)
    review = reviewed(game)
    app.reviews.write(line, review)
    app.open_review(line)
    scene = app.stack.top
    card = scene.widget("decision:0")
    decision = review.summary(0).costliest[0]
    pilot = Pilot(app)
    pilot.click("decision:0")
    table = app.stack.top
    session = table.session
    assert isinstance(session, ReplaySession) and session.paused
    assert session.position() == decision.move                 # just before the move played
    assert session.state.legal_actions(decision.seat).count(decision.played.action) == 1
    assert table.marked()            # on the table too: the places of the moves (this game's has some)
    said = " ".join(drawn_texts(app))                          # (a long sentence drawn in lines)
    assert t("review.played", action=card.words.played) in said
    assert t("review.better", action=card.words.better) in said
    if decision.played.action != decision.best.action:
        assert card.words.played != card.words.better
    table.replay_step()                                        # the move played: the note stays
    assert t("review.better", action=card.words.better) in " ".join(drawn_texts(app))
    assert not table.marked()        # the move played is on the table now: its places have changed
    table.replay_step()
    assert t("review.better", action=card.words.better) not in " ".join(drawn_texts(app))


def test_the_costliest_decisions_are_worded_by_the_table_never_by_internal_names(app):
    line = finished("arigato")
    review = reviewed("arigato")
    app.reviews.write(line, review)
    app.open_review(line)
    cards = [w for w in app.stack.top.widgets if w.id.startswith("decision:")]
    assert cards and len(cards) <= 3
    for card, d in zip(cards, review.summary(0).costliest):
        for words in (card.words.played, card.words.better):
            assert words and d.played.action.text() not in words and d.best.action.text() not in words
            assert type(d.played.action).__name__ not in words


def test_two_people_each_have_their_costliest_decisions(app):
    line = finished("arigato", humans=2)
    review = reviewed("arigato", humans=2)
    assert review.seats == (0, 1)
    app.reviews.write(line, review)
    app.open_review(line)
    scene = app.stack.top
    pilot = Pilot(app)
    first = [w.words for w in scene.widgets if w.id.startswith("decision:")]
    x, y, w, h = scene.widget("seat").rect
    pilot.click_at((x + w - 8, y + h / 2))
    assert scene.chosen == 1
    second = [w.words for w in scene.widgets if w.id.startswith("decision:")]
    assert first != second
    pilot.click("decision:0")                   # the second person's decision: their village drawn large
    assert app.stack.top.session.mark.reviewed.seat == 1 and app.stack.top.home == 1


# --- the drawn text ------------------------------------------------------------------------------
@pytest.fixture(params=[(s, lang) for s in SIZES for lang in ("en", "fr")],
                ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}")
def screen(request, make_app):
    size, lang = request.param
    app = make_app(size=size, games=(registry.spec("arigato"), registry.spec("daitoshi")))
    app.change_setting("language", lang)
    app.mouse = (-1, -1)
    yield app
    app.change_setting("language", "en")


def problems(app) -> list[str]:
    app.mouse = (-1, -1)
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    return drawn.problems()


@pytest.mark.parametrize("game,humans", [("arigato", 1), ("daitoshi", 1), ("arigato", 2)])
def test_the_review_screen_text_fits(screen, game, humans):
    line = finished(game, humans)
    screen.reviews.write(line, reviewed(game, humans))
    screen.open_review(line)
    assert problems(screen) == []


@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_the_progress_and_the_marked_replay_text_fits(screen, game, monkeypatch):
    gate = Gate(monkeypatch)
    screen.review_worlds = 1
    line = finished(game)
    screen.open_review(line)
    scene = screen.stack.top
    assert gate.reached.wait(60)
    assert problems(screen) == []
    gate.open.set()
    scene.job.wait(120)
    screen.frame(1 / 60)
    Pilot(screen).click("decision:0")
    assert problems(screen) == []


def _decision_of(seat: int, move: int, played, best):
    """A reviewed decision as the review screen hands it to the replay (its numbers do not
    matter here: only its moves are shown)."""
    from game.ai.appraise import Appraisal
    from game.ai.review_data import Decision

    def judged(action):
        return Appraisal(action, 10.0, 1.0, (10.0, 9.0), (), 1)
    return Decision(seat, 1, move, None, judged(played), judged(best), 0.0, "good")


def test_every_kind_of_arigato_move_is_marked_on_the_replays_table(app):
    """A reviewed decision opened in the replay outlines the places of both its moves, whatever
    their kind: the workshop of a role, an emptying or an offering, the artisan of an effect,
    the items of a trade, a discard or a favor bonus. Ending the day has no place: the note over
    the controls says it in words (asked of every decision of the game's person)."""
    from game.core.arigato import actions as A
    from game.core.engine import Action
    from game.ui.tables.arigato import layout as L
    line = finished("arigato")
    state = registry.spec("arigato").new_game(players=len(line["names"]), seed=line["seed"], deal=deal_of(line),
                                              **(line.get("options") or {}))
    kinds: dict = {}   # each kind of move the person could make: where, and another move then
    for move, text in enumerate(line["actions"]):
        action = Action.parse(text)
        legal = state.legal_actions(0) if action.seat == 0 else []
        for a in legal if len(legal) > 1 else ():
            kinds.setdefault(type(a), (move, a, next(b for b in legal if b != a)))
        state.apply(action)
    assert {A.Trade, A.AssignRoles, A.EndDay, A.UseEffect} <= set(kinds)   # the game holds these at least
    for kind, (move, played, other) in kinds.items():
        app.watch_decision(line, _decision_of(0, move, played, other), "You", lambda: None)
        table = app.stack.top
        assert table.home == 0 and table.session.position() == move
        outlined = [rect for rect, _, _ in table.marked()]
        lay, items = table.current_layout(), table.content.items
        for action in (played, other):
            if isinstance(action, A.EndDay):
                continue
            if isinstance(action, A.Trade):
                boxes = L.supply_rects(lay.supply, len(items))
                assert boxes[items.index(action.give)] in outlined and boxes[items.index(action.take)] in outlined
            elif isinstance(action, (A.AssignRoles, A.EmptyWorkshop, A.PrepareOffering)):
                assert lay.grid[action.slot] in outlined
            else:
                assert table.places_of(action), (kind, action)   # somewhere on the table
        if isinstance(played, A.EndDay) and isinstance(other, A.EndDay):
            assert outlined == []
        app.pop_scene()


def test_every_kind_of_daitoshi_move_is_lit_on_the_replays_table_or_is_a_finish(app):
    """As at Arigatō: each kind of move the game's person could make, opened as a reviewed
    decision, lights its places on the replay's table, in each move's colour; a move that only
    ends a step (its key is the panel's Done) has no place, and the note says it in words."""
    from game.core.engine import Action
    from game.ui.tables.daitoshi import hits
    line = finished("daitoshi")
    state = registry.spec("daitoshi").new_game(players=len(line["names"]), seed=line["seed"], deal=deal_of(line),
                                               **(line.get("options") or {}))
    kinds: dict = {}
    for move, text in enumerate(line["actions"]):
        action = Action.parse(text)
        legal = state.legal_actions(0) if action.seat == 0 else []
        for a in legal if len(legal) > 1 else ():
            kinds.setdefault(type(a), (move, a, next(b for b in legal if b != a)))
        state.apply(action)
    assert len(kinds) >= 8
    unlit = []
    for kind, (move, played, other) in kinds.items():
        app.watch_decision(line, _decision_of(0, move, played, other), "You", lambda: None)
        table = app.stack.top
        lit = {colour for _, colour in table.marked()}
        if not isinstance(played, hits.FINISH) and table.MARK_COLOURS[0] not in lit:
            unlit.append(kind.__name__)
        app.pop_scene()
    assert unlit == []


@pytest.mark.parametrize("game, points", [("arigato", "favor"), ("daitoshi", "VP")])
def test_a_review_counts_in_the_games_own_points(app, game, points):
    """Played: an Arigatō review said "Expected final score, in VP" and "about 19 VP",
    where Arigatō counts favor (rulebook, "End of the game") and VP is never said at its table."""
    line = finished(game)
    app.reviews.write(line, reviewed(game))
    app.open_review(line)
    texts = drawn_texts(app)
    curve = [x for x in texts if x.startswith("Expected final score")]
    assert curve and curve[0].endswith(points), curve
    heads = [w.words.head for w in app.stack.top.widgets if w.id.startswith("decision:")]
    assert heads and all(points in h for h in heads), heads
    other = {"favor": "VP", "VP": "favor"}[points]
    assert not any(other in x for x in texts + heads), [x for x in texts + heads if other in x]


def test_the_marked_decision_agrees_in_french_whatever_the_points():
    """With Arigatō's favor in the review (feminine in French), the replay's note said
    "environ 19 faveurs perdus": the note's words fit either game's points."""
    from game import i18n
    from game.ui.review.words import cost_words
    i18n.set_language("fr")
    try:
        for game in ("arigato", "daitoshi"):
            said = t("review.mark", name="Vous", when="Jour 12", cost=cost_words(19, game))
            assert "faveurs perdus" not in said and "PV perdues" not in said, said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", registry.available())
def test_the_pause_menu_of_a_reviewed_decision_leads_back_to_the_review(app, game, monkeypatch):
    """Escape at a costly decision's replay: the pause menu offers Back to the review, and it
    returns to the review screen as left, its review shown at once (never made again)."""
    gate = Gate(monkeypatch)
    line = finished(game)
    app.records.add(line)
    app.reviews.write(line, reviewed(game))
    pilot = Pilot(app)
    pilot.click("records")
    pilot.click("tab:games")
    pilot.click("review:0")
    pilot.click("decision:0")
    assert app.stack.top.session.mark is not None
    pilot.key(pygame.K_ESCAPE)
    assert app.stack.top.name == "pause"
    pilot.click("back_review")
    scene = app.stack.top
    assert scene.name == "review" and scene.review is not None and scene.job is None and gate.calls == 0
    from game.ui.review.words import in_points
    assert in_points("review.curve", game) in drawn_texts(app)
    pilot.click("back")
    assert app.stack.top.name == "records"


@pytest.mark.parametrize("game", registry.available())
def test_the_curve_numbers_its_days_or_turns_at_a_regular_step(app, game):
    """The axis under the curve numbers every day or turn, or every 2nd, 5th, …: never a few
    skipped where they crowd (1, 5, 7)."""
    line = finished(game)
    review = reviewed(game)
    app.reviews.write(line, review)
    app.open_review(line)
    labels = []
    real = app.theme.text
    app.theme.text = lambda surface, text, font, size, colour, pos, anchor="topleft", *a, **k: (
        labels.append(int(text)) if anchor == "midtop" and text.isdigit() else None,
        real(surface, text, font, size, colour, pos, anchor, *a, **k))[1]
    app.frame(1 / 60)
    del app.theme.text
    numbers = [n for _, (_, n) in review.marks()]
    assert labels
    step = next(s for s in (50, 25, 20, 10, 5, 2, 1) if all(n % s == 0 for n in labels))
    assert labels == [n for n in numbers if n % step == 0]


def test_the_review_names_its_game_once(app):
    """The game's name is the screen's title: the line under it does not say it again."""
    line = finished("daitoshi")
    app.reviews.write(line, reviewed("daitoshi"))
    app.open_review(line)
    said = [text for text in drawn_texts(app) if "Daitoshi" in text]
    assert said == ["Daitoshi"], said


@pytest.mark.parametrize("language, sure, unsure", [
    ("en", "mistake", "mistake, perhaps a blunder"),
    ("fr", "erreur", "erreur, peut-être une gaffe")])
def test_a_verdict_the_review_is_not_sure_of_says_so(language, sure, unsure):
    """A decision whose interval straddles a grade's line is worded as such, in both languages."""
    from dataclasses import replace

    from game.i18n import set_language
    from game.ui.review.words import grade_words
    decision = reviewed("arigato").decisions[0]
    set_language(language)
    try:
        assert grade_words(replace(decision, grade="mistake", perhaps=None)) == sure
        assert grade_words(replace(decision, grade="mistake", perhaps="blunder")) == unsure
    finally:
        set_language("en")


@pytest.mark.parametrize("language, game, sure, unsure", [
    ("en", "daitoshi", "about 12 VP", "4 to 31 VP"),
    ("fr", "arigato", "environ 12 faveurs", "4 à 31 faveurs")])
def test_a_cost_the_review_is_not_sure_of_is_said_as_its_interval(language, game, sure, unsure):
    """Beside "inaccuracy, perhaps a blunder", "about 12" would say more than the review knows."""
    from dataclasses import replace

    from game.i18n import set_language
    from game.ui.review.words import decision_cost
    decision = replace(reviewed("arigato").decisions[0], loss=12.0, interval=(4.2, 30.9))
    set_language(language)
    try:
        assert decision_cost(replace(decision, grade="mistake", perhaps=None), game) == sure
        assert decision_cost(replace(decision, grade="inaccuracy", perhaps="blunder"), game) == unsure
    finally:
        set_language("en")
