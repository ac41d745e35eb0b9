import sys, json
sys.path.insert(0, '/work/wt/lead')
from storyline.extract import load_nlp, parse
from storyline.extract.predicates import find_predicates
from storyline.sentences import split_sentences
nlp = load_nlp()
texts = sys.argv[1:] or [l.strip() for l in sys.stdin if l.strip()]
for t in texts:
    s = split_sentences(t); doc = parse(nlp, t, s)
    for p in find_predicates(doc, 'a', s):
        print(f"  [{p.trigger}/{p.pos}] neg={p.negated} mod={p.modality} src={p.source!r}/{p.cue} subj={p.subject!r} obj={p.object!r}\n      span={t[p.span.start:p.span.end]!r}\n      gist={p.gist!r}")
    print()
