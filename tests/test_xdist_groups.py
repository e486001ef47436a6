"""The tests of one `xdist_group` run in one process under the suite's parallel run, so that what
their module fixture makes (the executable's build, a lesson played) is made once
(tests/xdist_groups.py). Checked on a small tree run in a subprocess with two processes: its
conftest hooks tests/xdist_groups.py in as tests/conftest.py does."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent

GROUPED = '''
import os
import pytest

pytestmark = pytest.mark.xdist_group("built_once")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    with open(os.environ["GROUPS_OUT"] + "/built", "a") as out:
        out.write(f"{os.getpid()}\\n")
    return os.getpid()
''' + "".join(f'''

def test_{n}(built):
    with open(os.environ["GROUPS_OUT"] + "/{n}", "w") as out:
        out.write(f"{{built}} {{os.getpid()}}")
''' for n in range(4))

CONFTEST = '''
import xdist_groups


def pytest_collection_modifyitems(config, items):
    xdist_groups.keep_groups_together(config, items)
'''


def test_a_group_runs_in_one_process_and_builds_once(tmp_path):
    tree, out = tmp_path / "tree", tmp_path / "out"
    (tree / "tests").mkdir(parents=True)
    out.mkdir()
    shutil.copy(TESTS / "xdist_groups.py", tree / "xdist_groups.py")
    (tree / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (tree / "tests" / "test_grouped.py").write_text(GROUPED, encoding="utf-8")
    for n in range(6):   # others, for the second process to take while the group runs
        (tree / "tests" / f"test_other_{n}.py").write_text("def test_other():\n    pass\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["GROUPS_OUT"] = str(out)
    done = subprocess.run([sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup",
                           "-p", "no:cacheprovider", "-q", "tests"], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    ran = {(out / str(n)).read_text() for n in range(4)}
    assert len(ran) == 1, f"the group's tests ran in several processes: {sorted(ran)}"
    assert len((out / "built").read_text().split()) == 1
