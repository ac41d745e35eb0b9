"""Fit on basil dev (cached bundles), then sweep the threshold by the end metric (dev, in-process)."""
import sys, json, pickle, os, importlib.util, collections
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
from pathlib import Path
from storyline.evaluation import train_align as T
from storyline import align_claims as AC
from storyline.align import align
from storyline.judge import judge
import basil
HERE = basil.HERE
score = basil.score
gold = json.load(open(HERE / 'gold.json'))['events']
from storyline.model import Story
from storyline.brief import bundle_of, build_brief
from storyline.settings import Settings
data = basil.prepared()
bundles = []
for ev in basil.DEV:
    arts = {a.id: a for a, f in data[ev]}; finds = {a.id: f for a, f in data[ev]}
    b, pm = bundle_of(Story(ev, '', tuple(arts)), arts, finds, {})
    bundles.append((ev, b, pm))

def fit(C=1.0, drop=()):
    X, y = [], []
    for ev, b, pm in bundles:
        al = align(b, pm)
        for x, l in T.examples(al, T.basil_pairs(al, gold[ev])):
            X.append(x); y.append(l)
    if drop:
        keep = [i for i, f in enumerate(AC.FEATURES) if f not in drop]
        X = [[r[i] for i in keep] for r in X]
    w = T.fit(X, y, C)
    if drop:
        full = [0.0] * len(AC.FEATURES)
        for k, i in enumerate(keep): full[i] = w[k]
        w = full
    return w

def evaluate(w, t):
    import os, tempfile
    path = tempfile.mktemp(suffix='.json', dir='/tmp')
    open(path, 'w').write(json.dumps({'features': list(AC.FEATURES), 'weights': w, 'threshold': t}))
    os.environ['STORYLINE_ALIGN_MODEL'] = path
    tot = collections.Counter()
    for ev, b, pm in bundles:
        br = build_brief(b, Settings(), pm)
        r = score.score_event(ev, gold[ev], {'stories': [br]}, {})
        c = r['corroborated']
        tot['strict'] += sum(x['strict'] for x in c); tot['loose'] += sum(x['loose'] for x in c)
        frag = [x['n_tool_facts'] for x in c if x['n_tool_facts']]
        tot['frag'] += sum(frag); tot['fragn'] += len(frag); tot['n'] += len(c)
        tot['facts'] += r['brief']['facts']; tot['ev'] += 1
        tot['conf'] += sum(x['found'] for x in r['conflicts']); tot['disp'] += sum(x['found'] for x in r['disputes'])
        tot['tc'] += len(r['tool_conflicts'])
    return f"strict {tot['strict']}/{tot['n']} loose {tot['loose']} frag {tot['frag']/tot['fragn']:.2f} facts {tot['facts']/tot['ev']:.0f} conf {tot['conf']} disp {tot['disp']} toolconf {tot['tc']}"

if __name__ == '__main__':
    w = fit(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0)
    print(dict(zip(AC.FEATURES, [round(x, 2) for x in w])))
    for t in [0.5, 0.7, 0.8, 0.9, 0.95, 0.98]:
        print(t, evaluate(w, t))

def cv(C=1.0, ts=(0.3, 0.4, 0.5, 0.6), drop=()):
    """leave one event out: fit on 7, score the 8th."""
    global bundles
    allb = list(bundles)
    res = {t: collections.Counter() for t in ts}
    for k in range(len(allb)):
        bundles = [b for i, b in enumerate(allb) if i != k]
        w = fit(C, drop)
        bundles = [allb[k]]
        for t in ts:
            out = evaluate(w, t)
            for part in ('strict', 'loose', 'facts', 'conf', 'toolconf'):
                import re
                m = re.search(part + r' (\d+)', out); res[t][part] += int(m.group(1))
            m = re.search(r'frag ([\d.]+)', out); res[t]['frag'] += float(m.group(1))
    bundles = allb
    for t in ts:
        r = res[t]
        print(f"CV t={t}: strict {r['strict']}/64 loose {r['loose']} frag~{r['frag']/8:.2f} facts {r['facts']/8:.0f} conf {r['conf']} toolconf {r['toolconf']}")

import pickle as _pk
def ecb_examples(split='train', limit=None):
    from storyline.evaluation.ecb_events import story_bundle
    subs = _pk.load(open(f'/tmp/ecb_{split}.pkl', 'rb'))
    X, y = [], []
    for sub in subs[:limit]:
        b, pm = story_bundle(sub)
        al = align(b, pm)
        pos, only = T.ecb_pairs(al, sub)
        for x, l in T.examples(al, pos, only):
            X.append(x); y.append(l)
    return X, y

def fit_with(extra, C=1.0, weight=1.0):
    X, y = [], []
    for ev, b, pm in bundles:
        al = align(b, pm)
        for x, l in T.examples(al, T.basil_pairs(al, gold[ev])):
            X.append(x); y.append(l)
    n = len(X)
    X += extra[0]; y += extra[1]
    from sklearn.linear_model import LogisticRegression
    sw = [1.0] * n + [weight] * len(extra[0])
    lr = LogisticRegression(C=C, class_weight='balanced', max_iter=3000)
    lr.fit(X, y, sample_weight=sw)
    return [float(lr.intercept_[0]) + float(lr.coef_[0][0])] + [float(v) for v in lr.coef_[0][1:]]
