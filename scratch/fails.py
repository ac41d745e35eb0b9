import sys, json, os, itertools, collections
import numpy as np
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
os.environ['HF_HUB_OFFLINE'] = '1'
from pairs import prepared, DEV, data, claims_of, label_pairs, encoder
from storyline.textsim import TfIdf, cosine
enc = encoder()
for ev in DEV[:3]:
    cl = claims_of(ev); pos, groups = label_pairs(ev, cl)
    gists = [p.gist for _, p in cl]
    E = enc.encode(gists, normalize_embeddings=True, batch_size=64)
    tf = TfIdf(gists); V = [tf.vector(g) for g in gists]
    n = len(cl); arts = [a for a, _ in cl]; sid = [(a, p.sentence.start) for a, p in cl]
    S = 0.6*(E@E.T) + 0.4*np.array([[cosine(V[i],V[j]) if arts[i]!=arts[j] else 0 for j in range(n)] for i in range(n)])
    for (i, j) in sorted(pos):
        cj = [k for k in range(n) if arts[k] == arts[j]]; ci = [k for k in range(n) if arts[k] == arts[i]]
        bj = max(cj, key=lambda k: S[i,k]); bi = max(ci, key=lambda k: S[j,k])
        ok1 = sid[bj]==sid[j]; ok2 = sid[bi]==sid[i]
        if ok1 and ok2: continue
        print(f"{ev} s={S[i,j]:.2f}\n   A: {gists[i]!r}\n   B: {gists[j]!r}")
        if not ok1: print(f"   A's best ({S[i,bj]:.2f}): {gists[bj]!r}")
        if not ok2: print(f"   B's best ({S[j,bi]:.2f}): {gists[bi]!r}")
