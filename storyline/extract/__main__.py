"""``python -m storyline.extract --list``: the extraction components in order, with what each assigns.

``python -m storyline.extract --lists``: the data files of the word lists, with where each came from.
"""

from __future__ import annotations

import argparse


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m storyline.extract", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--list", action="store_true", help="the components in order, with what each assigns")
    ap.add_argument("--lists", action="store_true", help="the word-list files and where their entries came from")
    args = ap.parse_args(argv)
    from . import components, lexicon

    if args.lists:
        for name in lexicon.files():
            data = lexicon.table(name)
            lists = [k for k, v in data.items() if k != "source" and not isinstance(v, dict)]
            regexes = len(data.get("regex", {}))
            counts = f"{len(lists)} lists" + (f", {regexes} regex entries" if regexes else "")
            print(f"{name}.toml ({counts}): {' '.join(str(data['source']).split())}")
    if args.list or not args.lists:
        print(components.listing())
        print(f"extraction version: {components.version()}")


if __name__ == "__main__":
    main()
