import sys; sys.path.insert(0, '.')
from storyline.extract import load_nlp
from storyline.pipeline import prepare
from storyline.model import Article, Story
from storyline.brief import bundle_of
from storyline.align import align
from storyline.align_claims import pair_features, load_model, compatible
nlp = load_nlp()
texts = sys.argv[1:]
arts = [prepare(Article(f"a{i}", f"Outlet {i}", "t", t), nlp)[:2] for i, t in enumerate(texts)]
b, pm = bundle_of(Story("s", "", tuple(a.id for a, _ in arts)), {a.id: a for a, _ in arts}, {a.id: f for a, f in arts}, {})
al = align(b, pm); v = al.claims['views']; m = load_model()
for i in range(len(v)):
    for j in range(i+1, len(v)):
        if v[i].article != v[j].article:
            print(round(m.probability(pair_features(v[i], v[j])), 2), compatible(v[i], v[j]), '|', v[i].gist, '|', v[j].gist)
