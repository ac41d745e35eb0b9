"""CV with MiniLM embeddings injected into the claim views."""
import sys, os; sys.argv = sys.argv[:1]
os.environ['HF_HUB_OFFLINE'] = '1'
sys.path.insert(0, '/work/wt/lead/scratch')
import tune, numpy as np
from storyline import align_clauses as AL
from pairs import encoder
enc = encoder()
cache = {}
orig = AL._view
def vec(t):
    if t not in cache:
        cache[t] = enc.encode([t], normalize_embeddings=True)[0]
    return cache[t]
def view(ctx, it, quote):
    v = orig(ctx, it, quote)
    v.emb_gist = vec(v.gist); v.emb_sent = vec(v.sentence)
    return v
AL._view = view
# warm the cache in batches
texts = set()
for ev, b, pm in tune.bundles:
    for aid, f in b.findings.items():
        t = b.articles[aid].text
        texts.update(p.gist for p in f.predicates); texts.update(t[s.start:s.end] for s in f.sentences); texts.update(q.text for q in f.quotes)
texts = sorted(texts)
for t, e in zip(texts, enc.encode(texts, normalize_embeddings=True, batch_size=64)):
    cache[t] = e
tune.cv(1.0, (0.3, 0.4, 0.5, 0.6))
