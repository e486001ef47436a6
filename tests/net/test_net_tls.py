"""Hosts speak TLS and clients pin the certificate the invite names (game/net/tls.py; game/net/
PROTOCOL.md, "Encryption and the invite"): a pinned client plays a whole game; a client pinned to
another certificate (a man in the middle) is refused before its hello and takes no seat; the
certificate is made once per folder and kept, is a self-signed X.509 certificate of its own key,
and a file made by the earlier versions (with `cryptography`, fixtures/host-certificate-
cryptography.pem) reads with its fingerprint; the dedicated host keeps its own beside its saves
and says it in its `ready` line. Everything on 127.0.0.1."""

import asyncio
import datetime
import hashlib
import json
import os
import shutil
import ssl
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import websockets
from asn1crypto import pem, x509
from ecdsa import VerifyingKey
from ecdsa.util import sigdecode_der

from game.net.client import WRONG_CERTIFICATE, Client, Refused
from game.net.host import Host
from game.net.invite import Invite, parse_invite
from game.net.player import play_seat
from game.net.certificate import COMMON_NAME, FILE_NAME, certificate_in
from game.net.tls import fingerprint_of
from net_helpers import LOOPBACK, near_its_end, new_table, run

BOUND = 240
EARLIER = Path(__file__).parent / "fixtures" / "host-certificate-cryptography.pem"  # a test key


@pytest.fixture(scope="module")
def certificates(tmp_path_factory):
    """The host's certificate, and another: the man in the middle's."""
    folder = tmp_path_factory.mktemp("certificates")
    return certificate_in(folder / "host"), certificate_in(folder / "other")


def test_a_tls_host_joined_by_pinned_clients_plays_to_the_end(certificates):
    mine, _ = certificates
    table = near_its_end("daitoshi", ["remote", "remote"], seed=3)

    async def game():
        host = Host(table, bind=LOOPBACK, certificate=mine)
        await host.start()
        try:
            invite = parse_invite(host.invite(LOOPBACK, table.code).text())
            assert invite.fingerprint == mine.fingerprint
            finals = await asyncio.gather(*[
                play_seat(invite.address, invite.port, invite.code, "random", seed=i,
                          fingerprint=invite.fingerprint) for i in range(2)])
            await host.finish()
            return finals
        finally:
            await host.close()
    finals = run(game())
    assert table.is_over()
    assert [f["scores"] for f in finals] == [table.final()["scores"]] * 2
    assert sorted(f["seat"] for f in finals) == [0, 1]


def test_a_client_pinned_to_another_certificate_is_refused_and_takes_no_seat(certificates):
    mine, other = certificates
    table = new_table("arigato", ["remote", "remote"])

    async def joins():
        host = Host(table, bind=LOOPBACK, certificate=mine)
        await host.start()
        try:
            stranger = Client(LOOPBACK, host.port, table.code, name="Mallory",
                              fingerprint=other.fingerprint)
            with pytest.raises(Refused) as refused:
                await stranger.join()
            plain = Client(LOOPBACK, host.port, table.code, name="Plain")   # no TLS at all
            with pytest.raises(websockets.InvalidHandshake):
                await plain.join()
            return refused.value, list(host.notices)
        finally:
            await host.close()
    refused, notices = run(joins())
    assert refused.code == WRONG_CERTIFICATE
    assert refused.params == {"pinned": other.fingerprint, "shown": mine.fingerprint}
    assert table.open_seats() == [0, 1] and notices == []      # no hello reached the host


def test_the_certificate_is_made_once_per_folder_and_kept(tmp_path):
    first = certificate_in(tmp_path)
    kept = (tmp_path / FILE_NAME).read_bytes()
    again = certificate_in(tmp_path)
    assert again.fingerprint == first.fingerprint and (tmp_path / FILE_NAME).read_bytes() == kept
    assert certificate_in(tmp_path / "elsewhere").fingerprint != first.fingerprint
    if os.name == "posix":                      # the private key is its owner's alone
        assert (tmp_path / FILE_NAME).stat().st_mode & 0o077 == 0


def test_a_made_certificate_is_signed_by_its_own_key_and_names_the_host(tmp_path):
    made = certificate_in(tmp_path)
    [(kind, _, der)] = [b for b in pem.unarmor(made.path.read_bytes(), multiple=True)
                        if b[0] == "CERTIFICATE"]
    text = pem.armor(kind, der).decode()
    assert made.fingerprint == fingerprint_of(ssl.PEM_cert_to_DER_cert(text))   # ssl's own reading
    certificate = x509.Certificate.load(der)
    assert certificate.self_signed == "maybe"          # issuer is subject (asn1crypto's word)
    assert certificate.subject.native == {"common_name": COMMON_NAME}
    assert certificate["signature_algorithm"].signature_algo == "ecdsa"
    assert certificate.public_key.curve == ("named", "secp256r1")
    validity = certificate["tbs_certificate"]["validity"]
    now = datetime.datetime.now(datetime.timezone.utc)
    assert validity["not_before"].native < now < validity["not_after"].native
    key = VerifyingKey.from_der(certificate.public_key.dump())
    assert key.verify(certificate["signature_value"].native,
                      certificate["tbs_certificate"].dump(), hashfunc=hashlib.sha256,
                      sigdecode=sigdecode_der)                   # raises when it is not


