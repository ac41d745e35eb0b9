"""ECB+ mention-level pairwise F1 of cross-document event links through claims (scratch, dev/train)."""
import sys, pickle, collections
sys.path.insert(0, '/work/wt/lead')
from storyline.evaluation.ecb_events import story_bundle, score_pairs, score_lemma, PairCount
from storyline.align import align
from storyline.judge import judge

def mention_facts(sub, al, j):
    nodes = al.claims.get('claims', [])
    fact_of = {}
    for fid, items in j.items.items():
        for it in items: fact_of[id(it)] = fid
        for g in j.also.get(fid, ()):
            for it in g: fact_of[id(it)] = fid
    out = {}
    for m, s, e in sub.mentions:
        got = None
        if s is not None:
            for it in nodes:
                p = it.predicate
                if it.article == m.doc and p is not None and p.head.start < e and s < p.head.end:
                    got = fact_of.get(id(it)); break
        out[(m.doc, m.m_id)] = got
    return out

def run(subs):
    ours, lemma = PairCount(), PairCount()
    for sub in subs:
        bundle, pm = story_bundle(sub)
        al = align(bundle, pm); j = judge(al)
        mf = mention_facts(sub, al, j)
        ms = [m for m, _, _ in sub.mentions]
        ours.add(score_pairs(ms, lambda a, b: mf[(a.doc, a.m_id)] is not None and mf[(a.doc, a.m_id)] == mf[(b.doc, b.m_id)],
                             lambda m: mf[(m.doc, m.m_id)] is not None))
        lemma.add(score_lemma(sub))
    return ours.row('claims', ''), lemma.row('lemma', '')

if __name__ == '__main__':
    subs = pickle.load(open(f'/tmp/ecb_{sys.argv[1]}.pkl', 'rb'))
    for r in run(subs): print(r)
