"""Network play: one host holds the game; each client sees only its seat.

`codec` turns a seat's view and events into JSON and back, as each game declares them
(`GameSpec.wire`); `messages` is the wire protocol (the schema of every message, its size
limit); `versions` the program and content versions the handshake compares, and which side must
update; `table` one hosted game (seats, tokens, the seat's message, saving);
`room` a table at a host (who is connected, the AI seats' play); `host` the websockets server
around rooms; `hosting` a host inside the client, and `host_saves` its game kept in the player's
saves; `client` a seat's end of the connection, and `threaded` the same on the process's one
network loop (`net_loop`); `remote` a seat worn as the session's face, its moves on their way
in `sent`, what it keeps of the game here in `remote_kept`; `latency_link` a slow line on loopback for the tests and the bench; `player` a headless agent playing a seat; `discovery` games announced on the local
network; `tls` the host's certificate and the client's pin on it; `invite` the line a host gives
its players (address, port, code, the certificate's fingerprint: game/net/PROTOCOL.md);
`commands` `python -m game host` and `join`.
"""