def test_a_file_made_by_the_earlier_versions_keeps_its_fingerprint(tmp_path):
    shutil.copy(EARLIER, tmp_path / FILE_NAME)
    kept = certificate_in(tmp_path)
    assert kept.fingerprint == _earlier_fingerprint()
    assert (tmp_path / FILE_NAME).read_bytes() == EARLIER.read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]    # not set aside
    kept.server_context()


def _earlier_fingerprint() -> str:
    certificate_block = EARLIER.read_text(encoding="ascii").split("-----END PRIVATE KEY-----")[1]
    return fingerprint_of(ssl.PEM_cert_to_DER_cert(certificate_block.strip()))


def test_a_key_that_is_not_the_certificates_is_set_aside(tmp_path):
    """Another file's key before the earlier certificate: OpenSSL finds they do not match."""
    other_key = certificate_in(tmp_path / "other").path.read_text(encoding="ascii")
    end = "-----END PRIVATE KEY-----\n"
    (tmp_path / FILE_NAME).write_text(other_key.split(end)[0] + end
                                      + EARLIER.read_text(encoding="ascii").split(end)[1],
                                      encoding="ascii")
    new = certificate_in(tmp_path)
    assert new.fingerprint != _earlier_fingerprint()
    assert [p.name.startswith(f"{FILE_NAME}.bad-") for p in tmp_path.iterdir()].count(True) == 1


def test_a_damaged_certificate_is_set_aside_and_a_new_one_made(tmp_path):
    first = certificate_in(tmp_path)
    (tmp_path / FILE_NAME).write_bytes(b"-----BEGIN PRIVATE KEY-----\nnot one\n")
    new = certificate_in(tmp_path)
    assert new.fingerprint != first.fingerprint
    assert certificate_in(tmp_path).fingerprint == new.fingerprint
    assert [p.name.startswith(f"{FILE_NAME}.bad-") for p in tmp_path.iterdir()].count(True) == 1


def test_hosts_starting_at_once_in_one_folder_keep_one_certificate(tmp_path):
    with ThreadPoolExecutor(4) as pool:
        made = list(pool.map(lambda _: certificate_in(tmp_path).fingerprint, range(8)))
    assert len(set(made)) == 1 and made[0] == certificate_in(tmp_path).fingerprint
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]      # no temporary file left


def _host(*args):
    return subprocess.Popen([sys.executable, "-m", "game", "host", "--game", "arigato",
                             "--players", "2", "--bind", LOOPBACK, "--once", "--json", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _ready(host) -> dict:
    try:
        return json.loads(host.stdout.readline())
    finally:
        host.kill()
        host.communicate()


def test_the_dedicated_host_keeps_its_certificate_and_a_forged_invite_is_refused(
        tmp_path, certificates):
    _, other = certificates
    host = _host("--saves", str(tmp_path))
    try:
        ready = json.loads(host.stdout.readline())
        invite = parse_invite(ready["invite"])
        assert ready["fingerprint"] == invite.fingerprint == \
            certificate_in(tmp_path).fingerprint              # kept beside its saves
        assert (invite.address, invite.port, invite.code) == (LOOPBACK, ready["port"],
                                                              ready["code"])
        forged = Invite(invite.address, invite.port, invite.code, other.fingerprint).text()
        join = subprocess.run([sys.executable, "-m", "game", "join", forged, "--json"],
                              capture_output=True, text=True, timeout=BOUND)
    finally:
        host.kill()
        host.communicate()
    said = json.loads(join.stderr.strip().splitlines()[-1])
    assert join.returncode == 2
    assert (said["event"], said["code"], said["pinned"], said["shown"]) == \
        ("refused", WRONG_CERTIFICATE, other.fingerprint, ready["fingerprint"])
    again = _ready(_host("--saves", str(tmp_path)))          # started again: the same certificate
    assert again["fingerprint"] == ready["fingerprint"] and again["code"] != ready["code"]
    chosen = _ready(_host("--saves", str(tmp_path), "--certificate", str(tmp_path / "c.pem")))
    assert chosen["fingerprint"] == certificate_in(tmp_path, "c.pem").fingerprint \
        != ready["fingerprint"]
    told = _ready(_host("--saves", str(tmp_path), "--invite-address", "203.0.113.5"))
    assert parse_invite(told["invite"]).address == "203.0.113.5"      # behind a router
    plain = _ready(_host("--saves", str(tmp_path), "--no-tls"))
    assert plain["fingerprint"] is None and "#" not in plain["invite"]
    assert parse_invite(plain["invite"]).fingerprint is None
