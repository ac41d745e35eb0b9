"""No test but the gates reads a benchmark's reported (held-out) split.

Only the gates (tests/test_eval_gates.py) score the reported splits of storyline.evaluation.splits:
ECB+ test topics, the NewsQuant odd half, PolNeAR test, NeuS test, the article-extraction pages 8-f
and the reported basil-crosscheck events. Every other test develops on the develop parts. This is a
static scan of every ``tests/**/*.py`` (its syntax tree, not its text, so a vote of 60 to 38 or
``Article(source="test")`` is no alarm). What it flags, each a rule of ``scan``:

- ``ecb-topic``: a reported ECB+ topic number used as a topic: in the arguments of a call named for
  topics or ECB+ (``write_ecbplus``, ``load_ecbplus``, ``prepare_topics``...), in a keyword or a
  name with "topic" in it, compared with a ``.topic``, a ``range`` reaching one; an ECB+ document
  of one ("38_2ecbplus", "ECB+/38/"); a ``load_ecbplus`` of the whole corpus;
- ``split-name``: a reported part ("test", "reported", "all") given to the split parameter of a
  function of storyline.evaluation (``load_polnear(b, "test")``, ``ecb_topics("reported")``,
  ``evaluate_brief(b, "test")``...), directly or through a local name bound to it; a name bound to a
  reported part in storyline.evaluation imported (``grouping.TEST_TOPICS``); ``reported_texts``;
- ``cli``: ``storyline eval`` arguments naming a reported split or topic (``--split reported``,
  ``--topics 38``, ``eval pin quotes``);
- ``path``: a path to a reported file (``polnear / "data" / "test"``, ``test.source``,
  ``polnear_referents_test.json``);
- ``basil``: a reported basil-crosscheck event id;
- ``mixed-file``: a function that reads a file holding both halves (NewsQuant.json, the
  article-extraction pages) without choosing the develop half through the splits API.

A test that must name a reported part without reading it (to check that something leaves it out,
or refuses it) is listed in ``EXEMPT`` with its reason; ``test_every_exemption_is_still_needed``
keeps that list short.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from storyline.evaluation import splits

TESTS = Path(__file__).resolve().parent
EVALUATION = TESTS.parent / "storyline" / "evaluation"

EXEMPT_MODULES = {
    "test_eval_gates.py": "the gates: the only tests that score reported splits",
    "test_eval_splits.py": "tests the record of splits itself (which part is which)",
    "test_no_heldout_text.py": "reads the reported texts only to check that no comment quotes them",
    "test_extraction_data_no_heldout.py": "reads the reported texts only to check that no data file quotes them",
    "test_no_heldout_reads.py": "this scan: its tables name what it looks for",
}
EXEMPT = {  # (module, function): why it may name a reported part; it reads none of its text or gold
    ("test_demo_off_reported_splits.py", "test_sample_data_uses_no_reported_split"):
        "asks which crawl stories are NeuS test to check that the demo leaves them out",
    ("test_demo_off_reported_splits.py", "test_sample_data_refuses_a_reported_ecb_topic"):
        "asks the demo for topic 37 to check that it refuses",
    ("test_eval_crosscheck.py", "test_events_of_each_split"): "basil event ids only, no article",
    ("test_eval_crosscheck.py", "test_crosscheck_command_on_the_dev_events"):
        "checks that no reported event was run",
    ("test_summary.py", "test_training_stories_leave_out_the_test_and_val_splits"):
        "reads NeuS test to check that the summary model's training leaves its stories out",
}

SPLIT_PARAMS = {"split", "part", "polnear_split", "neus_split", "ecb_split", "comp", "compartment"}
CONTAINERS = {"set", "frozenset", "list", "tuple", "sorted"}


# ---------------------------------------------------------------- what is reported

def reported_topics() -> frozenset[int]:
    return splits.ecb_topics("reported")


def reported_names() -> frozenset[str]:
    return frozenset({"reported", "test", "all", *splits.polnear_compartments("reported"),
                      *splits.neus_splits("reported")})


def reported_events() -> frozenset[str]:
    return frozenset(splits.basil_events("reported"))


def split_functions() -> dict[str, list[tuple[int | None, str, object]]]:
    """{function name: [(position or None for keyword-only, parameter, default)]} of the split
    parameters of every module-level function of storyline/evaluation (default: the constant, or
    None when there is none)."""
    out: dict[str, list[tuple[int | None, str, object]]] = {}
    for path in sorted(EVALUATION.glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf8")).body:
            if isinstance(node, ast.FunctionDef):
                a = node.args
                positional = a.posonlyargs + a.args
                defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
                params = [(i, x.arg, d) for i, (x, d) in enumerate(zip(positional, defaults))]
                params += [(None, x.arg, d) for x, d in zip(a.kwonlyargs, a.kw_defaults)]
                found = [(i, name, d.value if isinstance(d, ast.Constant) else None)
                         for i, name, d in params if name in SPLIT_PARAMS]
                if found:
                    out.setdefault(node.name, []).extend(found)
    return out


def reported_constants() -> frozenset[str]:
    """Module-level names of storyline/evaluation bound to a reported part (``TEST_TOPICS = ecb_topics("test")``)."""
    names, parts = set(), reported_names()
    for path in sorted(EVALUATION.glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf8")).body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and any(
                    isinstance(a, ast.Constant) and a.value in parts for a in node.value.args):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return frozenset(names)


def gate_parts() -> dict[str, str]:
    from storyline.evaluation.gates import GATES

    return {g.name: g.part for g in GATES}


class Facts:
    """What is reported, read once for a scan."""

    def __init__(self):
        self.topics = reported_topics()
        self.names = reported_names()
        self.events = reported_events()
        self.functions = split_functions()
        self.constants = reported_constants()
        self.gates = gate_parts()
        alt = "|".join(str(t) for t in sorted(self.topics))
        self.ecb_doc = re.compile(rf"(?<![\d.])(?:{alt})_\d+ecb|ECB\+/(?:{alt})/")
        self.event_re = re.compile(r"\b(?:" + "|".join(sorted(self.events)) + r")\b")
        comps = "|".join(re.escape(c) for c in splits.polnear_compartments("reported"))
        neus = "|".join(re.escape(s) for s in splits.neus_splits("reported"))
        self.path_re = re.compile(rf"polnear/data/(?:{comps})\b|polnear_referents_(?:{comps})\b"
                                  rf"|(?:^|/)(?:{neus})\.(?:source|target)\b")


# ---------------------------------------------------------------- the scan

def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _ints(node: ast.expr, depth: int = 0) -> set[int]:
    """The integers a topic argument names: constants, in list/set/tuple literals, in set(...) and
    range(...) calls and in ``|`` unions."""
    if depth > 6:
        return set()
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return {node.value}
    if isinstance(node, (ast.List, ast.Set, ast.Tuple)):
        return set().union(*(_ints(e, depth + 1) for e in node.elts)) if node.elts else set()
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitOr, ast.Add)):
        return _ints(node.left, depth + 1) | _ints(node.right, depth + 1)
    if isinstance(node, ast.Call) and _name(node.func) == "range":
        bounds = [a.value for a in node.args if isinstance(a, ast.Constant) and type(a.value) is int]
        if len(bounds) == len(node.args) and 1 <= len(bounds) <= 3:
            return set(range(*bounds))
        return set()
    if isinstance(node, ast.Call) and _name(node.func) in CONTAINERS and node.args:
        return _ints(node.args[0], depth + 1)
    return set()


def _strings(node: ast.expr) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _div_parts(node: ast.BinOp) -> list[str]:
    """The string constants of a ``a / "b" / "c"`` path chain."""
    parts = []
    while isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
        if isinstance(node.right, ast.Constant) and isinstance(node.right.value, str):
            parts.append(node.right.value)
        node = node.left
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        parts.append(node.value)
    return parts[::-1]


class _Scope(ast.NodeVisitor):
    """One function (or the module's top level): its findings as (line, rule, what)."""

    def __init__(self, facts: Facts, bound: set[str] = frozenset()):
        self.f = facts
        self.hits: list[tuple[int, str, str]] = []
        self.bound: set[str] = set(bound)  # names bound to a reported part name (the module's too)
        self.calls: list[ast.Call] = []
        self.strings: list[str] = []

    def hit(self, node, rule, what):
        self.hits.append((getattr(node, "lineno", 0), rule, what))

    # a nested function is a scope of its own; its decorators (parametrize tables) and defaults are this one's
    def visit_FunctionDef(self, node):
        for n in [*node.decorator_list, *node.args.defaults, *node.args.kw_defaults]:
            if n is not None:
                self.visit(n)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Assign(self, node):
        if isinstance(node.value, ast.Constant) and node.value.value in self.f.names or (
                isinstance(node.value, (ast.Tuple, ast.List)) and
                any(isinstance(e, ast.Constant) and e.value in self.f.names for e in node.value.elts)):
            self.bound.update(t.id for t in node.targets if isinstance(t, ast.Name))
        for t in node.targets:
            if isinstance(t, ast.Name) and "topic" in t.id.lower() and _ints(node.value) & self.f.topics:
                self.hit(node, "ecb-topic", f"{t.id} = reported ECB+ topics {sorted(_ints(node.value) & self.f.topics)}")
        self.generic_visit(node)

    def visit_For(self, node):
        it = node.iter
        if isinstance(node.target, ast.Name) and isinstance(it, (ast.Tuple, ast.List, ast.Set)) and any(
                isinstance(e, ast.Constant) and e.value in self.f.names for e in it.elts):
            self.bound.add(node.target.id)
        self.generic_visit(node)

    def visit_ImportFrom(self, node):
        if (node.module or "").startswith("storyline"):
            for a in node.names:
                if a.name in self.f.constants:
                    self.hit(node, "split-name", f"imports {a.name}, a reported part")
        self.generic_visit(node)

    def visit_Attribute(self, node):
        if node.attr in self.f.constants:
            self.hit(node, "split-name", f"uses {node.attr}, a reported part")
        self.generic_visit(node)

    def visit_Compare(self, node):
        sides = [node.left, *node.comparators]
        if any(_name(s) == "topic" for s in sides):
            found = set().union(*(_ints(s) for s in sides)) & self.f.topics
            if found:
                self.hit(node, "ecb-topic", f"compares a topic with reported ECB+ topics {sorted(found)}")
        self.generic_visit(node)

    def visit_Constant(self, node):
        if isinstance(node.value, str):
            self.strings.append(node.value)
            if self.f.ecb_doc.search(node.value):
                self.hit(node, "ecb-topic", f"an ECB+ document of a reported topic: {node.value[:60]!r}")
            if self.f.event_re.search(node.value):
                self.hit(node, "basil", f"a reported basil-crosscheck event: {node.value[:60]!r}")
            if self.f.path_re.search(node.value):
                self.hit(node, "path", f"a reported file: {node.value[:60]!r}")

    def visit_BinOp(self, node):
        if isinstance(node.op, ast.Div):
            parts = _div_parts(node)
            comps = set(splits.polnear_compartments("reported"))
            if "polnear" in parts and comps & set(parts[parts.index("polnear") + 1:]):
                self.hit(node, "path", f"a reported PolNeAR file: {'/'.join(parts)}")
        self.generic_visit(node)

    def visit_List(self, node):
        self._cli(node)
        self.generic_visit(node)

    visit_Tuple = visit_List

    def _cli(self, node):
        args = [e.value if isinstance(e, ast.Constant) and isinstance(e.value, str) else None for e in node.elts]
        for i, a in enumerate(args[:-1]):
            nxt = args[i + 1]
            if a in ("--topics", "--ecb-topics") and nxt and {int(t) for t in re.findall(r"\d+", nxt)} & self.f.topics:
                self.hit(node, "cli", f"{a} {nxt}: a reported ECB+ topic")
            if a == "--split" and nxt in self.f.names:
                self.hit(node, "cli", f"--split {nxt}")
        if "eval" in args:
            i = args.index("eval")
            cmd = args[i + 1] if i + 1 < len(args) else None
            named = args[args.index("--gate") + 1] if "--gate" in args[:-1] else None
            if cmd == "pin" and i + 2 < len(args):
                named = args[i + 2]
            if cmd in ("pin", "all"):
                if named is None and cmd == "all" or self.f.gates.get(named) == "reported":
                    self.hit(node, "cli", f"eval {cmd} {named or '(every gate)'}: a gate on a reported split")

    def visit_Call(self, node):
        self.calls.append(node)
        name = _name(node.func)
        if name in ("reported_texts", "crawl_stories_in_reported", "ecb_topics_never_read"):
            self.hit(node, "split-name", f"{name}(): a reported part")
        if name in self.f.functions:
            unknown = any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords)
            for pos, param, default in self.f.functions[name]:
                arg = node.args[pos] if pos is not None and pos < len(node.args) else None
                arg = next((k.value for k in node.keywords if k.arg == param), arg)
                if arg is None and not unknown and default in self.f.names:
                    self.hit(node, "split-name", f"{name}() without {param}=: defaults to {default!r}")
                if isinstance(arg, ast.Constant) and arg.value in self.f.names:
                    self.hit(node, "split-name", f"{name}({param}={arg.value!r})")
                elif isinstance(arg, ast.Name) and arg.id in self.bound:
                    self.hit(node, "split-name", f"{name}({param}={arg.id}), {arg.id} a reported part")
        if "topic" in name.lower() or "ecb" in name.lower():
            found = set().union(set(), *(_ints(a) for a in node.args)) & self.f.topics
            if found and name not in ("ecb_topics",):
                self.hit(node, "ecb-topic", f"{name}(...) of reported ECB+ topics {sorted(found)}")
        if name == "load_ecbplus" and len(node.args) + len(node.keywords) == 1:
            self.hit(node, "ecb-topic", "load_ecbplus of every topic, the reported ones included")
        for k in node.keywords:
            if k.arg and "topic" in k.arg.lower() and _ints(k.value) & self.f.topics:
                self.hit(node, "ecb-topic", f"{k.arg}= reported ECB+ topics {sorted(_ints(k.value) & self.f.topics)}")
        self.generic_visit(node)

    def finish(self):
        """The mixed-file rule, once the whole scope is seen."""
        names = {_name(c.func) for c in self.calls}

        def chooses(func: str) -> bool:
            return any(_name(c.func) == func and any(isinstance(a, ast.Constant) and a.value == "develop"
                                                     for a in [*c.args, *(k.value for k in c.keywords)])
                       for c in self.calls)

        reads_nq = "NewsQuant.json" in self.strings or names & {"load_newsquant", "evaluate_newsquant"}
        if reads_nq and not chooses("newsquant_part"):
            self.hit(self, "mixed-file", "reads NewsQuant.json without newsquant_part(..., 'develop')")
        reads_pages = "article-extraction" in self.strings and ({"html", "ground-truth.json"} & set(self.strings))
        if reads_pages and not chooses("extraction_page_in"):
            self.hit(self, "mixed-file", "reads article-extraction pages without extraction_page_in(..., 'develop')")
        return sorted(set(self.hits))


