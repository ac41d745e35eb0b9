"""The read-only web UI and JSON API over a storyline store (``storyline serve DB``).

Needs the ``web`` extra: fastapi, uvicorn, jinja2 (the charts are SVG drawn on the server,
``web/charts.py``). /docs is the app's own offline page rendered from /openapi.json.
Entry points: ``storyline.web.app.create_app`` and ``storyline.web.app.serve``.
"""
