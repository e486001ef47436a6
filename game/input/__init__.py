"""How a seat's decisions reach the rules, and the game being played.

`GameSession` (session.py) owns play: the state, the seats and their controllers, the story of
every action with its events, saving, undo by each game's policy (replaying the history without
the action: replayer.py), and a continued game's story retold; it is the only place in the client
that calls `State.apply`. `ReplaySession` (replay.py) plays a finished game back. What a table may
ask of any of them is their public face (face.py: `SessionFace`), which a remote session can wear
too: a seat's view, legal actions and prompt, the story as a viewer may know it, submit, undo.
`HumanController` checks a scene's choice against `legal_actions` (and gives the rules' refusal
when it is not one); `AIController` asks an agent on a worker thread, so the window never freezes.
"""

from game.input.controllers import AIController, HumanController
from game.input.session import GameSession, SeatConfig

__all__ = ["AIController", "HumanController", "GameSession", "SeatConfig"]