def scan_source(source: str, facts: Facts | None = None) -> list[tuple[str, int, str, str]]:
    """[(scope, line, rule, what)] for one module's source: scope is the function's name
    (``<module>`` for the top level)."""
    facts = facts or Facts()
    tree = ast.parse(source)
    out, module_bound = [], set()
    scopes = [("<module>", tree.body)] + [(n.name, n.body) for n in ast.walk(tree)
                                          if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    for name, body in scopes:
        v = _Scope(facts, module_bound)
        v.lineno = body[0].lineno if body else 0
        for stmt in body:
            v.visit(stmt)
        if name == "<module>":
            module_bound = v.bound
        out += [(name, line or v.lineno, rule, what) for line, rule, what in v.finish()]
    return out


def scan(tests_dir: Path = TESTS) -> list[str]:
    """'path:line: rule: what' for every finding in tests_dir/**/*.py outside the exemptions."""
    facts, bad = Facts(), []
    for path in sorted(tests_dir.rglob("*.py")):
        if path.name in EXEMPT_MODULES:
            continue
        for scope, line, rule, what in scan_source(path.read_text(encoding="utf8"), facts):
            if (path.name, scope) not in EXEMPT:
                bad.append(f"{path.relative_to(tests_dir.parent)}:{line}: {rule}: {what}")
    return bad


# ---------------------------------------------------------------- the tests

def test_no_test_but_the_gates_reads_a_reported_split():
    bad = scan()
    assert not bad, ("tests reading a reported split (develop on dev/train: storyline.evaluation.splits; "
                     "only tests/test_eval_gates.py scores the reported parts):\n" + "\n".join(bad))


def test_every_exemption_is_still_needed():
    facts = Facts()
    for (module, function), _why in EXEMPT.items():
        found = [s for s, *_ in scan_source((TESTS / module).read_text(encoding="utf8"), facts) if s == function]
        assert found, f"{module}::{function} names no reported part any more: drop it from EXEMPT"


# The cases this scan was written for (the tests before issue 16's last part), and innocent code.
CAUGHT = [
    ('write_ecbplus(bench_dir, folder / "ecbplus", [36, 38, 41])', "ecb-topic"),
    ('CliRunner().invoke(cli, ["eval", "brief", "--limit", "2", "--topics", "38"])', "cli"),
    ('base = bench_dir / "polnear" / "data" / "test"', "path"),
    ('refs, annotated = pn.load_referents("test")', "split-name"),
    ('arts = pn.load_polnear(bench_dir, "test")', "split-name"),
    ('from storyline.evaluation.grouping import DEV_TOPICS, TEST_TOPICS, bcubed', "split-name"),
    ('def f(bench_dir):\n    data = json.loads((bench_dir / "newsquant" / "NewsQuant.json").read_text())', "mixed-file"),
    ('def f(bench_dir):\n    data = nq.load_newsquant(bench_dir)', "mixed-file"),
    ('def f(b):\n    return sorted((b / "article-extraction" / "html").glob("*.html.gz"))[:3]', "mixed-file"),
    ('docs = load_ecbplus(zip_path, {2, 5} | set(range(40, 43)))', "ecb-topic"),
    ('docs = load_ecbplus(zip_path)', "ecb-topic"),
    ('topics = frozenset({2, 44})', "ecb-topic"),
    ('subs = ev.prepare_topics(bench_dir, frozenset({38}), nlp)', "ecb-topic"),
    ('res = evaluate_brief(bench_dir, "dev", ecb_topics=frozenset({41}))', "ecb-topic"),
    ('res = evaluate_brief(bench_dir, "test")', "split-name"),
    ('res = evaluate_brief(bench_dir, summary_limit=3, nlp=nlp)', "split-name"),  # the default split is test
    ('res = evaluate_polnear(bench_dir, nlp, limit=5)', "split-name"),
    ('ids = splits.ecb_topics("reported")', "split-name"),
    ('half = splits.newsquant_part(items, part="reported")', "split-name"),
    ('for s in ("val", "test"):\n    rows = load_split(bench, s)', "split-name"),
    ('docs = [d for d in ecb if d.topic == 38]', "ecb-topic"),
    ('name = "38_2ecbplus"', "ecb-topic"),
    ('ev = "72fa9b13"', "basil"),
    ('p = bench / "neus-allsides" / "test.source"', "path"),
    ('run = invoke(cli, ["eval", "names", "--split", "reported"])', "cli"),
    ('run = invoke(cli, ["eval", "pin", "quotes", "--floors", d])', "cli"),
    ('run = invoke(cli, ["eval", "all", "--floors", d])', "cli"),
    ('texts = list(splits.reported_texts(bench))', "split-name"),
]
INNOCENT = [
    'write_ecbplus(bench_dir, folder / "ecbplus", sorted(ecb_topics("dev"))[:3])',
    'docs = load_ecbplus(zip_path, set(range(1, 13)))',
    'text = "The Senate passed it by a vote of 61 to 38."',
    'a = Article(id="x", source="test", title="t", text="Claims dropped 36,000.")',
    'q = one(nlp, "Nearly three dozen countries signed.", 36)',
    'row = c.row("x", "test")',
    'g = Gate("toy", "toy stage", "newsquant", "reported", "toy split", (), lambda b, n: None)',
    'table = format_table({"rows": [{"method": "m", "split": "test", "f1": 0.5}]})',
    'ents = [("PERSON", 0, 7), ("GPE", 19, 26), ("PERSON", 36, 48)]',
    'every = pn.load_polnear(bench_dir, "train", limit=None, step=5)',
    'res = evaluate_brief(bench_dir, "dev", summary_limit=3, ecb_topics=frozenset({5}))',
    'res = evaluate_polnear(bench_dir, nlp, split="dev", limit=5)',
    'res = evaluate_names(bench_dir, nlp)',  # its default split is dev
    'day = (d.topic * 3 + len(str(d.subtopic))) % 40',
    'def f(b):\n    return splits.newsquant_part(nq.load_newsquant(b), "develop")',
    'def f(b):\n    return [p for p in (b / "article-extraction" / "html").glob("*.gz") '
    'if extraction_page_in(p.name[:64], "develop")]',
    'run = invoke(cli, ["eval", "crosscheck", "--split", "dev"])',
    'run = invoke(cli, ["eval", "pin", "snippets", "--floors", d])',
    'run = invoke(cli, ["eval", "all", "--gate", "snippets", "--floors", d])',
    'ev = "84678e18"',
    'p = bench / "polnear" / "data" / "dev" / "text"',
    'with pytest.raises(ValueError):\n    evaluate_brief(bench_dir, "train")',
]


@pytest.fixture(scope="module")
def facts():
    return Facts()


@pytest.mark.parametrize("source, rule", CAUGHT)
def test_the_scan_catches(facts, source, rule):
    assert rule in {r for _, _, r, _ in scan_source(source, facts)}


@pytest.mark.parametrize("source", INNOCENT)
def test_the_scan_lets_pass(facts, source):
    assert scan_source(source, facts) == []
