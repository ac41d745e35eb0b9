import sys, pickle, numpy as np, os, collections
os.environ['HF_HUB_OFFLINE'] = '1'
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
from ecb_pairs_feat import story_rows, feats
from pairs import encoder
enc = encoder()
subs = pickle.load(open('/tmp/ecb_dev.pkl', 'rb'))
X, y, E = [], [], []
for sub in subs:
    al, ms_all, gm, chain, tf, fact_of, df = story_rows(sub)
    keys = sorted(chain)
    lem = sorted({ms_all[k].lemma for k in keys})
    V = dict(zip(lem, enc.encode(lem, normalize_embeddings=True)))
    for i, a in enumerate(keys):
        for b in keys[i+1:]:
            ma, mb = ms_all[a], ms_all[b]
            if ma.article == mb.article: continue
            X.append(feats(al, ma, mb, tf, fact_of, df) + [float(V[ma.lemma] @ V[mb.lemma])]); y.append(int(chain[a] == chain[b]))
X = np.array(X); y = np.array(y)
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
print('wordemb AUC', roc_auc_score(y, X[:,-1]))
for cols, name in ((slice(0, -1), 'no emb'), (slice(None), 'with emb')):
    lr = LogisticRegression(C=1.0, max_iter=2000).fit(X[:, cols], y); p = lr.predict_proba(X[:, cols])[:,1]
    best = max(((2*((p>=t)&(y==1)).sum()/((p>=t).sum()+y.sum())), t) for t in np.arange(0.2, 0.8, 0.05))
    print(name, 'AUC', round(roc_auc_score(y, p),3), 'best F1', best)
