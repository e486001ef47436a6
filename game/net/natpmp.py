"""NAT-PMP (RFC 6886), for the routers that speak it and not UPnP-IGD (router.py asks this one
second): the router's outside address, and a TCP port mapped on it for a lease, or taken back.

The protocol is two UDP messages to the default gateway's port 5351, each answered by one; a
request is sent again after 250 ms, then 500 ms and so on, as the RFC asks, a bounded number of
times. The gateway is read from the system's routing table where it can be (Linux); elsewhere this
way is not tried. Nothing is ever sent to any other address than that gateway.
"""

from __future__ import annotations

import ipaddress
import socket
import struct
from dataclasses import dataclass
from pathlib import Path

PORT = 5351
FIRST_WAIT = 0.25        # seconds before a request is sent again, doubled each time (RFC 6886 3.1)
TRIES = 4                # 0.25 + 0.5 + 1 + 2: 3.75 s at most for a router that never answers
ADDRESS, MAP_TCP = 0, 2  # opcodes; an answer's opcode is the request's plus 128
RESULTS = {1: "unsupported version", 2: "not authorized or refused", 3: "network failure",
           4: "out of resources", 5: "unsupported opcode"}


class NatPmpError(OSError):
    """The gateway did not answer, or said no (its reason)."""


@dataclass(frozen=True)
class Mapped:
    external_port: int
    lifetime: int           # seconds the gateway keeps it


def default_gateway(route_table: Path = Path("/proc/net/route")) -> str | None:
    """The IPv4 default gateway from Linux's routing table, or None (no table, no default)."""
    try:
        lines = route_table.read_text().splitlines()[1:]
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        if len(fields) > 3 and fields[1] == "00000000" and int(fields[3], 16) & 2:   # RTF_GATEWAY
            return str(ipaddress.IPv4Address(struct.pack("<I", int(fields[2], 16))))
    return None


def _ask(gateway: str, request: bytes, size: int) -> bytes:
    """One request, sent again until the gateway answers with `size` bytes of the same opcode."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.connect((gateway, PORT))        # answers from anywhere else are not read
        wait = FIRST_WAIT
        for _ in range(TRIES):
            sock.send(request)
            sock.settimeout(wait)
            try:
                answer = sock.recv(64)
            except (socket.timeout, ConnectionRefusedError):
                wait *= 2
                continue
            if len(answer) >= size and answer[0] == 0 and answer[1] == request[1] + 128:
                result = struct.unpack("!H", answer[2:4])[0]
                if result:
                    raise NatPmpError(f"NAT-PMP: the router said no ({RESULTS.get(result, result)})")
                return answer
        raise NatPmpError(f"NAT-PMP: no answer from {gateway}")


def external_address(gateway: str) -> str:
    answer = _ask(gateway, struct.pack("!BB", 0, ADDRESS), 12)
    return str(ipaddress.IPv4Address(answer[8:12]))


def map_tcp(gateway: str, internal_port: int, external_port: int, lifetime: int) -> Mapped:
    """Ask for `external_port` (the gateway may give another) to reach `internal_port` here for
    `lifetime` seconds; a lifetime of 0 (with external port 0) takes the mapping back."""
    request = struct.pack("!BBHHHI", 0, MAP_TCP, 0, internal_port, external_port, lifetime)
    answer = _ask(gateway, request, 16)
    _, _, _, _, _, mapped, granted = struct.unpack("!BBHIHHI", answer[:16])
    return Mapped(mapped, granted)


def unmap_tcp(gateway: str, internal_port: int) -> None:
    map_tcp(gateway, internal_port, 0, 0)
