import json, sys, importlib.util
spec = importlib.util.spec_from_file_location("score", "/work/shared/benchmarks/basil-crosscheck/score.py")
score = importlib.util.module_from_spec(spec); spec.loader.exec_module(score)
norm = score.norm
DEV = ["84678e18","6b541575","79bf99c6","c5534b7e","c21cb217","d3a1ce0a","06ffda2d","0ffb34cd"]
ev = sys.argv[1]; assert ev in DEV
g = json.load(open('/work/shared/benchmarks/basil-crosscheck/gold.json'))['events'][ev]
arts = {json.loads(l)['id']: json.loads(l) for l in open('/work/shared/benchmarks/basil-crosscheck/articles.jsonl')}
sys.path.insert(0, '/work/wt/lead')
from storyline.sentences import split_sentences
sents = {}
for o, aid in g['articles'].items():
    t = arts[aid]['text']; sents[o] = [t[s.start:s.end] for s in split_sentences(t)]
def find(o, fr):
    return next((s for s in sents[o] if norm(fr) in norm(s)), '??')
print(g['topic'])
for c in g['corroborated']:
    print('\n==', c['fact'], c['outlets'])
    for o, fr in c['fragments'].items(): print(f'  [{o}] {find(o, fr)}')
for k in ('conflicts','disputes'):
    if g.get(k) and g[k] != 'none':
        for c in g[k]:
            print(f'\n## {k}: {c["about"]}')
            for side in c['sides']:
                print('  side:', side['claim'])
                for o, fr in side['fragments'].items(): print(f'    [{o}] {find(o, fr)}')
for n in g['not_conflicts']:
    print('\n-- trap:', n['about'])
    for o, fr in n['fragments'].items(): print(f'    [{o}] {find(o, fr)}')
