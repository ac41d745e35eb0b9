import sys, pickle, time
sys.path.insert(0, '/work/wt/lead')
from pathlib import Path
from storyline.evaluation.ecb_events import prepare_topics, DEV_TOPICS, DEFAULT_BENCH
split = sys.argv[1]
topics = DEV_TOPICS if split == 'dev' else frozenset(range(1, 36)) - DEV_TOPICS
t = time.time()
subs = prepare_topics(Path('/work/shared/benchmarks'), topics)
pickle.dump(subs, open(f'/tmp/ecb_{split}.pkl', 'wb'))
print(split, len(subs), 'subtopics', sum(len(s.articles) for s in subs), 'docs', time.time() - t, 's')
