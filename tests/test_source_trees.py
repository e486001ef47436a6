"""The shared parses of tests/source_trees.py: one parse per text while the group runs, none kept
after it (tests/conftest.py drops them after the group's last test in a process)."""

import pytest

import source_trees


def test_a_text_is_parsed_once_and_forgotten_after_the_group():
    text = "import os\nx = os.sep\n"
    assert source_trees.nodes(text) is source_trees.nodes(text)        # one parse, shared
    assert source_trees.parse.cache_info().currsize >= 1
    source_trees.forget()
    assert source_trees.parse.cache_info().currsize == 0
    assert source_trees.nodes.cache_info().currsize == 0
    assert [type(n).__name__ for n in source_trees.nodes(text)][:2] == ["Module", "Import"]
    source_trees.forget()


class _Item:
    def __init__(self, marker):
        self.marker = marker

    def get_closest_marker(self, name):
        return self.marker if name == "xdist_group" else None


@pytest.mark.parametrize("marker, inside", [
    (source_trees.GROUP.mark, True),
    (pytest.mark.xdist_group(name="source_trees").mark, True),
    (pytest.mark.xdist_group("daitoshi_lesson").mark, False),
    (None, False),
])
def test_the_groups_tests_are_told_from_the_others(marker, inside):
    assert source_trees.in_group(_Item(marker)) is inside
