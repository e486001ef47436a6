"""One game being played in the client: the state, the seats and their controllers.

The session owns play (game/ARCHITECTURE.md, "The session"): it is the only place the client applies an
action or changes its state. It keeps the whole story (each action with its events), saves after
every action, takes an action back by each game's undo policy (`State.undo_index`, stated in the
game's core) by replaying the history without it, and retells the story from the setup for a
continued game's log. Scenes read views through it and ask it; they never assign a state.
"""

from __future__ import annotations

import secrets
import time
from concurrent.futures import Future
from typing import Callable

from game.ai.agents import seat_rng
from game.core.engine import Action, Event, GameSpec, IllegalAction, Refusal, State
from game.core.rng import KEYED, deal_of
from game.input.controllers import AIController, HumanController, agent_for
from game.input.face import Chapter, Outcome
from game.input.kept import KeptGame
from game.input.replayer import Replayer
from game.input.seats import SeatConfig  # declared beside the session, and read from here too

SEED_BITS = 128


def new_seed() -> int:
    """A new game's seed, from the operating system's secure source: nothing a seat sees (the
    clock, the code, the port, the game's number) tells anything of it (game/ARCHITECTURE.md,
    "The deal")."""
    return secrets.randbits(SEED_BITS)


class MoveFailed(IllegalAction):
    """The rules raised while carrying out a legal action (a bug, or a chain of effects that
    would not end: `RulesRunaway`). The session has put the game back as it was before the
    action and refuses that action from then on; `error` is what the rules raised."""

    def __init__(self, action: Action, error: Exception) -> None:
        super().__init__(Refusal.of("move_failed", action=action.text(), error=type(error).__name__))
        self.action, self.error = action, error


class NotReplaying(ValueError):
    """A save whose moves no longer play through the rules: `move` is the first that does not
    (1 for the first; 0 when the setup itself does not), `error` what the rules raised."""

    def __init__(self, move: int, error: Exception) -> None:
        super().__init__(f"the save does not replay at move {move}: {type(error).__name__}: {error}")
        self.move, self.error = move, error


