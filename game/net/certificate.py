"""The host's certificate (game/net/PROTOCOL.md, "Encryption and the invite"): a self-signed
one made on first use and kept in one file (its private key and the certificate, PEM) in a folder
of the host's: the player's data folder for the client's hosting, beside the saves for the
dedicated host. Its fingerprint (tls.py) travels in the invite, and clients pin it.

Making one costs an elliptic-curve key (P-256) and one signature, once per file: a host that
starts again with the same file keeps its fingerprint, so invites and remembered seats stay good.
`ecdsa` makes the key and the signature, `asn1crypto` writes the certificate and the PEM text
around it (both pure Python: `cryptography`'s compiled core was the largest library in the
one-file executable, game/tools/MEASUREMENTS.md, "Start-up and the executable"). Reading a file
is the standard `ssl` module's: OpenSSL loads the key and the certificate and checks that they
belong together, as it does for every TLS connection the host then serves; files made by earlier
versions (with `cryptography`) read the same and keep their fingerprint.

`ecdsa`'s arithmetic is not constant-time, so a program that signs many messages with it while
someone measures how long each takes could leak its key. Not so here: it runs once, on the
player's own computer, to make the key and sign the certificate; every TLS handshake afterwards
is OpenSSL's, with its own constant-time code. The key's randomness is the system's (`os.urandom`,
ecdsa's default), the signature deterministic (RFC 6979), so it needs none.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import secrets
import ssl
import time
from dataclasses import dataclass
from pathlib import Path

from asn1crypto import keys, pem, x509
from ecdsa import NIST256p, SigningKey
from ecdsa.util import sigencode_der

from game.net.tls import fingerprint_of
from game.persistence import portable

FILE_NAME = "host-certificate.pem"
VALID_DAYS = 3650                # not checked by a pinning client; a decade keeps tools quiet
COMMON_NAME = "Arigato-Daitoshi host"
SIGNATURE = "sha256_ecdsa"       # ecdsa-with-SHA256, as the signature below is made


@dataclass(frozen=True)
class Certificate:
    """A host's certificate file and its fingerprint."""
    path: Path
    fingerprint: str

    def server_context(self) -> ssl.SSLContext:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        # A key kept under a password (never one of ours, maybe one given with --certificate)
        # is refused, not asked for on the terminal as OpenSSL would without a callback.
        context.load_cert_chain(self.path, password=_no_password)
        return context


def _no_password() -> bytes:
    return b""


def _time(moment: datetime.datetime) -> x509.Time:
    """RFC 5280, 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050."""
    return x509.Time({"utc_time" if moment.year < 2050 else "general_time": moment})


def _made() -> bytes:
    """A new key and its self-signed certificate, as one PEM text (the key first)."""
    key = SigningKey.generate(curve=NIST256p)
    name = x509.Name.build({"common_name": COMMON_NAME})
    now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    signed = x509.TbsCertificate({
        "version": "v3",
        "serial_number": secrets.randbelow(2 ** 159 - 1) + 1,   # positive, at most 20 bytes
        "signature": {"algorithm": SIGNATURE},
        "issuer": name,
        "validity": {"not_before": _time(now - datetime.timedelta(days=1)),
                     "not_after": _time(now + datetime.timedelta(days=VALID_DAYS))},
        "subject": name,
        "subject_public_key_info": keys.PublicKeyInfo.load(key.get_verifying_key().to_der()),
    })
    signature = key.sign_deterministic(signed.dump(), hashfunc=hashlib.sha256,
                                       sigencode=sigencode_der)
    certificate = x509.Certificate({"tbs_certificate": signed,
                                    "signature_algorithm": {"algorithm": SIGNATURE},
                                    "signature_value": signature})
    # PKCS#8, as OpenSSL and the earlier versions write it: SEC1's key wrapped with its curve.
    private = keys.PrivateKeyInfo.wrap(keys.ECPrivateKey.load(key.to_der(format="ssleay")), "ec")
    return (pem.armor("PRIVATE KEY", private.dump())
            + pem.armor("CERTIFICATE", certificate.dump()))


def _read(path: Path) -> Certificate:
    """The certificate kept at `path`; ValueError or ssl.SSLError when the file holds no usable
    key and certificate."""
    blocks = [der for kind, _, der in pem.unarmor(path.read_bytes(), multiple=True)
              if kind == "CERTIFICATE"]
    if not blocks:
        raise ValueError("no certificate in the file")
    kept = Certificate(path, fingerprint_of(blocks[0]))  # OpenSSL serves the file's first one
    kept.server_context()           # its key loads, and is the certificate's (else ssl.SSLError)
    return kept


def certificate_in(folder: Path, name: str = FILE_NAME) -> Certificate:
    """The host's certificate kept in `folder` (a file `name`), made there on first use. A file
    that cannot be read as one is set aside (`<name>.bad-<time>`) and a new one made: the old
    invites then no longer join. Two hosts starting at once in one folder end up with the
    same certificate (the file is made whole beside and linked into place, never overwritten).
    OSError when the folder cannot be written."""
    folder = Path(folder)
    path = folder / name
    try:
        return _read(path)
    except FileNotFoundError:
        pass
    except (ValueError, ssl.SSLError):     # not a key and certificate of ours
        portable.replace(path, path.with_name(f"{name}.bad-{int(time.time())}"))
    folder.mkdir(parents=True, exist_ok=True)
    temporary = folder / f".{name}.{os.getpid()}.{time.monotonic_ns()}.tmp"
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)  # a secret key
    try:
        with os.fdopen(descriptor, "wb") as out:
            out.write(_made())
            out.flush()
            os.fsync(out.fileno())
        try:
            os.link(temporary, path)
        except FileExistsError:
            pass                    # another host made it first: theirs is the one kept
        except OSError:             # a file system without hard links: renamed into place
            portable.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
    return _read(path)
