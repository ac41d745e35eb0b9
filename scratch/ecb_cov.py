import sys, pickle, collections, random
sys.path.insert(0, '/work/wt/lead')
subs = pickle.load(open('/tmp/ecb_dev.pkl', 'rb'))
miss = []; tot = 0; nopred = 0
for sub in subs:
    for m, s, e in sub.mentions:
        tot += 1
        if s is None: miss.append(('LOST', m.trigger, '')); continue
        f = sub.findings[m.doc]
        evs = [(a, b, l) for p in f.predicates for a, b, l in p.events]
        if not any(a < e and s < b for a, b, l in evs):
            text = sub.articles[m.doc].text
            inpred = any(p.sentence.start <= s < p.sentence.end for p in f.predicates)
            nopred += not inpred
            miss.append(('NOEV' if inpred else 'NOPRED', m.trigger, text[max(0,s-40):e+30].replace('\n',' ')))
print(tot, len(miss), collections.Counter(x[0] for x in miss))
random.seed(1)
for x in random.sample(miss, 40): print(x)
