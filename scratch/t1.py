import sys; sys.path.insert(0,'tests'); sys.path.insert(0,'.')
from test_align_paraphrase import *
from test_align import A, bundle
from storyline.align import align
from storyline.align_claims import pair_features, FEATURES, load_model, compatible, _content
from datetime import date
a1 = A("a1", "Metro Times", FILLER[0] + "Acting ICE Director Todd Lyons ordered a review of the Chicago raid on Wednesday, the agency said.")
a1.date("on Wednesday", date(2025, 6, 11))
a2 = A("a2", "Lakeshore Daily", FILLER[1] + "ICE Director Todd Lyons on Wednesday defended the raid on a Chicago warehouse as lawful.")
a2.date("on Wednesday", date(2025, 6, 11))
al = align(bundle(a1, a2))
v = al.claims['views']
m = load_model()
for i in range(len(v)):
    for j in range(i+1, len(v)):
        if v[i].article != v[j].article:
            x = pair_features(v[i], v[j]); p = m.probability(x)
            if p > 0.2: print(round(p,2), compatible(v[i], v[j]), round(_content(v[i], v[j]),2), v[i].name_words, '|', v[i].gist[:60], '|', v[j].gist[:60])
