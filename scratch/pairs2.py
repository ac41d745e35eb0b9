"""Recall@1 for positives: is j the best-scoring claim of its article for i (and vice versa)?"""
import sys, json, os, itertools, collections
import numpy as np
sys.path.insert(0, '/work/wt/lead'); sys.path.insert(0, '/work/wt/lead/scratch')
os.environ['HF_HUB_OFFLINE'] = '1'
from pairs import prepared, DEV, data, claims_of, label_pairs, encoder
from storyline.textsim import TfIdf, cosine
from storyline.paraphrase import concept_words, concept
enc = encoder()
res = collections.Counter()
for ev in DEV:
    cl = claims_of(ev); pos, groups = label_pairs(ev, cl)
    gists = [p.gist for _, p in cl]
    E = enc.encode(gists, normalize_embeddings=True, batch_size=64)
    tf = TfIdf(gists)
    V = [tf.vector(g) for g in gists]
    n = len(cl); arts = [a for a, _ in cl]
    M = {}
    M['emb'] = E @ E.T
    T = np.zeros((n, n))
    for i in range(n):
        for j in range(i+1, n):
            if arts[i] != arts[j]: T[i,j] = T[j,i] = cosine(V[i], V[j])
    M['tfidf'] = T
    M['mix'] = 0.6*M['emb'] + 0.4*T
    for name, S in M.items():
        for (i, j) in pos:
            # best in j's article for i
            cj = [k for k in range(n) if arts[k] == arts[j]]
            ci = [k for k in range(n) if arts[k] == arts[i]]
            r1 = max(cj, key=lambda k: S[i,k]) == j
            r2 = max(ci, key=lambda k: S[j,k]) == i
            res[(name, 'either')] += (r1 or r2); res[(name, 'both')] += (r1 and r2); res[(name,'n')] += 1
            rank = sorted(cj, key=lambda k: -S[i,k]).index(j)
            res[(name, 'top3')] += rank < 3
for name in ('emb','tfidf','mix'):
    n = res[(name,'n')]
    print(name, 'mutual@1 %.2f  either@1 %.2f  top3 %.2f  (n=%d)' % (res[(name,'both')]/n, res[(name,'either')]/n, res[(name,'top3')]/n, n))
print('--- sentence level')
res = collections.Counter()
for ev in DEV:
    cl = claims_of(ev); pos, groups = label_pairs(ev, cl)
    gists = [p.gist for _, p in cl]
    txt = {a.id: a.text for a, f in data[ev]}
    sents = [txt[a][p.sentence.start:p.sentence.end] for a, p in cl]
    E = enc.encode(gists, normalize_embeddings=True, batch_size=64)
    SE = enc.encode(sents, normalize_embeddings=True, batch_size=64)
    tf = TfIdf(gists); V = [tf.vector(g) for g in gists]
    n = len(cl); arts = [a for a, _ in cl]; sid = [(a, p.sentence.start) for a, p in cl]
    T = np.zeros((n, n))
    for i in range(n):
        for j in range(i+1, n):
            if arts[i] != arts[j]: T[i,j] = T[j,i] = cosine(V[i], V[j])
    M = {'emb': E @ E.T, 'tfidf': T, 'mix': 0.6*(E@E.T) + 0.4*T, 'mix+sent': 0.4*(E@E.T) + 0.3*T + 0.3*(SE@SE.T)}
    for name, S in M.items():
        for (i, j) in pos:
            cj = [k for k in range(n) if arts[k] == arts[j]]; ci = [k for k in range(n) if arts[k] == arts[i]]
            r1 = sid[max(cj, key=lambda k: S[i,k])] == sid[j]; r2 = sid[max(ci, key=lambda k: S[j,k])] == sid[i]
            res[(name, 'either')] += (r1 or r2); res[(name, 'both')] += (r1 and r2); res[(name,'n')] += 1
for name in ('emb','tfidf','mix','mix+sent'):
    n = res[(name,'n')]
    print(name, 'sent mutual@1 %.2f  either@1 %.2f' % (res[(name,'both')]/n, res[(name,'either')]/n))
