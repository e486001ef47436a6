"""Seat controllers: how a seat's decisions reach the rules.

`HumanController` turns a click or key chosen by a scene into an action from `legal_actions`
(and says why when it is not one). `AIController` asks an agent on a worker thread, so the
window never freezes. `GameSession` owns the state, the seats and their controllers; it is the
only place in the client that calls `State.apply`.
"""

from game.input.controllers import AIController, HumanController
from game.input.session import GameSession, SeatConfig

__all__ = ["AIController", "HumanController", "GameSession", "SeatConfig"]
