"""Mention-pair features on ECB+ (train for fitting, dev for eval) through our event mentions."""
import sys, pickle, collections, math
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
from storyline.evaluation.ecb_events import story_bundle, score_pairs, PairCount
from storyline.align import align
from storyline.judge import judge
from storyline import events as EV
from storyline.textsim import TfIdf, cosine
from rapidfuzz import fuzz

def gold_map(sub, ms_all):
    by_title = collections.defaultdict(list); by_art = collections.defaultdict(list)
    for n, m in enumerate(ms_all):
        (by_title if m.title else by_art)[m.article].append((m.start, m.end, n))
    gm = {}
    for m, s, e in sub.mentions:
        if s is None:
            raw = sub.raw[m.doc]; ls = raw.rfind('\n', 0, m.start) + 1
            le = raw.find('\n', m.end); line = raw[ls: le if le >= 0 else len(raw)]
            t = sub.articles[m.doc].title
            if line.strip() == t.strip():
                off = t.find(line.strip()); s2, e2 = m.start - ls + off, m.end - ls + off
                gm[(m.doc, m.m_id)] = next((n for a, b, n in by_title[m.doc] if a < e2 and s2 < b), None)
            else: gm[(m.doc, m.m_id)] = None
        else:
            gm[(m.doc, m.m_id)] = next((n for a, b, n in by_art[m.doc] if a < e and s < b), None)
    return gm

def sentence_of(al, m):
    if m.title: return al.bundle.articles[m.article].title
    t = al.bundle.articles[m.article].text
    for s in al.sentences[m.article]:
        if s.start <= m.start < s.end: return t[s.start:s.end]
    return ''

STOP = {'be', 'have', 'say', 'do', 'get', 'tell', 'make', 'go'}
def feats(al, a, b, tf, fact_of, df):
    sa, sb = sentence_of(al, a), sentence_of(al, b)
    same_fact = a.claim >= 0 and b.claim >= 0 and fact_of.get(a.claim) is not None and fact_of.get(a.claim) == fact_of.get(b.claim)
    fz = fuzz.ratio(a.lemma, b.lemma) / 100
    return [1.0, float(a.lemma == b.lemma), float(a.concept == b.concept), fz, float(fz >= 0.8),
            cosine(tf.vector(sa), tf.vector(sb)), float(same_fact), float(a.title and b.title), float(a.title or b.title),
            float(a.lemma in STOP), math.log(1 + df.get(a.concept, 0)), float(a.trigger and b.trigger)]

def story_rows(sub):
    bundle, pm = story_bundle(sub)
    al = align(bundle, pm); j = judge(al)
    idx = {id(it): i for i, it in enumerate(al.claims['claims'])}
    fact_of = {}
    for fid, items in j.items.items():
        for it in items + [x for g in j.also.get(fid, ()) for x in g]:
            if id(it) in idx: fact_of[idx[id(it)]] = fid
    evs = EV.link_events(al)
    ms_all = [m for e in evs for m in e.mentions]
    gm = gold_map(sub, ms_all)
    chain = {}
    for m, s, e in sub.mentions:
        n = gm[(m.doc, m.m_id)]
        if n is not None: chain.setdefault(n, m.chain)
    texts = [al.bundle.articles[a].text[s.start:s.end] for a in al.order for s in al.sentences[a]] + [al.bundle.articles[a].title for a in al.order]
    tf = TfIdf(texts)
    df = collections.Counter(m.concept for m in ms_all)
    return al, ms_all, gm, chain, tf, fact_of, df

if __name__ == '__main__':
    split = sys.argv[1]
    subs = pickle.load(open(f'/tmp/ecb_{split}.pkl', 'rb'))
    X, y = [], []
    for sub in subs:
        al, ms_all, gm, chain, tf, fact_of, df = story_rows(sub)
        keys = sorted(chain)
        for i, a in enumerate(keys):
            for b in keys[i+1:]:
                ma, mb = ms_all[a], ms_all[b]
                if ma.article == mb.article: continue
                X.append(feats(al, ma, mb, tf, fact_of, df)); y.append(int(chain[a] == chain[b]))
    pickle.dump((X, y), open(f'/tmp/ecbm_{split}.pkl', 'wb'))
    print(split, len(X), sum(y))
