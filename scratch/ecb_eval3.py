import sys, pickle, collections
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
from storyline.evaluation.ecb_events import story_bundle, score_pairs, score_lemma, PairCount
from storyline.align import align
from storyline.judge import judge
from storyline.events import link_events
subs = pickle.load(open(f'/tmp/ecb_{sys.argv[1]}.pkl', 'rb'))
rows = collections.defaultdict(PairCount)
for sub in subs:
    bundle, pm = story_bundle(sub)
    al = align(bundle, pm); j = judge(al)
    idx = {id(it): i for i, it in enumerate(al.claims['claims'])}
    fact_of = {}
    for fid, items in j.items.items():
        for it in items:
            if id(it) in idx: fact_of[idx[id(it)]] = fid
        for g in j.also.get(fid, ()):
            for it in g:
                if id(it) in idx: fact_of[idx[id(it)]] = fid
    for variant, fo in (('events', None), ('events+facts', fact_of)):
        evs = link_events(al, fo)
        at = {}
        for e_i, e in enumerate(evs):
            for m in e.mentions: at[(m.article, m.start, m.end)] = e_i
        by_art = collections.defaultdict(list)
        for (a, s, e), v in at.items(): by_art[a].append((s, e, v))
        ev_of = {}
        for m, s, e in sub.mentions:
            got = None
            if s is not None:
                got = next((v for (x, y, v) in by_art[m.doc] if x < e and s < y), None)
            ev_of[(m.doc, m.m_id)] = got
        ms = [m for m, _, _ in sub.mentions]
        K = lambda m: (m.doc, m.m_id)
        rows[variant].add(score_pairs(ms, lambda a, b: ev_of[K(a)] is not None and ev_of[K(a)] == ev_of[K(b)], lambda m: ev_of[K(m)] is not None))
    rows['lemma'].add(score_lemma(sub))
for k, v in rows.items():
    r = v.row(k, ''); print(k, r['precision'], r['recall'], r['f1'], 'coverage', r['coverage'])
