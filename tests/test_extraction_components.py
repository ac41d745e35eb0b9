"""Extraction as named components: order from the config, a component disabled by setting, one
failing component recorded for its article while the others still run, the extraction version."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

from storyline.extract import components, extract, lexicon
from storyline.extract.doc import PARSE_VERSION
from storyline.model import Article, Failure
from storyline.store import findings_from_json, findings_to_json

TEXT = ("Homeland Security Secretary Kristi Noem said on Monday that the agency had made 3,000 arrests a day. "
        "“We will keep going,” Noem said. Axios reported that the acting director, Todd Lyons, will retire "
        "in May. Lyons denied that the agency had a quota.")
ARTICLE = Article(id="a1", source="wire", title="", text=TEXT)


@pytest.fixture(scope="module")
def full(nlp):
    return extract(ARTICLE, nlp)


def test_all_components_run_in_the_configured_order(full):
    assert components.configured_order() == tuple(lexicon.table("pipeline")["order"])
    assert full.failures == ()
    assert full.people and full.roles and full.quantities and full.quotes and full.denials and full.relays
    assert full.version.split()[0] == f"parse.v{PARSE_VERSION}"
    names = [v.split(".v")[0] for v in full.version.split()[1:-1]]
    assert names == list(components.configured_order())
    assert full.version.split()[-1].startswith("lists:")


def test_list_prints_each_component_with_what_it_assigns():
    out = subprocess.run([sys.executable, "-m", "storyline.extract", "--list"], capture_output=True, text=True,
                         check=True).stdout
    lines = [ln for ln in out.splitlines() if ln[:1].isdigit()]
    assert [ln.split()[1].split(".v")[0] for ln in lines] == list(components.configured_order())
    for ln in lines:
        spec = components.BY_NAME[ln.split()[1].split(".v")[0]]
        assert all(a in ln for a in spec.assigns)


@pytest.mark.parametrize("exc", [RuntimeError("boom"), KeyError("missing"), IndexError("list index out of range")])
def test_a_failing_component_is_recorded_and_the_others_still_run(nlp, full, monkeypatch, exc):
    import storyline.extract.quotes as quotes

    def fail(*args, **kwargs):
        raise exc

    monkeypatch.setattr(quotes, "find_quotes", fail)
    got = extract(ARTICLE, nlp)
    assert got.quotes == ()
    assert got.failures == (Failure("quotes", components.reason(exc)),)
    assert type(exc).__name__ in got.failures[0].reason
    # every other component's findings are what the full run found
    assert replace(got, quotes=(), failures=()) == replace(full, quotes=())


def test_a_failing_component_leaves_its_dependents_with_empty_inputs(nlp, full, monkeypatch):
    import storyline.extract.people as people

    monkeypatch.setattr(people, "find_people", lambda *a, **k: 1 / 0)
    got = extract(ARTICLE, nlp)
    assert [f.component for f in got.failures] == ["people"]
    assert got.people == () and got.roles == ()  # roles read the people
    assert got.quantities == full.quantities and got.relays == full.relays and got.dates == full.dates
    assert got.quotes  # quotes still found, their speakers as written


def test_disabled_components_do_not_run(nlp, full):
    got = extract(ARTICLE, nlp, disable="quotes, denials")
    assert got.quotes == () and got.denials == ()
    assert got.people == full.people and got.roles == full.roles and got.relays == full.relays
    assert "quotes.v" not in got.version and "denials.v" not in got.version
    assert got.version != full.version and got.failures == ()


def test_unknown_component_names_are_refused(nlp):
    with pytest.raises(ValueError, match="unknown extraction component"):
        extract(ARTICLE, nlp, disable="quotes,speeches")
    with pytest.raises(ValueError, match="runs before what it requires"):
        components.check_order(("roles", "people"))
    with pytest.raises(ValueError, match="unknown extraction component"):
        components.check_order(("people", "gossip"))


def test_version_and_failures_survive_the_store(full):
    failed = replace(full, failures=(Failure("quotes", "RuntimeError: boom"),))
    back = findings_from_json(findings_to_json(failed))
    assert back == failed
    old = findings_from_json('{"article": "a1", "people": []}')  # stored before versions existed
    assert old.version == "" and old.failures == ()


def test_prepare_reports_the_failed_component_and_keeps_the_rest(nlp, full, monkeypatch):
    import storyline.extract.denials as denials
    from storyline.pipeline import prepare

    monkeypatch.setattr(denials, "find_relays", lambda *a, **k: [][1])
    article, findings, problem = prepare(ARTICLE, nlp)
    assert "relays" in problem and "IndexError" in problem
    assert findings.relays == () and findings.people
