import sys; sys.argv=sys.argv[:1]; sys.path.insert(0,'scratch')
import tune, collections
X, y = tune.ecb_examples('train')
print('ecb train pairs', len(X), 'pos', sum(y))
import pickle; pickle.dump((X, y), open('/tmp/ecb_train_xy.pkl', 'wb'))
