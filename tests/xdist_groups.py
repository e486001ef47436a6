"""The tests marked with one `xdist_group` run in one process (`--dist loadgroup`, pyproject's
addopts): they share what a module fixture made once (the executable's build, a lesson played,
the parsed source trees).

pytest-xdist tells its scheduler a test's group by appending `@group` to the test's id, which it
writes into `item._nodeid`; pytest 9.2 makes the id from `item._id` and no longer reads that
field, so the suffix was lost and every grouped test went to whichever process was free (each
process building, playing or parsing again). Here the suffix is written where pytest reads it,
in each worker process, for the tests whose id does not already carry it.

Shared by tests/conftest.py and tests/test_xdist_groups.py (tests/ is on the import path)."""

from __future__ import annotations


def group_of(item) -> str | None:
    """The item's group names joined as pytest-xdist joins them, or None when it has none."""
    names = {str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
             for mark in item.iter_markers("xdist_group")}
    return "_".join(sorted(names)) if names else None


def keep_groups_together(config, items) -> None:
    """In a worker of a `--dist loadgroup` run (where pytest-xdist sets `loadgroup`), give each
    grouped test the id suffix that the scheduler groups by."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        group = group_of(item)
        if group is not None and not item.nodeid.endswith(f"@{group}"):
            item._id = type(item._id).parse(f"{item.nodeid}@{group}")
