"""The client's pin on the host's certificate (game/net/PROTOCOL.md, "Encryption and the
invite"); the certificate itself is made and kept by certificate.py.

A host speaks TLS with a self-signed certificate: no certificate authority vouches for it; the
invite does, carrying the certificate's SHA-256 fingerprint, which a client pins. A client's
context checks no authority and no name, but ends the TLS handshake, before a byte of the game is
sent, when the certificate the host shows is not the pinned one (`WrongCertificate`). Only the
standard library here: the Join page imports it, and must not wait for the certificate's making
(`ecdsa`, `asn1crypto`).
"""

from __future__ import annotations

import base64
import hashlib
import ssl

FINGERPRINT_LENGTH = 52          # SHA-256's 32 bytes in base32, without its padding


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
