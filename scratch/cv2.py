import sys; W = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0; sys.argv=sys.argv[:1]; sys.path.insert(0,'scratch')
import tune, pickle, collections, re
extra = pickle.load(open('/tmp/ecb_train_xy.pkl', 'rb'))
allb = list(tune.bundles); ts = (0.3, 0.4, 0.5, 0.6, 0.7)
res = {t: collections.Counter() for t in ts}
for k in range(len(allb)):
    tune.bundles = [b for i, b in enumerate(allb) if i != k]
    w = tune.fit_with(extra, 1.0, W)
    tune.bundles = [allb[k]]
    for t in ts:
        out = tune.evaluate(w, t)
        for part in ('strict', 'loose', 'facts', 'conf', 'toolconf'):
            res[t][part] += int(re.search(part + r' (\d+)', out).group(1))
for t in ts:
    r = res[t]; print(f"CV+ecb(w={W}) t={t}: strict {r['strict']}/64 loose {r['loose']} facts {r['facts']/8:.0f} conf {r['conf']} toolconf {r['toolconf']}")
tune.bundles = allb
w = tune.fit_with(extra, 1.0, W)
print(dict(zip(tune.AC.FEATURES, [round(x, 2) for x in w])))
