"""Hand-written stories with hand-built Findings: the builder ``A`` (an article whose findings are
located by phrase), wire copies, bundles, and the stories the alignment, judging, brief, summary and
faithfulness tests share."""

from __future__ import annotations

import re
from datetime import date, datetime, timezone

from storyline.brief import build_brief
from storyline.model import (
    Article, DateRef, Denial, Findings, Mention, Person, Quantity, Quote, Relay, Removed, Role, Sentence, Span, Story,
    StoryBundle,
)
from storyline.settings import Settings


class A:
    """An article with hand-built findings located by phrase."""

    def __init__(self, aid: str, source: str, text: str, title: str = "", published=None):
        self.article = Article(aid, source, title or f"{source} story", text, published=published)
        self.id, self.text = aid, text
        self.sentences = [Sentence(m.start(), m.end())
                          for m in re.finditer(r"[^\s][^.!?]*[.!?]+[\"\u201d]?", text)]
        self.parts: dict[str, list] = {k: [] for k in
                                       ("people", "roles", "quantities", "quotes", "dates", "denials", "relays",
                                        "mentions")}

    def span(self, phrase: str) -> Span:
        i = self.text.index(phrase)
        return Span(self.id, i, i + len(phrase))

    def sent(self, phrase: str) -> Span:
        i = self.text.index(phrase)
        s = next(s for s in self.sentences if s.start <= i < s.end)
        return Span(self.id, s.start, s.end)

    def person(self, name: str, *aliases: str, phrase: str | None = None) -> "A":
        self.parts["people"].append(Person(name, aliases, (self.span(phrase or name),)))
        return self

    def role(self, person, title, org, change, phrase, replaces=None, verb=None) -> "A":
        self.parts["roles"].append(Role(person, title, org, change, replaces, False, verb,
                                        self.span(phrase), self.sent(phrase)))
        return self

    def qty(self, phrase, value, counted, per=None, frame=None, unit=None, bound=None, change=None) -> "A":
        self.parts["quantities"].append(Quantity(value, unit, counted, per, bound, change, frame, phrase,
                                                 self.span(phrase), self.sent(phrase)))
        return self

    def quote(self, speaker, text, direct=True) -> "A":
        self.parts["quotes"].append(Quote(speaker, text, direct, self.span(text), self.sent(text)))
        return self

    def date(self, when, d) -> "A":
        self.parts["dates"].append(DateRef(when, d, self.span(when), self.sent(when)))
        return self

    def denial(self, denier, claim, phrase) -> "A":
        self.parts["denials"].append(Denial(denier, claim, self.span(phrase), self.sent(phrase)))
        return self

    def mention(self, phrase, kind="PERSON") -> "A":
        self.parts["mentions"].append(Mention(phrase, kind, self.span(phrase)))
        return self

    def relay(self, outlet, phrase) -> "A":
        self.parts["relays"].append(Relay(outlet, self.span(phrase), self.sent(phrase)))
        return self

    def findings(self) -> Findings:
        return Findings(self.id, tuple(self.sentences), **{k: tuple(v) for k, v in self.parts.items()})


def copy(of: A, aid: str, source: str) -> A:
    """A wire copy: same text and findings, another site."""
    c = A(aid, source, of.text, of.article.title)
    for k, v in of.parts.items():
        c.parts[k] = [_rebase(x, aid) for x in v]
    return c


def _rebase(x, aid):
    from dataclasses import fields, replace

    changes = {f.name: Span(aid, getattr(x, f.name).start, getattr(x, f.name).end)
               for f in fields(x) if isinstance(getattr(x, f.name), Span)}
    if isinstance(x, Person):
        changes["mentions"] = tuple(Span(aid, m.start, m.end) for m in x.mentions)
    return replace(x, **changes)


def bundle(*arts: A, copy_of=None, title="A story", sid="s1") -> StoryBundle:
    relays = {a.id: tuple(dict.fromkeys(r.outlet for r in a.parts["relays"])) for a in arts if a.parts["relays"]}
    return StoryBundle(Story(sid, title, tuple(a.id for a in arts)), {a.id: a.article for a in arts},
                       {a.id: a.findings() for a in arts}, dict(copy_of or {}), relays)


# ---------------------------------------------------------------- stories

def quota_story() -> StoryBundle:
    """Quota 1,000 (Reuters) vs 1,800 (AP, Guardian); AP's average of 1,000 is another slot."""
    a1 = A("a1", "Reuters", "Immigration agents were told to make more arrests. "
           "The White House set a quota of 1,000 arrests a day for the agency, officials said.")
    a1.qty("1,000 arrests a day", 1000, "arrests", "day", "target")
    a2 = A("a2", "AP", "The White House had set a quota of 1,800 arrests a day, according to two officials. "
           "The agency averaged 1,000 arrests a day in June.")
    a2.qty("1,800 arrests a day", 1800, "arrests", "day", "target")
    a2.qty("1,000 arrests a day in June", 1000, "arrests", "day", "actual")
    a3 = A("a3", "The Guardian", "The administration imposed a quota of 1,800 arrests a day on the agency.")
    a3.qty("1,800 arrests a day", 1800, "arrest", "day", "target")
    return bundle(a1, a2, a3, title="Arrest quota")


