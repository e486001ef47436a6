"""The network tests' record of every move (tests/net/net_helpers.py `Kept`): what is put in comes
back equal, as a new object each time, and the keys read like a dict's."""

from net_helpers import Kept


def test_a_kept_value_comes_back_equal_and_new_each_time():
    kept = Kept()
    view = {"hand": [1, 2, (3, 4)], "seat": 0, "name": "Aiko"}
    kept[(0, 1)] = (view, ["end_day seat=0"])
    assert (0, 1) in kept and (1, 0) not in kept and len(kept) == 1 and list(kept) == [(0, 1)]
    back, legal = kept[(0, 1)]
    assert back == view and legal == ["end_day seat=0"] and back is not view
    back["seat"] = 9                                  # a reader's change stays its own
    assert kept[(0, 1)][0]["seat"] == 0
    view["seat"] = 5                                  # so does a change to what was put in
    assert kept[(0, 1)][0]["seat"] == 0
