import json, re, sys, importlib.util, collections
spec = importlib.util.spec_from_file_location("score", "/work/shared/benchmarks/basil-crosscheck/score.py")
score = importlib.util.module_from_spec(spec); spec.loader.exec_module(score)
norm = score.norm
DEV = ["84678e18","6b541575","79bf99c6","c5534b7e","c21cb217","d3a1ce0a","06ffda2d","0ffb34cd"]
g = json.load(open('/work/shared/benchmarks/basil-crosscheck/gold.json'))['events']
arts = {json.loads(l)['id']: json.loads(l) for l in open('/work/shared/benchmarks/basil-crosscheck/articles.jsonl')}
sys.path.insert(0, '/work/wt/lead')
from storyline.sentences import split_sentences
tot=[]; 
for ev in DEV:
    e = g[ev]
    sents = {}
    for o, aid in e['articles'].items():
        t = arts[aid]['text']
        sents[o] = [norm(t[s.start:s.end]) for s in split_sentences(t)]
    def sent_of(o, frag):
        nf = norm(frag)
        hits = [i for i, s in enumerate(sents[o]) if nf in s]
        return hits[0] if hits else None
    # all gold items with fragments
    items = []
    for i, c in enumerate(e['corroborated']):
        items.append(('corr', i, c['fragments']))
    for k in ('conflicts', 'disputes'):
        if e.get(k) and e[k] != 'none':
            for i, c in enumerate(e[k]):
                for j, side in enumerate(c['sides']):
                    items.append((k, (i, j), side['fragments']))
    for i, s1 in enumerate(e['single_source']):
        items.append(('single', i, {s1['outlet']: s1['fragment']}))
    where = collections.defaultdict(set)
    miss = 0
    for it in items:
        for o, fr in it[2].items():
            s = sent_of(o, fr)
            if s is None: miss += 1; continue
            where[(o, s)].add((it[0], it[1]))
    for i, c in enumerate(e['corroborated']):
        others = set()
        for o, fr in c['fragments'].items():
            s = sent_of(o, fr)
            if s is not None: others |= where[(o, s)]
        tot.append(len(others))
    print(ev, 'missing frags', miss, [t for t in tot[-8:]])
print('oracle frag', sum(tot)/len(tot), collections.Counter(tot))
