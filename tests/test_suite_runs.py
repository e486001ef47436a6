"""`python -m game.tools.suite_runs`: the summary of a pytest run read into counts."""

from game.tools.suite_runs import SUMMARY, counts


def test_a_pytest_summary_is_read_into_counts():
    out = "....\n=== 2111 passed, 44 skipped in 301.22s (0:05:01) ===\n"
    assert counts(SUMMARY.findall(out)[-1][0]) == {"passed": 2111, "skipped": 44}
    quiet = "2 failed, 5 passed, 1 skipped in 3.10s\n"
    assert counts(SUMMARY.findall(quiet)[-1][0]) == {"failed": 2, "passed": 5, "skipped": 1}


def test_output_without_a_summary_gives_no_counts():
    assert SUMMARY.findall("collected 0 items / 1 error\n") == []
