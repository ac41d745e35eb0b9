"""The browser tests' shared parts: a real uvicorn on a free loopback port (``Server``), Debian
chromium driven by Playwright (``launch``), pages that record dialogs, page errors, CSP violations and
requests to other hosts (``new_page``, ``assert_clean``), screenshots kept in artifacts/screenshots/
(``shot``), and the reader store: a store the real pipeline builds from hand-written articles."""

from __future__ import annotations

import socket
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from tests.helpers import REPO

SHOTS = REPO / "artifacts" / "screenshots"
CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """uvicorn serving the app over ``db`` in a thread, on a free 127.0.0.1 port."""

    def __init__(self, db: Path):
        import uvicorn

        from storyline.web.app import create_app

        self.port = free_port()
        config = uvicorn.Config(create_app(db), host="127.0.0.1", port=self.port, log_level="warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> str:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.05)
        return f"http://127.0.0.1:{self.port}"

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(10)


@contextmanager
def launch():
    """Chromium (headless, /usr/bin/chromium) for one module's tests."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield b
        finally:
            b.close()


def new_page(browser, width: int = 1200):
    """A page that records dialogs, page errors, CSP violations and requests to other hosts."""
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.events = {"dialogs": [], "errors": [], "console": [], "foreign": []}
    page.on("dialog", lambda d: (page.events["dialogs"].append(d.message), d.dismiss()))
    page.on("pageerror", lambda e: page.events["errors"].append(str(e)))
    page.on("console", lambda m: page.events["console"].append(m.text) if m.type == "error" else None)
    page.on("request", lambda r: page.events["foreign"].append(r.url)
            if not r.url.startswith(("http://127.0.0.1:", "data:", "about:", "blob:")) else None)
    return page


def shot(page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000
    return path


def assert_clean(page) -> None:
    assert page.events["dialogs"] == []
    assert page.events["errors"] == []
    assert page.events["foreign"] == []  # works with no internet: nothing fetched from elsewhere
    assert not [m for m in page.events["console"] if "Content Security Policy" in m], page.events["console"]


# ---------------------------------------------------------------- the reader store

LONG = "The Northern Harbour Districts Evening Chronicle and Weekly Shipping Gazette"
BRIDGE = [
    ("CNN", "Harbour bridge reopens", "2024-03-05",
     "The harbour bridge reopened on Tuesday after six weeks of repairs to its steel deck, the city transport "
     "office said. A transport spokesman said all four lanes carried traffic again by the evening. "
     "The repairs cost 12 million dollars, the office said."),
    ("NPR", "Traffic returns to the harbour bridge", "2024-03-05",
     "Traffic returned to the harbour bridge on Tuesday after six weeks of repairs to its steel deck, the city "
     "transport office said. The repairs cost 14 million dollars, according to the city council."),
    (LONG, "Bridge open again after deck repairs", "2024-03-06",
     "The city transport office reopened the harbour bridge on Tuesday after six weeks of repairs to its steel "
     "deck. Commuters said the detour through the old town had added an hour to each trip."),
]
STRIKE = [
    ("Port Times", "Crane strike ends", "2024-03-06",
     "Crane operators at the container port ended a three-day strike on Wednesday after the union accepted "
     "a new contract that raises wages by four percent over two years."),
    ("Reuters", "Port strike over", "2024-03-07",
     "A three-day strike by crane operators at the container port ended on Wednesday when the union accepted "
     "a contract raising wages by four percent over two years."),
    ("Harbour Herald", "Crane operators vote on contract", "2024-03-07",
     "Crane operators at the container port voted on Wednesday to accept the contract that ended their "
     "three-day strike, raising wages by four percent over two years."),
]


def _write(folder: Path, name: str, item: tuple) -> None:
    outlet, title, day, text = item
    (folder / f"{name}.txt").write_text(f"Title: {title}\nSource: {outlet}\nDate: {day}\n\n{text}\n", encoding="utf-8")


def build_reader_store(path: Path, nlp) -> Path:
    """The real pipeline over two hand-written stories (the bridge: CNN, NPR and an outlet with a
    75-character name; the strike: three outlets); then an editor splits the Harbour Herald's
    article off the strike."""
    from storyline import ingest
    from storyline.edits import split
    from storyline.store import Store

    inputs = path.parent / "inputs"
    inputs.mkdir(parents=True, exist_ok=True)
    for i, item in enumerate(BRIDGE):
        _write(inputs, f"bridge{i}", item)
    for i, item in enumerate(STRIKE):
        _write(inputs, f"strike{i}", item)
    with Store(path) as st:
        ingest(st, [inputs], nlp=nlp)
        split(st, st.assignments()["strike2"], ["strike2"])
    return path
