"""The long seeded sweeps' two profiles (tests/sweeps.py): a plain run plays a share of each, CI
all of it. A switch that CI no longer turned on would leave the full sweeps unplayed, unseen."""

from __future__ import annotations

from pathlib import Path

import pytest
import sweeps

TESTS = Path(__file__).resolve().parent


@pytest.mark.parametrize("env, full", [({}, False), ({"ARIGATO_FUZZ": "full"}, True), ({"CI": "true"}, True),
                                       ({"CI": "false"}, False), ({"ARIGATO_FUZZ": "short"}, False)])
def test_the_environment_chooses_the_profile(env, full):
    assert sweeps.full_profile(env) is full
    assert sweeps.games(300, 100, profile_full=full) == (300 if full else 100)


def test_a_plain_run_plays_at_least_one_game_of_each_sweep():
    assert sweeps.games(2, 2 // 3, profile_full=False) == 1


def test_ci_plays_the_full_profile_before_the_suite():
    script = (TESTS.parent / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    commands = [line.strip() for line in script if line.strip() and not line.lstrip().startswith("#")]
    assert "export ARIGATO_FUZZ=full" in commands
    assert commands.index("export ARIGATO_FUZZ=full") < commands.index("python -m pytest")
