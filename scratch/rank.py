import pickle, numpy as np, collections, sys
rows = pickle.load(open('/tmp/pairs_rows.pkl','rb'))
