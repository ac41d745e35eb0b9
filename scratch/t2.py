import sys; sys.path.insert(0,'tests'); sys.path.insert(0,'.')
from test_align import A, bundle
from storyline.brief import build_brief
from storyline.settings import Settings
from datetime import date
a1 = A("t1", "AP", "Jobless claims fell to 293,000, the lowest level since March 2020.")
a1.date("March 2020", date(2020, 3, 1))
a2 = A("t2", "NBC", "The Labor Department released the figures on Oct. 14, 2021 in Washington.")
a2.date("Oct. 14, 2021", date(2021, 10, 14))
b = build_brief(bundle(a1, a2, title="Claims"), Settings())
for f in b['facts']: print(f['kind'], f['status'], f['text'])
print(b['timeline'])
