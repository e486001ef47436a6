"""Join codes: matched in either case, refused at start when no client could send or type them,
and wrong ones limited per address (game/net/guesses.py) without ever keeping out a seat's
player. Every socket here is on 127.0.0.1; the host's clock is the test's."""

import pytest

from game.net import messages as m
from game.net.client import Client, Refused
from game.net.guesses import FIRST_WAIT, FORGET_AFTER, FREE, LONGEST_WAIT, WINDOW, Guesses, who
from game.net.host import Notice
from game.net.table import HostedTable
from game.persistence.saves import SaveStore
from net_helpers import LOOPBACK, WatchedHost, new_table, run


@pytest.mark.parametrize("typed", ["tanuki", "TANUKI", " Tanuki "])
def test_a_host_given_a_lower_case_code_is_joined_however_the_code_is_typed(typed):
    async def scenario():
        host = WatchedHost(new_table("arigato", ["remote", "remote"], code="tanuki"))
        await host.start()
        client = Client(LOOPBACK, host.port, typed)
        welcome = await client.join()
        await client.close()
        await host.close()
        return host.table.code, welcome
    code, welcome = run(scenario())
    assert code == "TANUKI" and welcome["seat"] == 0


def test_a_code_an_earlier_host_kept_in_lower_case_is_matched_after_a_resume(tmp_path):
    store = SaveStore(tmp_path)
    table = new_table("arigato", ["remote", "remote"], store=store)
    table.save()
    table.flush()
    data = store.read(table.slot).data
    data["net"]["code"] = "tanuki"
    resumed = HostedTable.from_save(data, store, table.slot)
    assert resumed.code == "TANUKI"
    assert resumed.code_matches("tanuki") and resumed.code_matches("TaNuKi ")
    assert not resumed.code_matches("tanuk")


@pytest.mark.parametrize("code", ["a" * (m.CODE_MAX + 1), "tea party", "thé", "ab!", "   ",
                                  "tab\there"])
def test_a_code_no_client_can_send_or_type_is_refused_when_the_table_is_made(code):
    assert m.code_fault(code) is not None
    with pytest.raises(ValueError, match="cannot be used"):
        new_table("arigato", ["remote", "remote"], code=code)


@pytest.mark.parametrize("code", ["a" * m.CODE_MAX, "tea-party", "Z9", " k2 "])
def test_a_code_any_client_can_send_and_type_is_taken_in_capitals(code):
    assert m.code_fault(code) is None
    assert new_table("arigato", ["remote", "remote"], code=code).code == code.strip().upper()


def test_wrong_codes_are_free_up_to_the_limit_then_barred_for_a_growing_wait():
    now = [0.0]
    guesses = Guesses(lambda: now[0])
    assert [guesses.wrong("10.0.0.7") for _ in range(FREE - 1)] == [0.0] * (FREE - 1)
    assert guesses.wrong("10.0.0.7") == FIRST_WAIT
    assert guesses.wait("10.0.0.7") == FIRST_WAIT and guesses.wait("10.0.0.8") == 0.0
    now[0] = FIRST_WAIT / 2
    assert guesses.wait("10.0.0.7") == FIRST_WAIT / 2
    now[0] = FIRST_WAIT                        # the bar is over: FREE more, then twice as long
    assert guesses.wait("10.0.0.7") == 0.0
    assert [guesses.wrong("10.0.0.7") for _ in range(FREE)][-1] == 2 * FIRST_WAIT
    for _ in range(10):                        # however many bars, never over the longest
        now[0] += LONGEST_WAIT
        wait = [guesses.wrong("10.0.0.7") for _ in range(FREE)][-1]
    assert wait == LONGEST_WAIT
    now[0] += wait + FORGET_AFTER              # quiet long enough: forgotten, bars and all
    assert [guesses.wrong("10.0.0.7") for _ in range(FREE)][-1] == FIRST_WAIT


def test_wrong_codes_spread_wider_than_the_window_are_never_barred():
    now = [0.0]
    guesses = Guesses(lambda: now[0])
    for _ in range(4 * FREE):
        assert guesses.wrong("10.0.0.7") == 0.0
        now[0] += WINDOW / (FREE - 1)


def test_an_ipv6_home_is_counted_as_one_address_and_ipv4_as_itself():
    assert who("2001:db8:1:2::5") == who("2001:db8:1:2:ffff::9") == "2001:db8:1:2::/64"
    assert who("2001:db8:1:3::5") != who("2001:db8:1:2::5")
    assert who("::ffff:10.0.0.7") == who("10.0.0.7") == "10.0.0.7"
    assert who(None) == "?"


def test_a_guessing_address_is_barred_but_its_seated_players_play_on_and_come_back():
    now = [0.0]

    async def scenario():
        host = WatchedHost(new_table("arigato", ["remote", "remote", "remote"], seed=3),
                           clock=lambda: now[0])
        await host.start()
        code = host.table.code
        me, other = Client(LOOPBACK, host.port, code), Client(LOOPBACK, host.port, code)
        await me.join()
        await other.join()
        refusals = []
        for k in range(FREE):
            try:
                await Client(LOOPBACK, host.port, f"WRONG{k}").join()
            except Refused as refused:
                refusals.append((refused.code, refused.params))
        # barred: the right code without a token is refused as a wrong one would be
        kept_out = []
        for kw in ({}, {"watch": True}, {"token": "not-a-token-of-this-table"}):
            try:
                await Client(LOOPBACK, host.port, code, **kw).join()
            except Refused as refused:
                kept_out.append(refused.code)
        # a seated player acts as before, and comes back with its token (in any case)
        state = await me.next_state()
        await me.act(state.legal[0], state.asked)
        await host.when(1).wait()
        back = Client(LOOPBACK, host.port, code.lower(), token=me.token)
        await back.join()
        now[0] += FIRST_WAIT                     # the bar is over: the third player sits
        third = Client(LOOPBACK, host.port, code)
        await third.join()
        for client in (back, other, third):
            await client.close()
        await host.close()
        return refusals, kept_out, back, third, host
    refusals, kept_out, back, third, host = run(scenario())
    assert refusals == [(m.WRONG_CODE, {})] * (FREE - 1) + [(m.TOO_MANY_CODES,
                                                             {"wait": int(FIRST_WAIT)})]
    assert kept_out == [m.TOO_MANY_CODES] * 3
    assert back.seat == 0 and third.seat == 2
    assert len(host.table.session.state.history) == 1
    assert Notice(m.TOO_MANY_CODES, {"address": LOOPBACK, "wait": int(FIRST_WAIT)}) \
        in host.notices
