"""The invite (game/net/invite.py; game/net/PROTOCOL.md, "Encryption and the invite"): what a
host writes, a client reads back the same, whatever the case, and inside the message it was sent
in; anything else is refused with the reason the player is told, in English and French."""

import pytest

from game.i18n.catalogue import CATALOGUE
from game.net.invite import BadInvite, Invite, is_invite, parse_invite
from game.net.tls import fingerprint_of

FINGERPRINT = fingerprint_of(b"a certificate")


@pytest.mark.parametrize("invite", [
    Invite("192.168.1.20", 8765, "TANUKI", FINGERPRINT),
    Invite("::1", 80, "ABC234", FINGERPRINT),                  # IPv6, in brackets
    Invite("kitchen-pc.local", 65535, "KITSUNE", FINGERPRINT),
    Invite("192.168.1.20", 8765, "A B/C#D%", FINGERPRINT),      # a code the URL must quote
    Invite("192.168.1.20", 8765, "PLAIN2", None),               # a host without TLS
])
def test_an_invite_reads_back_as_written(invite):
    text = invite.text()
    assert text.startswith("arigato://") and is_invite(text)
    assert parse_invite(text) == invite
    assert parse_invite(f"Join my game of Arigatō: Play online, Join a game, paste {text}\n") \
        == invite


def test_the_case_of_an_invite_changes_nothing():
    invite = Invite("192.168.1.20", 8765, "TANUKI", FINGERPRINT)
    assert parse_invite(invite.text().upper()) == invite
    assert parse_invite(invite.text().lower()) == invite


GOOD = Invite("192.168.1.20", 8765, "TANUKI", FINGERPRINT).text()


@pytest.mark.parametrize("text, reason", [
    ("", "not_invite"),
    ("192.168.1.20:8765", "not_invite"),
    ("http://192.168.1.20:8765/TANUKI", "not_invite"),
    (f"{GOOD} or {GOOD}", "not_invite"),                       # which one?
    (GOOD.replace("arigato://", "arigato2://"), "newer"),
    (f"arigato://192.168.1.20/TANUKI#{FINGERPRINT}", "address"),
    (f"arigato://:8765/TANUKI#{FINGERPRINT}", "address"),
    (f"arigato://192.168.1.20:0/TANUKI#{FINGERPRINT}", "port"),
    (f"arigato://192.168.1.20:99999/TANUKI#{FINGERPRINT}", "port"),
    (f"arigato://192.168.1.20:87x5/TANUKI#{FINGERPRINT}", "port"),
    (f"arigato://192.168.1.20:8765#{FINGERPRINT}", "code"),
    (f"arigato://192.168.1.20:8765/#{FINGERPRINT}", "code"),
    (f"arigato://192.168.1.20:8765/{'A' * 17}#{FINGERPRINT}", "code"),
    (GOOD[:-1], "fingerprint"),                                # cut short
    (GOOD + "a", "fingerprint"),
    (GOOD[:-1] + "1", "fingerprint"),                          # not a base32 letter
    (GOOD.partition("#")[0] + "#", "fingerprint"),
])
def test_anything_else_is_refused_with_its_reason(text, reason):
    with pytest.raises(BadInvite) as refused:
        parse_invite(text)
    assert refused.value.reason == reason and str(refused.value)


def test_every_reason_an_invite_is_refused_for_has_words_in_english_and_french():
    reasons = {"not_invite", "newer", "address", "port", "code", "fingerprint"}
    worded = {k.removeprefix("online.invite.") for k in CATALOGUE["en"]
              if k.startswith("online.invite.")}
    assert worded == reasons
    assert all(CATALOGUE["fr"].get(f"online.invite.{r}") for r in reasons)