class GameSession(KeptGame):
    """The game on this computer: it holds the full state and the seed, and shows a table only
    its public face (face.py: `SessionFace`), and the client what it keeps of it (`KeptFace`)."""

    is_replay = False   # a finished game played back (game/input/replay.py)
    helps = True        # a hint and Suggest on offer (not in a practice: game/input/practice.py)

    def __init__(self, spec: GameSpec, seats: list[SeatConfig], options: dict | None = None,
                 seed: int | None = None, autosave: Callable[[dict], None] | None = None,
                 ai_min_think: float = 0.0, deal: str = KEYED) -> None:
        self.spec = spec
        self.seats = seats
        self.options = dict(options or {})
        # a new game is dealt by the keyed deal; a save names its own (game/core/rng.py)
        self.deal = deal
        self.seed = int(seed) if seed is not None else new_seed()
        self._revision = 0
        self._told: dict = {}        # eye -> [Chapter]: the story as each viewer may know it
        self.state: State = self.new_state()
        self.opening: list[Event] = self.state.opening_events()   # what the setup itself did
        self.played_by = seats   # the people and AIs who played (a replay's seats only play back)
        self.autosave = autosave
        self.ai_min_think = ai_min_think
        self.controllers: list[HumanController | AIController] = [self.controller_for(i) for i in range(len(seats))]
        self.decisions = 0
        self.happened: list[tuple[Action, list[Event]]] = []   # every action of `state.history`, with its events
        self._replayer: Replayer | None = None
        self._undo: tuple = (None, {})      # (the state as it is, {seat: its undo index}) worked out
        self._texts: tuple[list, list] = ([], [])   # (actions, their texts) last saved
        self.failed: set[tuple[int, str]] = set()   # (moves played, action text) that broke
        self.failures: list[MoveFailed] = []   # an AI's moves that broke, for the table to show
        self.returned: list = []               # never any: nothing is sent elsewhere from here
        self.played_after_all: list = []       # never any, as `returned`
        self.save_error: str | None = None     # why the last save failed; None once one succeeds
        self.saved = False                     # a save holds this game (the pause screen says so)
        self.save_slot: str | None = None      # the file this game is saved in (the client's)
        self.record_error: str | None = None   # why the finished game could not go into the record book

    def controller_for(self, seat: int) -> HumanController | AIController:
        """A new controller for `seat` as its SeatConfig says: a person's, or an AI at its level
        thinking on the seat's own stream (a host that seats an AI mid-game makes it here too)."""
        config = self.seats[seat]
        if config.is_human:
            return HumanController(seat)
        return AIController(seat, agent_for(config.difficulty), seat_rng(self.seed, seat, self.deal),
                            self.ai_min_think)

    # --- who acts ---------------------------------------------------------------------------------
    def active_seat(self) -> int | None:
        """The seat whose decision the screen waits for: in a simultaneous phase the first human
        among the current seats (AI seats decide meanwhile, see `pump_ai`), else the first
        current seat. Commit-then-reveal rules make the order invisible to the players."""
        if self.state.is_over():
            return None
        seats = self.state.current_seats()
        for seat in seats:
            if self.seats[seat].is_human:
                return seat
        return seats[0] if seats else None

    def _thinking_seat(self) -> int | None:
        """The AI seat that decides now: the first AI among the current seats (one at a time,
        so agents with time limits do not share the processor)."""
        if self.state.is_over():
            return None
        return next((s for s in self.state.current_seats() if not self.seats[s].is_human), None)

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def is_hot_seat(self) -> bool:
        return len(self.human_seats()) > 1

    def away(self) -> frozenset[int]:
        """No seat of a game at this computer is ever disconnected."""
        return frozenset()

    # --- where it is saved --------------------------------------------------------------------------
    @property
    def autosave(self) -> Callable[[dict], None] | None:
        return self._autosave

    @autosave.setter
    def autosave(self, autosave: Callable[[dict], None] | None) -> None:
        """A writer off the frame (persistence/writer.py) reports each save's outcome to this
        session, which the table shows; a plain function's outcome is known when it returns."""
        self._autosave = autosave
        if getattr(autosave, "asynchronous", False):
            autosave.done = self.save_done

    def save_to(self, autosave: Callable[[dict], None], slot: str) -> "GameSession":
        """Save this game from now on through `autosave`, into the client's file `slot` (the
        table leaves its picture beside it). Nothing is written until the next `save`."""
        self.autosave = autosave
        self.save_slot = slot
        return self

    # --- the state, changed only here ---------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @state.setter
    def state(self, state: State) -> None:
        """A new position (a move undone, a replay's jump): what each viewer was told is told
        again from `happened` when next asked."""
        self._state = state
        self._revision += 1
        self._told = {}

    # --- reading (the table's face: face.py) --------------------------------------------------------
    def _eye(self, viewer: int | None) -> int | None:
        """Whose eyes `viewer` means: a seat, else an onlooker, who sees everything where no
        person plays (a game of AI only, a replay) and only what is public otherwise (-1)."""
        if viewer is not None:
            return viewer
        return -1 if self.human_seats() else None

    def view(self, viewer: int | None) -> State:
        """What `viewer` may see (a copy)."""
        eye = self._eye(viewer)
        return self.state.clone() if eye is None else self.state.view(eye)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.active_seat() != seat:
            return []
        return self.state.legal_actions(seat)

    def prompt(self, seat: int):
        """The decision `seat` must answer first, as its game's typed prompt (`State.prompt`),
        or None."""
        return self.state.prompt(seat)

    def refusal(self, action: Action) -> Refusal | None:
        return self.state.refusal(action)

    def sent(self, seat: int) -> Action | None:
        """Nothing is ever on its way: an action here is played when it is submitted."""
        return None

    def moves(self) -> int:
        return len(self.state.history)

    def revision(self) -> int:
        return self._revision

    def _chapter(self, index: int, action: Action | None, events, eye: int | None) -> Chapter:
        """An action and its events as `eye` may know them: the one place that decides what a
        viewer is told (the tables and the network host read it; game/net/table.py)."""
        told = tuple(e.for_viewer(eye) for e in events)
        if action is None:
            return Chapter(index, None, "setup", None, told, "")
        seen = action.seen_by(eye)
        return Chapter(index, action.seat, action.kind, action if seen == action.text() else None, told, seen)

    def story(self, viewer: int | None) -> list[Chapter]:
        """The setup's chapter (when it did something) and every action's, as `viewer` may know
        them: each viewer's story is told once and grows with the game."""
        eye = self._eye(viewer)
        told = self._told.get(eye)
        if told is None:
            told = self._told[eye] = [self._chapter(-1, None, self.opening, eye)] if self.opening else []
        start = len(told) - (1 if self.opening else 0)
        for index in range(start, len(self.happened)):
            action, events = self.happened[index]
            told.append(self._chapter(index, action, events, eye))
        return list(told)

    def retell(self, viewer: int | None):
        """The story again from the setup, by replay: each chapter as `viewer` may know it, with
        `viewer`'s view just after it."""
        eye = self._eye(viewer)
        state = self.new_state()

        def seen():
            return state.clone() if eye is None else state.view(eye)
        if self.opening:
            yield self._chapter(-1, None, self.opening, eye), seen()
        for index, action in enumerate(self.state.history):
            events = state.apply(action)
            yield self._chapter(index, action, events, eye), seen()

    def is_over(self) -> bool:
        return self.state.is_over()

    def results(self) -> Outcome:
        """The scores and winners; a rival who is no seat (Daitoshi's solo Mayor) and a solo
        score to beat (Arigatō's) when the game has them; the seed, once the game is over."""
        state = self.state
        scores = state.scores()
        rival = getattr(state, "mayor_score", None)
        target = getattr(state, "solo_target", None)
        return Outcome(tuple(scores), tuple(state.winners()), rival() if callable(rival) else None,
                       target() if callable(target) and len(scores) == 1 else None,
                       self.seed if state.is_over() else -1, len(state.history))

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, action: Action) -> list[Event]:
        """Apply a human's action; raises IllegalAction (nothing changes) with the reason."""
        if not isinstance(action, Action):
            raise IllegalAction(Refusal.of("not_an_action", what=type(action).__name__))
        seat = action.seat
        ctrl = self.controllers[seat] if type(seat) is int and 0 <= seat < len(self.controllers) else None
        if not isinstance(ctrl, HumanController):
            raise IllegalAction(Refusal.of("not_played_here", seat=seat))
        if not self.may_act(seat):
            raise IllegalAction(Refusal.of("not_your_turn", seat=seat))
        refusal = ctrl.check(self.state, action)
        if refusal is not None:
            raise IllegalAction(refusal)
        if self._failed_before(action):
            raise IllegalAction(Refusal.of("failed_before", action=action.text()))
        return self._apply(action)

    def may_act(self, seat: int) -> bool:
        """The screen waits for `seat` now (a host lets every seat deciding act: net/table.py)."""
        return self.active_seat() == seat

    def seat_played_as(self, seat: int, config: SeatConfig) -> None:
        """`seat` played as `config` says from now on (a host seats an AI for a friend who has
        dropped, and gives the seat back): a new controller, its old AI's thinking dropped."""
        if isinstance(self.controllers[seat], AIController):
            self.controllers[seat].cancel()
        self.seats[seat] = config
        self.controllers[seat] = self.controller_for(seat)

    def stop_thinking(self) -> None:
        """Every AI's thinking dropped (the position it thinks about is taken back, or left)."""
        for c in self.controllers:
            if isinstance(c, AIController):
                c.cancel()

    def _failed_before(self, action: Action) -> bool:
        return (len(self.state.history), action.text()) in self.failed

    def _apply(self, action: Action) -> list[Event]:
        try:
            events = self.state.apply(action)
        except IllegalAction:
            raise
        except Exception as exc:  # noqa: BLE001 - the rules broke mid-action: undo it, say so
            before = self.state.history[:-1] if self.state.history[-1:] == [action] \
                else self.state.history
            self.state = self._replayed(before)
            self.failed.add((len(before), action.text()))
            raise MoveFailed(action, exc) from exc
        self.decisions += 1
        self._revision += 1
        self.happened.append((action, events))
        self.save()
        return events

    def save(self) -> bool:
        """Write the game through `autosave`. A failure (a full disk, a read-only folder) never
        stops the game: it is kept in `save_error` for the table to show at once, until a later
        save succeeds. True when the save on disk now holds every move. An asynchronous autosave
        (persistence/writer.py: the fsync off the frame) reports through `save_done` instead."""
        if self.autosave is None:
            return False
        if getattr(self.autosave, "asynchronous", False):
            self.autosave(self.to_save())
            return False
        try:
            self.autosave(self.to_save())
        except OSError as exc:
            self.save_done(exc)
            return False
        self.save_done(None)
        return True

    def save_done(self, error: OSError | None) -> None:
        """What became of the last save: None written, else why not (shown by the table)."""
        if error is None:
            self.save_error = None
            self.saved = True
        else:
            self.save_error = error.strerror or str(error) or type(error).__name__

    def flush_saves(self) -> None:
        """Wait until the saves submitted are on disk (an asynchronous autosave)."""
        flush = getattr(self.autosave, "flush", None)
        if flush is not None:
            flush()

    def pump_ai(self, budget: float = 0.0, max_decisions: int = 1) -> list[tuple[Action, list[Event]]]:
        """Let AI seats move: start thinking where needed, apply ready answers. Waits at most
        `budget` seconds in all (0: never blocks). Returns what was applied."""
        done: list[tuple[Action, list[Event]]] = []
        deadline = time.perf_counter() + budget
        while len(done) < max_decisions:
            if done and time.perf_counter() > deadline:
                break  # the frame's budget is spent
            seat = self._thinking_seat()
            if seat is None:
                break
            ctrl = self.controllers[seat]
            if not ctrl.thinking:
                ctrl.request(self.state)
            action = ctrl.poll(wait=max(0.0, deadline - time.perf_counter()))
            if action is None:
                break
            if self.state.refusal(action) is not None:
                continue  # a human's move in the same phase changed the choices: think again
            if self._failed_before(action):
                # the agent chose a move the rules could not finish: the first other legal move
                legal = [a for a in self.state.legal_actions(seat) if not self._failed_before(a)]
                if not legal:
                    break
                action = legal[0]
            try:
                done.append((action, self._apply(action)))
            except MoveFailed as exc:
                self.failures.append(exc)   # put back; the agent is asked again
        return done

    def ai_thinking(self) -> int | None:
        return self._thinking_seat()

    def ai_answer(self, seat: int) -> Future | None:
        ctrl = self.controllers[seat] if 0 <= seat < len(self.controllers) else None
        return ctrl.future if isinstance(ctrl, AIController) else None

    def wait_for_ai(self, timeout: float = 30.0) -> None:
        """Block until the AI seat now thinking has its answer, which the next `pump_ai` applies.
        Tests call it before each frame, so that a busy machine changes how long they take,
        never what they see."""
        seat = self._thinking_seat()
        if seat is not None and isinstance(self.controllers[seat], AIController):
            self.controllers[seat].wait(timeout)

    def close(self) -> None:
        self.stop_thinking()
        closing = getattr(self.autosave, "close", None)
        if closing is not None:
            closing()           # the table is left: its save is whole on disk before anyone reads it

    def _replayed(self, actions: list[Action]) -> State:
        """The game as set up, with `actions` applied (all were legal once)."""
        state = self.new_state()
        for a in actions:
            state.apply(a)
        return state

    # --- history and undo -------------------------------------------------------------------------
    def replayed(self, actions: list[Action]) -> State:
        """A fresh state after `actions` from this game's setup (the last one asked is remembered,
        so asking again a few actions later costs only those)."""
        if self._replayer is None:
            self._replayer = Replayer(self.new_state)
        return self._replayer(actions)

    def undo_index(self, seat: int) -> int | None:
        """Where in the history `seat`'s action that may be taken back now stands, by the game's
        own policy (`State.undo_index`), or None; worked out once per situation and seat (a
        host asks for every seat after each action)."""
        situation = (id(self.state), len(self.state.history))
        if self._undo[0] != situation:
            self._undo = (situation, {})
        known = self._undo[1]
        if seat not in known:
            try:
                known[seat] = self.state.undo_index(seat, self.replayed)
            except Exception:  # noqa: BLE001 - a history that does not replay offers no undo
                known[seat] = None
        return known[seat]

    def can_undo(self, seat: int) -> bool:
        return self.undo_index(seat) is not None

    def undo(self, seat: int) -> Action | None:
        """Take back `seat`'s action that may be taken back: the state becomes the replay of the
        history without it (nothing is edited), the story is retold and the save follows. The
        action taken back, or None when there is none."""
        index = self.undo_index(seat)
        if index is None:
            return None
        history = self.state.history
        taken = history[index]
        self.state = self.replayed(history[:index] + history[index + 1:])
        self.happened = [(a, events) for a, events, _ in self.retold()]
        self.save()
        return taken

    def retold(self):
        """The whole story again from the setup, by replay: (action, its events, the state just
        after it) for each action of the history. The state is live: read it before the next."""
        state = self.new_state()
        for action in self.state.history:
            yield action, state.apply(action), state

    def new_state(self) -> State:
        """The game as set up, before any action: a game is its setup, deal, seed and actions."""
        return self.spec.new_game(players=len(self.seats), seed=self.seed, deal=self.deal, **self.options)

    @classmethod
    def from_save(cls, spec: GameSpec, data: dict, **kwargs) -> "GameSession":
        """Rebuild by replaying the saved actions through the rules (ValueError if they do not
        replay: a corrupt or foreign save)."""
        move = 0
        try:
            seats = [SeatConfig(**s) for s in data["seats"]]
            session = cls(spec, seats, data.get("options") or {}, data["seed"],
                          deal=deal_of(data), **kwargs)
            autosave, session.autosave = session.autosave, None
            for move, text in enumerate(data["actions"], 1):
                action = Action.parse(text)
                session.happened.append((action, session.state.apply(action)))
        except Exception as exc:  # noqa: BLE001 - whatever a damaged save makes the rules raise
            raise NotReplaying(move, exc) from exc
        session.autosave = autosave
        session.saved = True
        return session
