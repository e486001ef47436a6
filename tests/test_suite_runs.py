"""`python -m game.tools.suite_runs`: the summary of a pytest run read into counts."""

from game.tools.suite_runs import SUMMARY, counts, failures, warned


def test_a_pytest_summary_is_read_into_counts():
    out = "....\n=== 2111 passed, 44 skipped in 301.22s (0:05:01) ===\n"
    assert counts(SUMMARY.findall(out)[-1][0]) == {"passed": 2111, "skipped": 44}
    quiet = "2 failed, 5 passed, 1 skipped in 3.10s\n"
    assert counts(SUMMARY.findall(quiet)[-1][0]) == {"failed": 2, "passed": 5, "skipped": 1}


def test_output_without_a_summary_gives_no_counts():
    assert SUMMARY.findall("collected 0 items / 1 error\n") == []


def test_a_red_run_keeps_what_failed():
    out = ("....F.\n= FAILURES =\n_ test_x _\n    assert 1 == 2\nE   assert 1 == 2\n"
           "= short test summary info =\nFAILED tests/a.py::test_x\n= 1 failed, 5 passed in 2.0s =\n")
    assert failures(out) == ["= FAILURES =", "_ test_x _", "    assert 1 == 2", "E   assert 1 == 2"]
    assert failures("......\n= 6 passed in 1.0s =\n") == []


def test_a_run_that_warned_keeps_its_warnings_summary():
    out = ("......\n= warnings summary =\ntests/net/test_x.py::test_y\n"
           "  PytestUnhandledThreadExceptionWarning: Exception in thread announce_0\n\n"
           "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n"
           "= 6 passed, 1 warning in 1.0s =\n")
    assert warned(out) == ["= warnings summary =", "tests/net/test_x.py::test_y",
                           "  PytestUnhandledThreadExceptionWarning: Exception in thread announce_0", "",
                           "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html"]
    assert warned("......\n= 6 passed in 1.0s =\n") == []
