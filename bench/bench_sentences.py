"""Sentence splitting speed, beside spaCy's rule-based sentencizer on the same texts.

    .venv/bin/python bench/bench_sentences.py [--repeat 3]

In one process, one after the other, best of ``--repeat`` runs each:
- ``storyline``: ``storyline.sentences.split_sentences(text)``;
- ``sentencizer``: a blank English spaCy pipeline with only the ``sentencizer`` (tokenizer + punctuation
  rules; the cheapest splitter spaCy has).
Texts: a hand-written news paragraph repeated 1,000 times (5,000 sentences), and four adversarial
inputs (glued abbreviations, one 500,000-character word, glued quotes, "U.S." repeated) at their size and
at twice it. Prints sentences/s of both and the ratio storyline / sentencizer for the paragraph; for
each adversarial input the seconds of both and how much longer twice the input takes (about 2 means
linear). A figure, not a test (tests/test_sentences.py checks what the splits are).
"""

from __future__ import annotations

import argparse
import json
import time

PARA = ("Homeland Security Secretary Kristi Noem said on Jan. 5 that the U.S. would deport 3.5 million people. "
        '"We will win," she said. Robert J. Hammer, of Acme Inc., disagreed... Critics said Noem.Deportations rose.\n')

ADVERSARIAL = {
    "glued abbreviations": lambda n: "ab.Cd" * n,
    "one long word": lambda n: "a" * (5 * n) + ". B",
    "glued quotes": lambda n: '"x."Yy ' * (n // 2),
    "U.S. repeated": lambda n: "U.S." * n,
}


def best(fn, text: str, repeat: int) -> tuple[float, int]:
    """(best seconds, sentences) of ``fn(text)`` over ``repeat`` runs."""
    seconds, n = float("inf"), 0
    for _ in range(repeat):
        t0 = time.perf_counter()
        n = fn(text)
        seconds = min(seconds, time.perf_counter() - t0)
    return seconds, n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    import spacy

    from storyline.sentences import split_sentences

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.max_length = 2_000_000

    def ours(text: str) -> int:
        return len(split_sentences(text))

    def theirs(text: str) -> int:
        return sum(1 for _ in nlp(text).sents)

    text = PARA * 1000
    ours_s, ours_n = best(ours, text, args.repeat)
    theirs_s, theirs_n = best(theirs, text, args.repeat)
    out = {
        "paragraph x1000": {
            "characters": len(text), "storyline_sentences": ours_n, "sentencizer_sentences": theirs_n,
            "storyline_sentences_per_s": round(ours_n / ours_s), "sentencizer_sentences_per_s": round(theirs_n / theirs_s),
            "ratio_storyline_over_sentencizer": round(theirs_s / ours_s, 2),
        },
    }
    for name, make in ADVERSARIAL.items():
        row = {}
        for who, fn in (("storyline", ours), ("sentencizer", theirs)):
            one, _ = best(fn, make(100_000), args.repeat)
            two, _ = best(fn, make(200_000), args.repeat)
            row[f"{who}_seconds"] = round(one, 3)
            row[f"{who}_twice_the_input_over_once"] = round(two / one, 2)
        out[name] = row
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
