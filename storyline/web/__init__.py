"""The read-only web UI and JSON API over a storyline store (``storyline serve DB``).

Needs the ``web`` extra: fastapi, uvicorn, jinja2, and plotly (its packaged plotly.min.js
draws the charts). /docs is the app's own offline page rendered from /openapi.json.
Entry points: ``storyline.web.app.create_app`` and ``storyline.web.app.serve``.
"""