def moves_story() -> StoryBundle:
    """Reuters + two wire copies, Axios, NBC relaying Axios."""
    b1 = A("b1", "Reuters", "Two senior ICE officials were pulled from their posts. "
           "Kenneth Genalo, the agency's executive associate director, was removed along with Robert Hammer.")
    b1.person("Kenneth Genalo").person("Robert Hammer")
    b1.role("Kenneth Genalo", "executive associate director", "ICE", "outgoing", "Kenneth Genalo", verb="remove")
    b1.role("Robert Hammer", "official", "ICE", "outgoing", "Robert Hammer", verb="remove")
    b2 = copy(b1, "b2", "Yahoo News")
    b3 = copy(b1, "b3", "www.usnews.com")
    b4 = A("b4", "Axios", "ICE pushed out executive associate director Kenneth Genalo, Axios has learned.")
    b4.person("Kenneth Genalo").role("Kenneth Genalo", "executive associate director", "ICE", "outgoing",
                                     "Kenneth Genalo", verb="push")
    b5 = A("b5", "NBC News", "Genalo was forced out of his post at ICE, Axios reported.")
    b5.person("Genalo").role("Genalo", "", "ICE", "outgoing", "Genalo", verb="force")
    b5.relay("Axios", "Axios reported")
    return bundle(b1, b2, b3, b4, b5, copy_of={"b2": "b1", "b3": "b1"}, title="ICE officials removed")


def titles_story() -> StoryBundle:
    """"acting director" vs "director" for one person; March 3 vs March 5 for one meeting."""
    c1 = A("c1", "CNN", "Todd Lyons, the acting director of ICE, met state officials. "
           "The meeting with governors took place on March 3 in Washington.")
    c1.person("Todd Lyons").role("Todd Lyons", "acting director", "ICE", None, "Todd Lyons")
    c1.date("March 3", date(2025, 3, 3))
    c2 = A("c2", "Fox News", "ICE Director Todd Lyons met state officials. "
           "The meeting with governors took place on March 5 in Washington.")
    c2.person("Todd Lyons").role("Todd Lyons", "Director", "ICE", None, "Todd Lyons")
    c2.date("March 5", date(2025, 3, 5))
    return bundle(c1, c2, title="Lyons meets governors")


def denial_story() -> StoryBundle:
    d1 = A("d1", "Axios", "Corey Lewandowski ordered the agency to cancel the airline contract. "
           "The contract had been signed last year.")
    d2 = A("d2", "CBS News", "Lewandowski ordered the agency to cancel the airline contract, two officials said. "
           "Lawmakers have asked for the documents behind the decision.")
    d3 = A("d3", "Fox News", "A department spokeswoman denied that Lewandowski ordered the agency to cancel "
           "the airline contract.")
    d3.denial("Tricia McLaughlin", "Lewandowski ordered the agency to cancel the airline contract", "denied")
    return bundle(d1, d2, d3, title="Contract cancelled")


def summit_story():
    """Three outlets on one summit; a wire copy; furniture and a quote fragment in the text."""
    g1 = A("g1", "Reuters", "Leaders of the G7 agreed on Sunday to cap the price of Russian oil at $60 a barrel. "
           "The cap takes effect on December 5, officials said. "
           "CLICK HERE TO GET THE APP. "
           "Diplomats had argued for weeks over the level of the cap. "
           "and that was the end of it.",
           published=datetime(2022, 12, 3, 9, 0, tzinfo=timezone.utc))
    g1.qty("$60 a barrel", 60, "price", "barrel", "target", unit="$")
    g1.date("Sunday", date(2022, 12, 4)).date("December 5", date(2022, 12, 5))
    g2 = copy(g1, "g2", "Yahoo News")
    g3 = A("g3", "BBC", "G7 leaders agreed to cap the price of Russian oil at $60 a barrel. "
           "The price cap will take effect on December 5. "
           "Ukraine's president said the cap was too weak.")
    g3.qty("$60 a barrel", 60, "prices", "barrel", "target", unit="$")
    g3.date("December 5", date(2022, 12, 5))
    g3.quote("Volodymyr Zelensky", "the cap was too weak", direct=False)
    g4 = A("g4", "The Guardian", "The Group of Seven agreed a price cap on Russian oil of $60 a barrel, "
           "according to a statement. The cap starts on December 5.")
    g4.qty("$60 a barrel", 60, "price cap", "barrel", "target", unit="$")
    g4.date("December 5", date(2022, 12, 5))
    b = bundle(g1, g2, g3, g4, copy_of={"g2": "g1"}, title="G7 caps Russian oil price")
    b.articles["g1"] = b.articles["g1"].__class__(**{**b.articles["g1"].__dict__,
                                                     "removed": (Removed("Share on Facebook", "share links"),)})
    return b


STORIES = (quota_story, moves_story, titles_story, denial_story, summit_story)
MAPS = {"ICE officials removed": {"Genalo": "Kenneth Genalo"}}


def make(story_fn, **settings):
    b = story_fn()
    return b, build_brief(b, Settings().with_(**settings), MAPS.get(b.story.title))


def judged_facts(b: StoryBundle, people_map=None):
    """(facts, conflicts, the whole judgement) of a bundle, aligned then judged."""
    from storyline.align import align
    from storyline.judge import judge

    j = judge(align(b, people_map))
    return j.facts, j.conflicts, j
