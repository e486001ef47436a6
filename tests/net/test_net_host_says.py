"""`python -m game host` says what it does at start, as a separate process on 127.0.0.1 (--port 0):
a --resume with nothing to resume and a join code no client could use are refused with a
sentence and a non-zero exit; a damaged save is named, with why and where it was moved; a code
given in lower case is shown in capitals and joined in either case."""

import json
import subprocess
import sys

import pytest

from game.net.client import Client
from game.net.table import HostedTable, SeatPlan
from game.persistence.saves import SaveStore
from net_helpers import LOOPBACK, run

BOUND = 120     # seconds: a bound on a hang, never a timed check


def _host(*args, saves):
    return subprocess.run([sys.executable, "-m", "game", "host", "--bind", LOOPBACK, "--port", "0",
                           "--saves", str(saves), *args],
                          capture_output=True, text=True, timeout=BOUND)


def test_resume_with_nothing_to_resume_is_refused_and_hosts_nothing(tmp_path):
    done = _host("--resume", "--json", saves=tmp_path)
    assert done.returncode != 0
    assert done.stdout == ""                              # no `ready` line: nothing is hosted
    assert "--resume found no unfinished hosted game" in done.stderr
    assert str(tmp_path) in done.stderr
    assert list(tmp_path.iterdir()) == []                 # and no new game's save


def _cut_save(folder) -> str:
    """A hosted game's save cut mid-write, as a kill during a write without the store's care
    would leave it: its slot."""
    store = SaveStore(folder)
    table = HostedTable("arigato", [SeatPlan(), SeatPlan()], seed=3, store=store)
    table.save()
    table.flush()
    path = store.path(table.slot)
    path.write_text(path.read_text()[:40])
    return table.slot


@pytest.mark.parametrize("as_json", [True, False])
def test_a_damaged_save_is_named_with_why_and_where_it_went_then_nothing_resumes(tmp_path,
                                                                                 as_json):
    slot = _cut_save(tmp_path)
    done = _host("--resume", "--once", *(["--json"] if as_json else []), saves=tmp_path)
    [aside] = tmp_path.glob(f"{slot}.json.bad-*")
    assert not (tmp_path / f"{slot}.json").exists()
    assert done.returncode != 0 and done.stdout == ""
    if as_json:
        said = [json.loads(line) for line in done.stderr.splitlines() if line.startswith("{")]
        assert said == [{"notice": "save_set_aside", "file": str(tmp_path / f"{slot}.json"),
                         "why": said[0]["why"], "aside": str(aside)}]
        assert said[0]["why"].startswith("not_json")
    else:
        [line] = [line for line in done.stderr.splitlines() if f"{slot}.json" in line]
        assert "cannot be read" in line and "not_json" in line and str(aside) in line


@pytest.mark.parametrize("code", ["a" * 17, "tea party", "thé"])
def test_a_code_no_client_could_use_is_refused_at_start(tmp_path, code):
    done = _host("--code", code, "--json", saves=tmp_path)
    assert done.returncode != 0 and done.stdout == ""
    assert f"the join code {code!r} cannot be used" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_lower_case_code_is_shown_in_capitals_and_joined_in_either_case(tmp_path):
    host = subprocess.Popen([sys.executable, "-m", "game", "host", "--bind", LOOPBACK, "--port", "0",
                             "--saves", str(tmp_path), "--players", "3", "--code", "tanuki",
                             "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready = json.loads(host.stdout.readline())

        async def join_both():
            seats = []
            for typed in ("tanuki", "TANUKI"):
                client = Client(LOOPBACK, ready["port"], typed, fingerprint=ready["fingerprint"])
                seats.append((await client.join())["seat"])
                await client.close()
            return seats
        seats = run(join_both(), BOUND)
    finally:
        host.kill()
        host.communicate(timeout=BOUND)
    assert ready["code"] == "TANUKI"
    assert seats == [0, 1]
