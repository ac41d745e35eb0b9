"""ASGI layers of the web app: security headers, a Host allow-list, HEAD, and a response cache.

Each is a plain ASGI callable wrapping the next one (no per-request Python objects beyond the
scope), in this order from the outside in:

``SecurityHeaders``  adds the security headers to every response, also refusals and cache hits.
``HostAllowList``    refuses a request whose ``Host`` is not the server's own name (DNS
                     rebinding; a redirect never points at a host the client made up).
``HeadAsGet``        answers HEAD as GET without the body (FastAPI routes are GET only).
``ResponseCache``    keeps the 200 responses of GET requests while the store file is unchanged:
                     the app only reads, so a page changes only when the store does (checked
                     by the size and modification time of the database and its WAL file on
                     each request). Bounded in entries and bytes, least recently used out first.
"""

from __future__ import annotations

import os
from collections import OrderedDict

#: Host names always allowed: loopback, and the name Starlette's TestClient sends.
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1", "testserver")


class SecurityHeaders:
    def __init__(self, app, headers: dict[str, str]):
        self.app = app
        self.headers = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers.items()]

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                have = {k.lower() for k, _ in message.get("headers", [])}
                message = dict(message, headers=list(message.get("headers", []))
                               + [(k, v) for k, v in self.headers if k not in have])
            await send(message)

        await self.app(scope, receive, send_with_headers)


def host_of(value: str) -> str:
    """The host of a ``Host`` header, without the port; ``[::1]:8000`` -> ``::1``."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:value.find("]")] if "]" in value else value
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


class HostAllowList:
    def __init__(self, app, allowed: tuple[str, ...], page: bytes):
        self.app = app
        self.allowed = frozenset(host_of(h) for h in allowed)
        self.page = page

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        host = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"host"), "")
        if host_of(host) in self.allowed:
            return await self.app(scope, receive, send)
        await send({"type": "http.response.start", "status": 400,
                    "headers": [(b"content-type", b"text/html; charset=utf-8"),
                                (b"content-length", str(len(self.page)).encode())]})
        await send({"type": "http.response.body", "body": self.page})


class HeadAsGet:
    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] != "HEAD":
            return await self.app(scope, receive, send)
        sent_end = False

        async def headers_only(message):
            nonlocal sent_end
            if message["type"] == "http.response.body":
                if sent_end or message.get("more_body", False):
                    return
                sent_end = True
                message = {"type": "http.response.body", "body": b"", "more_body": False}
            await send(message)

        await self.app(dict(scope, method="GET"), receive, headers_only)


class ResponseCache:
    """See the module docstring. ``db`` is the store file; ``skip`` path prefixes are never kept."""

    def __init__(self, app, db: str, max_bytes: int = 64_000_000, max_entry: int = 4_000_000,
                 skip: tuple[str, ...] = ("/static/", "/vendor/")):
        self.app = app
        self.files = (db, db + "-wal")
        self.max_bytes, self.max_entry, self.skip = max_bytes, max_entry, skip
        self.entries: OrderedDict = OrderedDict()
        self.size = 0
        self.version: tuple | None = None

    def _version(self) -> tuple:
        out = []
        for f in self.files:
            try:
                st = os.stat(f)
                out.append((st.st_size, st.st_mtime_ns, st.st_ino))
            except OSError:
                out.append(None)
        return tuple(out)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] != "GET" or scope["path"].startswith(self.skip):
            return await self.app(scope, receive, send)
        version = self._version()  # taken before the request reads: a later write makes a new version
        if version != self.version:
            self.entries.clear()
            self.size, self.version = 0, version
        host = next((v for k, v in scope["headers"] if k == b"host"), b"")
        key = (host, scope["path"], scope.get("query_string", b""))
        hit = self.entries.get(key)
        if hit is not None:
            self.entries.move_to_end(key)
            status, headers, body = hit
            await send({"type": "http.response.start", "status": status, "headers": headers})
            await send({"type": "http.response.body", "body": body})
            return
        start: dict = {}
        parts: list[bytes] = []

        async def keep(message):
            if message["type"] == "http.response.start":
                start.update(message)
            elif message["type"] == "http.response.body":
                parts.append(message.get("body", b""))
                if not message.get("more_body", False):
                    self._store(key, version, start, b"".join(parts))
            await send(message)

        await self.app(scope, receive, keep)

    def _store(self, key, version, start: dict, body: bytes) -> None:
        if start.get("status") != 200 or len(body) > self.max_entry or version != self.version:
            return
        old = self.entries.pop(key, None)
        if old is not None:
            self.size -= len(old[2])
        self.entries[key] = (200, list(start.get("headers", [])), body)
        self.size += len(body)
        while self.size > self.max_bytes and self.entries:
            _, (_, _, dropped) = self.entries.popitem(last=False)
            self.size -= len(dropped)
