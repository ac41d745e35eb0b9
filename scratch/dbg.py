import sys, json
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
import basil
from storyline.model import Story
from storyline.brief import bundle_of
from storyline.align import align
from storyline.judge import judge
data = basil.prepared()
def get(ev):
    arts = {a.id: a for a, f in data[ev]}; finds = {a.id: f for a, f in data[ev]}
    b, pm = bundle_of(Story(ev, '', tuple(arts)), arts, finds, {})
    al = align(b, pm); return b, al, judge(al)
def find(al, needle):
    rec = al.claims; out = []
    for i, it in enumerate(rec['claims']):
        if needle.lower() in al.bundle.articles[it.article].text[it.sentence.start:it.sentence.end].lower():
            out.append(i)
    return out
if __name__ == '__main__':
    ev = sys.argv[1]; needles = sys.argv[2:]
    b, al, j = get(ev)
    rec = al.claims; views = rec['views']; sc = rec['scores']
    idx = [find(al, n) for n in needles]
    for n, ids in zip(needles, idx):
        for i in ids:
            it = rec['claims'][i]; v = views[i]
            print(i, it.kind, it.article[-3:], repr(v.gist), 'days', v.days, 'trig', v.trigger)
    from storyline.align_claims import pair_features, FEATURES, load_model
    m = load_model()
    for a in idx[0]:
        for bb in (idx[1] if len(idx) > 1 else []):
            if views[a].article == views[bb].article: continue
            x = pair_features(views[a], views[bb]); key = (min(a,bb), max(a,bb))
            print(a, bb, 'p=%.3f' % m.probability(x), 'cand' if key in sc else 'NOT-CAND', {f: round(v,2) for f, v in zip(FEATURES, x) if v})
