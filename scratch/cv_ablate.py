import sys; which = sys.argv[1]; sys.argv = sys.argv[:1]
sys.path.insert(0, '/work/wt/lead/scratch')
import tune
from storyline import align_claims as AC
orig = AC.compatible
def compat(a, b):
    if which != 'numbers' and a.numbers and b.numbers and a.numbers != b.numbers: return False
    if which != 'frame' and a.frame and b.frame and a.frame != b.frame: return False
    if which != 'content':
        ea = {w for w in a.gvec if w.startswith("*")} | ({a.trigger} if a.trigger.startswith("*") else set())
        eb = {w for w in b.gvec if w.startswith("*")} | ({b.trigger} if b.trigger.startswith("*") else set())
        if not (ea & eb) and not (a.trigger and a.trigger == b.trigger) and AC._content(a, b) < AC.CONTENT_SIM: return False
    return True
import storyline.align_clauses as AL
AL.compatible = compat
tune.cv(1.0, (0.3, 0.4))
