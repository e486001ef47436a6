"""The host's certificate (game/net/PROTOCOL.md, "Encryption and the invite"): a self-signed
one made on first use and kept in one file (its private key and the certificate, PEM) in a folder
of the host's: the player's data folder for the client's hosting, beside the saves for the
dedicated host. Its fingerprint (tls.py) travels in the invite, and clients pin it.

Making one costs an elliptic-curve key and a signature (milliseconds), once per file: a host
that starts again with the same file keeps its fingerprint, so invites and remembered seats stay
good. `cryptography` makes and reads it; the standard `ssl` module does the rest.
"""

from __future__ import annotations

import datetime
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

from game.net.tls import fingerprint_of
from game.persistence import portable

FILE_NAME = "host-certificate.pem"
VALID_DAYS = 3650                # not checked by a pinning client; a decade keeps tools quiet
COMMON_NAME = "Arigato-Daitoshi host"


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
