import sys; sys.argv = sys.argv[:1]
sys.path.insert(0, '/work/wt/lead/scratch')
import tune
tune.cv(1.0, (0.2, 0.3, 0.4, 0.5, 0.6, 0.7))
