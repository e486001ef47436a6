"""The host's certificate and the pinned connection (game/net/PROTOCOL.md, "Encryption and the
invite").

A host speaks TLS with a self-signed certificate made on first use and kept in one file (its
private key and the certificate, PEM) in a folder of the host's: the player's data folder for
the client's hosting, beside the saves for the dedicated host. No certificate authority vouches
for it; the invite does: it carries the certificate's SHA-256 fingerprint, and a client pins it.
A client's context checks no authority and no name, but ends the TLS handshake, before a byte of
the game is sent, when the certificate the host shows is not the pinned one (`WrongCertificate`).

Making a certificate costs an elliptic-curve key and a signature (milliseconds), once per file:
a host that starts again with the same file keeps its fingerprint, so invites and remembered
seats stay good.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import os
import ssl
import time
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.exceptions import UnsupportedAlgorithm
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

FILE_NAME = "host-certificate.pem"
FINGERPRINT_LENGTH = 52          # SHA-256's 32 bytes in base32, without its padding
VALID_DAYS = 3650                # not checked by a pinning client; a decade keeps tools quiet
COMMON_NAME = "Arigato-Daitoshi host"


class WrongCertificate(ssl.SSLCertVerificationError):
    """The host showed a certificate other than the pinned one: another computer answers at that
    address (a man in the middle, or a host whose certificate changed). Both fingerprints."""

    def __init__(self, pinned: str, shown: str) -> None:
        super().__init__(f"the host's certificate is {shown}, not the invite's {pinned}")
        self.pinned, self.shown = pinned, shown


def fingerprint_of(der: bytes) -> str:
    """A certificate's fingerprint as the invite carries it: SHA-256 of its DER bytes, in
    lower-case base32 without padding (a change of case in the invite changes nothing)."""
    digest = hashlib.sha256(der).digest()
    return base64.b32encode(digest).decode("ascii").rstrip("=").lower()


def normal_fingerprint(text: str) -> str | None:
    """`text` as a fingerprint (lower case), or None when it cannot be one."""
    text = text.strip().lower()
    if len(text) != FINGERPRINT_LENGTH:
        return None
    try:
        base64.b32decode(text.upper() + "====")
    except ValueError:
        return None
    return text


@dataclass(frozen=True)
class Certificate:
    """A host's certificate file and its fingerprint."""
    path: Path
    fingerprint: str

    def server_context(self) -> ssl.SSLContext:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.load_cert_chain(self.path)
        return context


def _made() -> bytes:
    """A new key and its self-signed certificate, as one PEM text (the key first)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, COMMON_NAME)])
    now = datetime.datetime.now(datetime.timezone.utc)
    certificate = (x509.CertificateBuilder()
                   .subject_name(name).issuer_name(name)
                   .public_key(key.public_key())
                   .serial_number(x509.random_serial_number())
                   .not_valid_before(now - datetime.timedelta(days=1))
                   .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
                   .sign(key, hashes.SHA256()))
    return (key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                              serialization.NoEncryption())
            + certificate.public_bytes(serialization.Encoding.PEM))


def _read(path: Path) -> Certificate:
    """The certificate kept at `path`; ValueError when the file holds no usable key and
    certificate."""
    data = path.read_bytes()
    certificate = x509.load_pem_x509_certificate(data)
    key = serialization.load_pem_private_key(data, password=None)
    if key.public_key() != certificate.public_key():
        raise ValueError("its key is not the certificate's")
    der = certificate.public_bytes(serialization.Encoding.DER)
    return Certificate(path, fingerprint_of(der))


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
    except (ValueError, TypeError, UnsupportedAlgorithm):   # not a key and certificate of ours
        os.replace(path, path.with_name(f"{name}.bad-{int(time.time())}"))
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
    finally:
        temporary.unlink(missing_ok=True)
    return _read(path)


class _PinnedObject(ssl.SSLObject):
    """The TLS end that asyncio drives for a pinned connection: once the handshake is done, the
    host's certificate is compared to the pinned fingerprint, and the handshake fails (nothing
    has been sent over it yet) when they differ."""

    def do_handshake(self) -> None:
        super().do_handshake()
        pinned = self.context.pinned_fingerprint
        der = self.getpeercert(binary_form=True)
        shown = fingerprint_of(der) if der else ""
        if shown != pinned:
            raise WrongCertificate(pinned, shown)


def pinned_context(fingerprint: str) -> ssl.SSLContext:
    """A client context that trusts one certificate only, the one whose fingerprint the invite
    carries: no authority, no host name (a self-signed certificate has neither to offer), the
    fingerprint instead. Usable with asyncio's connections (which wrap through `wrap_bio`)."""
    pinned = normal_fingerprint(fingerprint)
    if pinned is None:
        raise ValueError(f"not a certificate fingerprint: {fingerprint!r}")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE       # the pin below is the check
    context.pinned_fingerprint = pinned
    context.sslobject_class = _PinnedObject
    return context
