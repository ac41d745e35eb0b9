import sys, pickle, collections
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
from storyline.evaluation.ecb_events import story_bundle, score_pairs, score_lemma, PairCount
from storyline.paraphrase import concept
from storyline.align import align
from storyline.judge import judge
from ecb_eval import mention_facts
subs = pickle.load(open(f'/tmp/ecb_{sys.argv[1]}.pkl', 'rb'))
rows = collections.defaultdict(PairCount)
for sub in subs:
    bundle, pm = story_bundle(sub)
    al = align(bundle, pm); j = judge(al)
    mf = mention_facts(sub, al, j)
    ms = [m for m, _, _ in sub.mentions]
    lem = sub.lemmas
    con = {k: concept(v) for k, v in lem.items()}
    K = lambda m: (m.doc, m.m_id)
    rows['lemma'].add(score_lemma(sub))
    rows['concept'].add(score_pairs(ms, lambda a, b: con[K(a)] == con[K(b)], lambda m: True))
    rows['concept|fact'].add(score_pairs(ms, lambda a, b: con[K(a)] == con[K(b)] or (mf[K(a)] is not None and mf[K(a)] == mf[K(b)]), lambda m: True))
    rows['fact'].add(score_pairs(ms, lambda a, b: mf[K(a)] is not None and mf[K(a)] == mf[K(b)], lambda m: mf[K(m)] is not None))
for k, v in rows.items(): print(k, v.row(k, '')['precision'], v.row(k, '')['recall'], v.row(k, '')['f1'])
