import sys, pickle, collections
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
from storyline.evaluation.ecb_events import story_bundle, score_pairs, PairCount
from storyline.align import align
from storyline import events as EV
subs = pickle.load(open('/tmp/ecb_dev.pkl', 'rb'))
rows = collections.defaultdict(PairCount)
for sub in subs:
    bundle, pm = story_bundle(sub)
    al = align(bundle, pm)
    evs = EV.link_events(al)
    ms_all = [m for e in evs for m in e.mentions]
    # map gold mention -> our mention index
    by_art = collections.defaultdict(list)
    for n, m in enumerate(ms_all): by_art[m.article].append((m.start, m.end, n))
    by_title = collections.defaultdict(list)
    for n, m in enumerate(ms_all):
        if m.title: by_title[m.article].append((m.start, m.end, n))
    by_art = collections.defaultdict(list)
    for n, m in enumerate(ms_all):
        if not m.title: by_art[m.article].append((m.start, m.end, n))
    gm = {}
    for m, s, e in sub.mentions:
        if s is None:
            raw = sub.raw[m.doc]; ls = raw.rfind('\n', 0, m.start) + 1
            le = raw.find('\n', m.end); line = raw[ls: le if le >= 0 else len(raw)]
            if line.strip() == sub.articles[m.doc].title.strip():
                off = sub.articles[m.doc].title.find(line.strip()); s2, e2 = m.start - ls + off, m.end - ls + off
                gm[(m.doc, m.m_id)] = next((n for a, b, n in by_title[m.doc] if a < e2 and s2 < b), None)
            else:
                gm[(m.doc, m.m_id)] = None
        else:
            gm[(m.doc, m.m_id)] = next((n for a, b, n in by_art[m.doc] if a < e and s < b), None)
    ms = [m for m, _, _ in sub.mentions]; K = lambda m: (m.doc, m.m_id)
    con = lambda n: ms_all[n].concept
    lem = lambda n: ms_all[n].lemma
    rows['our-concept'].add(score_pairs(ms, lambda a, b: gm[K(a)] is not None and gm[K(b)] is not None and con(gm[K(a)]) == con(gm[K(b)]), lambda m: gm[K(m)] is not None))
    rows['our-lemma'].add(score_pairs(ms, lambda a, b: gm[K(a)] is not None and gm[K(b)] is not None and lem(gm[K(a)]) == lem(gm[K(b)]), lambda m: gm[K(m)] is not None))
    ev_of = {}
    for i, e in enumerate(evs):
        for m in e.mentions: ev_of[id(m)] = i
    rows['events'].add(score_pairs(ms, lambda a, b: gm[K(a)] is not None and gm[K(b)] is not None and ev_of[id(ms_all[gm[K(a)]])] == ev_of[id(ms_all[gm[K(b)]])], lambda m: gm[K(m)] is not None))
for k, v in rows.items():
    r = v.row(k, ''); print(k, r['precision'], r['recall'], r['f1'], 'coverage', r['coverage'])
