"""Who put a post online, as one slot per platform and thing posted (part of ``align``'s role slots).

"The video, which was posted on YouTube by "DCCameraGuy"" and "The YouTube video is published under an
account titled TonyManization" name the account a video came from, and name two different ones: a
conflict a fact-checker wants shown (who is behind the video). The two sentences share nothing else a
clause or a title would key on.

An account is read from the text (``poster``: a verb of posting, then "by" / "under an account titled"
and the account), and only when it looks like one: a quoted name, a handle ("@jdoe") or a word run
together from capitals or with digits ("DCCameraGuy"), not a plain word ("posted by his office").
The slot is the platform (named in the match or elsewhere in the sentence: "The YouTube video") and
the thing posted (the first of "video", "photo", "clip" ... in the sentence); two outlets naming
different accounts there conflict. A sentence naming no platform, or no thing posted, gives nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_RUN_TOGETHER = re.compile(r"^@\w+$|^(?=.*[a-z])(?=.*(?:[A-Z].*[A-Z]|\d))[A-Za-z0-9_.-]+$")


@dataclass(frozen=True)
class Poster:
    """The account ``who`` that put ``thing`` on ``platform``; ``span`` runs over the words that say so."""

    platform: str
    thing: str
    who: str
    span: object  # Span


def account_like(who: str, quoted: bool) -> bool:
    """A quoted name, a handle, or a word run together from capitals or with digits."""
    return quoted or bool(_RUN_TOGETHER.match(who))


def posters(aid: str, text: str, sentences) -> list[Poster]:
    """The accounts an article says put something online, one scan of its sentences."""
    from .extract.lexicon import regex
    from .model import Span

    pattern, platforms = regex("alignment", "poster"), regex("alignment", "platforms")
    things = regex("alignment", "posted_things")
    out = []
    for s in sentences:
        sent = text[s.start:s.end]
        for m in pattern.finditer(sent):
            who = m.group("who").rstrip(".-")
            quoted = sent[max(0, m.start("who") - 1):m.start("who")] in ('"', "\u201c")
            if not account_like(who, quoted):
                continue
            platform = m.group("platform") or m.group("platform2")
            if platform is None:
                found = platforms.search(sent)
                platform = found.group(0) if found else None
            thing = things.search(sent)
            if platform is None or thing is None:
                continue
            noun = thing.group(0).lower().rstrip("s") if thing.group(0).lower() != "footage" else "footage"
            after = sent[m.end("who"):m.end("who") + 2]  # the closing mark ("DCCameraGuy," with its comma)
            end = m.end("who") + (0 if not quoted else 1 if after[:1] in ('"', "\u201d")
                                  else 2 if after in (',"', ",\u201d") else 0)
            out.append(Poster(platform, noun, who.lstrip("@"), Span(aid, s.start + m.start(), s.start + end)))
    return out


def poster_slots(found: list[tuple[str, Poster]], make) -> list:
    """Role slots of posters: one per (platform, thing), clusters by account."""
    from .align_items import Slot, cluster_leaders

    items: dict[tuple, list] = {}
    for aid, p in found:
        key = ("poster", p.platform.lower(), p.thing)
        items.setdefault(key, []).append(
            make("role", key, p.who, aid, p.span, p.who, f"{p.thing} on {p.platform} posted by {p.who}", p))
    return [Slot("role", key, f"who posted the {key[2]} on {told[0].finding.platform}", "attribute",
                 cluster_leaders(told, lambda a, b: a.value.lower() == b.value.lower()))
            for key, told in items.items()]


def value_text(it) -> str:
    """The account as a conflict shows it."""
    return it.value
