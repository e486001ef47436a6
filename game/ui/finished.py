"""What the client does once a game is over (a mixin of `App`, game/ui/app.py): the results, the
game filed in the record book as one durable step, Play again, Records, Watch and Review, and
the way back from a reviewed decision's replay."""

from __future__ import annotations

from game import i18n
from game.core import registry
from game.input.face import GameFace
from game.input.session import GameSession, NotReplaying
from game.persistence.records import NotKept, watch_problem
from game.persistence.saves import is_hosted
from game.ui.scenes.files_words import os_error_words


class FinishedGames:
    def show_results(self, session: GameFace) -> None:
        from game.ui.scenes.results import ResultsScene   # when first opened
        session.record_error = self.file_finished_game(session)
        self.stack.replace(ResultsScene(self, session))

    def file_finished_game(self, session: GameFace) -> str | None:
        """The end of a game as one durable step: the record is appended and fsynced into the
        book first, and only then is the game's save removed. When the book cannot take it (a
        full disk) the save stays, marked finished, and the next start writes the record again
        (`write_pending_records`): the game is always in one file or the other. Returns why the
        record could not be written, or None. A game played online has no save here: its record
        is the host's, filed only when it proves to be the game played (NotKept otherwise); a
        replay is no new game (`to_record` None)."""
        session.flush_saves()          # the save on disk holds every move (and says it is over)
        try:
            record = session.to_record() if session.human_seats() else None   # a person's game
            if record is not None:
                self.records.add(record)
        except OSError as exc:
            return os_error_words(exc)
        except NotKept as refused:
            return i18n.t(f"records.not_kept.{refused.reason}")
        if session.save_slot is not None and self.hosting is not None \
                and session.save_slot == self.hosting.table.slot:
            self.hosting.retire()                  # hosted here: never written again either
        elif session.save_slot is not None:
            self.saves.delete(session.save_slot)   # finished: Continue no longer offers it
        return None

    def write_pending_records(self) -> None:
        """At start: each finished game whose record could not be written when it ended (its save
        kept, marked finished) is written into the book now, and its save removed; the menu says
        so. One that still cannot be written stays for the next start. The mark is only the
        save's word: a game is filed only when its replay is over, so a save marked finished
        whose moves stop mid-game stays a save, continued like any other."""
        for saved in self.saves.saved_games():
            spec = self.spec(saved.game)
            if not saved.data.get("finished") or spec is None:
                continue
            kind = GameSession
            if is_hosted(saved):    # hosted here: its seats here
                from game.net.host_saves import FinishedHere   # start-up time: the network when used
                kind = FinishedHere
            try:
                session = kind.from_save(spec, saved.data)
            except NotReplaying:
                continue            # Continue sets it aside and names it, as any save
            if not session.is_over():
                continue            # not finished whatever it says: its next save drops the mark
            session.save_slot = saved.slot
            error = self.file_finished_game(session)
            title = i18n.game_title(spec)
            self.record_notes.append(i18n.t("files.record_written", game=title) if error is None else
                                     i18n.t("files.record_pending", game=title, why=error))

    def play_again(self) -> None:
        session = self.stack.top.session if self.stack.top is not None else None
        if session is None:
            self.open_setup()
            return
        again = session.setup_again()
        if again is None:        # a game played online (or watched again from its record)
            self.open_menu()
            self.open_online()   # host or join again
            return
        spec = self.spec(again["game"])
        if spec is None:
            self.open_setup()
            return
        # after watching a game again, the people who played it sit down again
        self.start_new_game(spec, again["seats"], again["options"], None)

    def open_records(self) -> None:
        from game.ui.scenes.records import RecordsScene   # when first opened
        self.push_scene(RecordsScene(self))

    def watch_record(self, entry: dict) -> bool:
        """Play back a game from the record book; False when it no longer replays."""
        from game.input.replay import ReplaySession   # when first watched
        spec = self.spec(entry.get("game", ""))
        if spec is None or watch_problem(entry, self.spec) is not None:
            return False     # a line checked as strictly as a save before anything reads its seats
        try:
            session = ReplaySession.checked(spec, entry)
        except Exception:  # noqa: BLE001 - unreadable, or no longer replaying: refused with words
            return False
        self.start_session(session)
        return True

    def watch_again(self, session: GameFace) -> None:
        """Play a finished game back from its start at the table's pace (game/input/replay.py);
        nothing where this computer cannot (the Results screen greys the button)."""
        from game.input.replay import ReplaySession   # when first watched
        source = session.replay_source()
        if source is not None:
            self.start_session(ReplaySession(session.spec, source))

    def can_review(self, game: dict) -> bool:
        """A finished game this program can review: a game of its own (the review replays it
        through the registered rules), with its seed and moves."""
        return game.get("game") in registry.available() and "seed" in game and "actions" in game

    def open_review(self, game: dict, practise: bool = False) -> None:
        """The review of a finished game (a save or a record-book line): at once when kept from
        before, else made on a thread while the screen shows how far it is (game/ui/review/);
        `practise`: then on to Learn from your mistakes."""
        from game.ui.review.scene import ReviewScene   # when first opened
        spec = self.spec(game.get("game", ""))
        if spec is not None and self.can_review(game):
            self.push_scene(ReviewScene(self, spec, game, practise))

    def watch_decision(self, game: dict, decision, name: str, words) -> None:
        """Watch the game again from a reviewed decision: paused just before its move, the move
        played and the better one shown (game/ui/review/mark.py)."""
        from game.input.replay import ReplaySession   # when first watched
        from game.ui.review.mark import ReviewMark   # with the replay, when first watched
        from game.ui.tables import table_for   # when first opened
        session = ReplaySession(self.spec(game["game"]), game)
        session.mark = ReviewMark(decision, name, words)
        # over the review, not in place of it: the pause menu leads back to it (`back_to_review`)
        self.push_scene(table_for(session.spec.name)(self, session))
        self.stack.top.replay_to(decision.move)

    def practise_decision(self, game: dict, decision, name: str, words, after=None) -> None:
        """Learn from your mistakes: the table at a costly decision, the seat's own view, its
        player asked to find a better move (game/input/practice.py); over the review, as a
        watched decision is. `after(how)` is told how it ended ("found" or "shown") once it has."""
        from game.input.practice import PracticeSession   # when first practised
        from game.ui.review.mark import ReviewMark   # with the practice, when first practised
        from game.ui.tables import table_for   # when first opened
        session = PracticeSession(self.spec(game["game"]), game, decision,
                                  ReviewMark(decision, name, words), words, after)
        self.push_scene(table_for(session.spec.name)(self, session))

    def review_below(self):
        """The review screen a replay was opened from, still under it; None when there is none."""
        return next((s for s in reversed(self.stack.scenes) if s.name == "review"), None)

    def back_to_review(self) -> None:
        """Back from a reviewed decision's replay (and its pause menu) to the review screen, as it
        was left: its review is kept on it, so it shows at once."""
        review = self.review_below()
        while review is not None and self.stack.top is not review:
            self.stack.pop()      # each scene closed as Back closes it; the review resumes last
