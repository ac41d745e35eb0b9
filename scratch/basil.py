"""Dev harness: basil-crosscheck dev events through prepare + brief_of, scored by score.py in process."""
import sys, json, pickle, os, time, importlib.util, argparse
from pathlib import Path
sys.path.insert(0, '/work/wt/lead')
HERE = Path('/work/shared/benchmarks/basil-crosscheck')
spec = importlib.util.spec_from_file_location("score", HERE / "score.py")
score = importlib.util.module_from_spec(spec); spec.loader.exec_module(score)
DEV = ["84678e18","6b541575","79bf99c6","c5534b7e","c21cb217","d3a1ce0a","06ffda2d","0ffb34cd"]

def prepared(cache=True):
    from storyline.readers import read_file
    from storyline.settings import Settings
    from storyline.pipeline import prepare
    from storyline.extract import load_nlp
    import storyline.extract.predicates as P
    stamp = os.path.getmtime(P.__file__)
    cp = Path('/tmp/basil_dev_prep.pkl')
    if cache and cp.exists():
        d = pickle.load(open(cp, 'rb'))
        if d.get('stamp') == stamp:
            return d['data']
    gold = json.load(open(HERE / 'gold.json'))['events']
    rows = {json.loads(l)['id']: l for l in (HERE / 'articles.jsonl').read_text().splitlines() if l.strip()}
    nlp = load_nlp()
    data = {}
    tmp = Path('/tmp/basil_dev'); tmp.mkdir(exist_ok=True)
    for ev in DEV:
        p = tmp / f'{ev}.jsonl'
        p.write_text(''.join(rows[x] + '\n' for x in gold[ev]['articles'].values()))
        arts = list(read_file(p, Settings(), lambda *a: None, lambda *a: None))
        data[ev] = [prepare(a, nlp)[:2] for a in arts]
    pickle.dump({'stamp': stamp, 'data': data}, open(cp, 'wb'))
    return data

def run(events=DEV, verbose=False, out=None):
    from storyline.model import Story
    from storyline.pipeline import brief_of
    from storyline.settings import Settings
    gold = json.load(open(HERE / 'gold.json'))['events']
    data = prepared()
    results = {}
    t0 = time.time()
    for ev in events:
        arts = {a.id: a for a, f in data[ev]}
        finds = {a.id: f for a, f in data[ev]}
        story = Story('s1', '', tuple(arts))
        b = brief_of(story, arts, finds, {}, Settings())
        results[ev] = {'stories': [b]}
        if out:
            d = Path(out) / f'ev_{ev}'; d.mkdir(parents=True, exist_ok=True)
            (d / 'out.json').write_text(json.dumps(results[ev]))
    return results, time.time() - t0

if __name__ == '__main__':
    ap = argparse.ArgumentParser(); ap.add_argument('--out', default='/tmp/basil_dev_out'); ap.add_argument('-v', action='store_true')
    a = ap.parse_args()
    res, secs = run(out=a.out)
    cmd = [sys.executable, str(HERE / 'score.py'), '--gold', '/tmp/basil_dev_gold.json', '--root', a.out] + (['--verbose', '--list-conflicts'] if a.v else [])
    g = json.load(open(HERE / 'gold.json'))
    g['events'] = {k: v for k, v in g['events'].items() if k in DEV}
    json.dump(g, open('/tmp/basil_dev_gold.json', 'w'))
    import subprocess
    subprocess.run(cmd)
    print(f'brief seconds: {secs:.1f}')
