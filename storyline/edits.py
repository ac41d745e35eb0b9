"""An editor's corrections to the grouping: split a story, merge two stories.

``split(store, story, articles)`` takes the named articles out of a story into a story of their
own; ``merge(store, s1, s2)`` makes two stories one. Each decision is recorded in the store
(``Store.add_edit``) and the stories are regrouped at once; every later regrouping applies the
decisions again, in the order they were made (``edit_rules.apply_edits``, called at the end of
``cluster.group``), so a new ingest keeps them:

- a split keeps the articles it names together and apart from the story's other articles of
  that time (a copy goes with its original unless it is named itself);
- a merge puts every article of the two stories (and whatever later joins either) in one story.

A decision names articles, never story numbers alone, so it survives renumbering and merges.
"""

from __future__ import annotations

from .edit_rules import apply_edits, story_edits  # noqa: F401  (re-exported)
from .errors import StorylineError


class EditError(StorylineError):
    """An edit that cannot be made (an unknown story, an article not in it, nothing left)."""


def _live(store, story: str) -> str:
    live = store.resolve_story(story)
    if live is None or not store.story_articles(live):
        raise EditError(f"no story {story!r} in {store.path}")
    return live


def split(store, story: str, articles, settings=None) -> dict:
    """Take ``articles`` out of ``story`` into a story of their own; returns {"story": the story
    they left, "new": the story they form, "articles": them, "rest": the articles left}."""
    from .pipeline import update_stories
    from .settings import Settings

    live = _live(store, story)
    members = store.story_articles(live)
    chosen = list(dict.fromkeys(articles))
    outside = [a for a in chosen if a not in members]
    if outside:
        raise EditError(f"not in story {live}: {', '.join(outside)} (its articles: {', '.join(members)})")
    rest = [a for a in members if a not in chosen]
    if not chosen or not rest:
        raise EditError(f"a split must leave articles on both sides (story {live} has {len(members)})")
    store.add_edit("split", {"story": live, "articles": chosen, "rest": rest})
    update_stories(store, settings or Settings())
    now = store.assignments()
    return {"story": store.resolve_story(now[rest[0]]) or now[rest[0]],
            "new": store.resolve_story(now[chosen[0]]) or now[chosen[0]], "articles": chosen, "rest": rest}


def merge(store, first: str, second: str, settings=None) -> dict:
    """Make stories ``first`` and ``second`` one; returns {"story": the story they became,
    "merged": the other's id, "articles": how many articles it holds}."""
    from .pipeline import update_stories
    from .settings import Settings

    a, b = _live(store, first), _live(store, second)
    if a == b:
        raise EditError(f"{first} and {second} are one story already ({a})")
    arts = store.story_articles(a) + store.story_articles(b)
    store.add_edit("merge", {"stories": [a, b], "articles": arts})
    update_stories(store, settings or Settings())
    into = store.assignments()[arts[0]]
    into = store.resolve_story(into) or into
    return {"story": into, "merged": b if into == a else a, "articles": len(store.story_articles(into))}
