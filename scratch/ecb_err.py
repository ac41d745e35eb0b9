import sys, pickle, collections
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
from ecb_pairs_feat import story_rows
from storyline import events as EV
subs = pickle.load(open('/tmp/ecb_dev.pkl', 'rb'))
miss = collections.Counter(); fp = collections.Counter()
for sub in subs:
    al, ms_all, gm, chain, tf, fact_of, df = story_rows(sub)
    evs = EV.link_events(al); ev = {}
    for i, e in enumerate(evs):
        for m in e.mentions: ev[(m.article, m.start, m.title)] = i
    keys = sorted(chain)
    for i, a in enumerate(keys):
        for b in keys[i+1:]:
            ma, mb = ms_all[a], ms_all[b]
            if ma.article == mb.article: continue
            same = chain[a] == chain[b]; linked = ev.get((ma.article, ma.start, ma.title)) == ev.get((mb.article, mb.start, mb.title))
            k = tuple(sorted((ma.lemma, mb.lemma)))
            if same and not linked: miss[k] += 1
            if linked and not same: fp[k] += 1
print('MISSED', miss.most_common(40)); print('FALSE', fp.most_common(25))
