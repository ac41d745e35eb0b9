"""Story page weight and load time in headless Chromium: bytes transferred (HTML, CSS, JS, all
requests) and DOMContentLoaded / load, for the richest story of a store (most outlets, then facts).

    .venv/bin/python bench/bench_story_page.py demo/storyline.db [--runs 5]

Needs /usr/bin/chromium and the `web` and `test` extras (playwright). Figures go in docs/web.md.
"""

from __future__ import annotations

import argparse
import socket
import statistics
import sys
import threading
import time
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("db", type=Path)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()

    import uvicorn
    from playwright.sync_api import sync_playwright

    from storyline.web.app import create_app

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(args.db), host="127.0.0.1", port=port, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    site = f"http://127.0.0.1:{port}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        stories = page.request.get(site + "/api/stories").json()["stories"]
        story = max(stories, key=lambda s: (s["n_outlets"], s["facts"]))
        dcl, load, sizes = [], [], {}
        for _ in range(args.runs):
            ctx = browser.new_context(viewport={"width": 1280, "height": 900})  # a cold cache each run
            pg = ctx.new_page()
            sizes = {}
            pg.on("requestfinished", lambda r, s=sizes: s.__setitem__(
                r.url, r.sizes()["responseBodySize"] + r.sizes()["responseHeadersSize"]))
            pg.goto(f"{site}/story/{story['id']}", wait_until="load")
            t = pg.evaluate("JSON.stringify(performance.getEntriesByType('navigation')[0])")
            import json

            nav = json.loads(t)
            dcl.append(nav["domContentLoadedEventEnd"])
            load.append(nav["loadEventEnd"])
            ctx.close()
        browser.close()
    server.should_exit = True
    print(f"store {args.db}: story {story['id']} ({story['n_outlets']} outlets, {story['facts']} facts)")
    for url, n in sorted(sizes.items(), key=lambda kv: -kv[1]):
        print(f"  {n:>9,} B  {url.replace(site, '')}")
    print(f"transferred: {sum(sizes.values()):,} bytes in {len(sizes)} requests")
    print(f"DOMContentLoaded: median {statistics.median(dcl):.0f} ms, load: median {statistics.median(load):.0f} ms "
          f"({args.runs} cold runs, {sys.platform})")


if __name__ == "__main__":
    main()
