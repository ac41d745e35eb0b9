"""uvicorn's HTTP/1.1 protocol with TCP_NODELAY on every connection (``serve(..., workers=N)``).

A server of several worker processes gets its listening socket rebuilt in each worker without
its protocol number, so asyncio does not switch Nagle's algorithm off on the connections it
accepts: on a kept-alive connection the body, written after the headers, then waits for the
client's delayed ACK (about 40 ms a request on loopback, measured with bench/bench_load.py).
"""

from __future__ import annotations

import socket

from uvicorn.protocols.http.h11_impl import H11Protocol


class NoDelayH11(H11Protocol):
    def connection_made(self, transport) -> None:  # type: ignore[override]
        sock = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:
                pass
        super().connection_made(transport)
