import sys, json; sys.path.insert(0, '/work/wt/lead/scratch')
t = float(sys.argv[1]) if len(sys.argv) > 1 else 0.4
sys.argv = sys.argv[:1]
import tune
w = tune.fit(1.0)
tune.AC.MODEL_FILE.write_text(json.dumps({'features': list(tune.AC.FEATURES), 'weights': w, 'threshold': t}, indent=1) + '\n')
import os; os.environ.pop('STORYLINE_ALIGN_MODEL', None)
print(tune.evaluate(w, t))
