"""The test processes' collector settings (tests/collector.py): raised thresholds, and
what the imports and the collection made frozen out of every collection."""

import gc

import collector


def test_the_thresholds_are_raised_in_this_process():
    # (the first table opened puts the third further off still: game/ui/ahead.py, settle_collector)
    young, middle, full = gc.get_threshold()
    assert (young, middle) == collector.THRESHOLDS[:2] and full >= collector.THRESHOLDS[2]
    assert collector.THRESHOLDS[0] > 700               # Python's default first threshold


def test_what_the_imports_made_is_frozen_out_of_the_collections():
    assert gc.get_freeze_count() > 10_000
