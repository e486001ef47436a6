"""Saves written off the frame (persistence/writer.py): the submit returns at once, the newest
data wins, each outcome is reported, flush waits, and a closed writer still writes."""

import threading

from game.persistence.writer import SaveWriter


def test_a_slow_write_never_holds_the_caller_and_the_newest_data_wins():
    written, begun, gate = [], threading.Event(), threading.Event()

    def write(data):
        begun.set()
        gate.wait(60)                      # held until the test lets it go (a bound on a hang)
        written.append(data["n"])

    writer = SaveWriter(write)
    writer({"n": 1})
    assert begun.wait(60)                  # the first write has begun, and waits at the gate
    for n in range(2, 6):
        writer({"n": n})                   # returns at once, each replacing the one before
    # the submits came back while the first write still waits: none of them waited for it
    assert written == [] and not gate.is_set()
    gate.set()
    assert writer.flush(60)
    assert written == [1, 5]
    writer.close()


def test_each_outcome_is_reported_and_a_closed_writer_writes_in_place():
    outcomes, written = [], []

    def write(data):
        if data.get("full"):
            raise OSError(28, "No space left on device")
        written.append(data)

    writer = SaveWriter(write, done=outcomes.append)
    writer({"full": True})
    writer.flush(5)
    writer({"n": 1})
    writer.flush(5)
    assert [type(o) for o in outcomes] == [OSError, type(None)]
    writer.close()
    writer({"n": 2})                       # after close: written here and now, still reported
    assert written[-1] == {"n": 2} and outcomes[-1] is None
    assert writer.flush(0.1)               # nothing waits on a closed writer
