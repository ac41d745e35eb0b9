"""Headlines without the site's name (storyline.readers.headline) and through the HTML reader."""

import pytest

from storyline.readers.headline import strip_site_name
from storyline.readers.html import read_html


@pytest.mark.parametrize("title,site,host,expected", [
    ("Saraki drags police chief to court, demands N500m - The Paradigm", "The Paradigm", "theparadigmng.com",
     "Saraki drags police chief to court, demands N500m"),
    ("Clymer workshop manual review | MoreBikes", "MoreBikes", "morebikes.co.uk", "Clymer workshop manual review"),
    ("NASA adds five companies to lunar lander program – SpaceNews.com", None, "spacenews.com",
     "NASA adds five companies to lunar lander program"),
    ("Amsterdam Light Festival opens its seventh edition | Inexhibit", "Inexhibit magazine", "inexhibit.com",
     "Amsterdam Light Festival opens its seventh edition"),
    # the host alone names the site
    ("Simple hiking survival kit for families - The Anti-June Cleaver", None, "theantijunecleaver.com",
     "Simple hiking survival kit for families"),
    # a site name that holds a separator itself, before the headline
    ("LinkNaija | Nigeria's popular news platform: Actress looks stunning in new photos",
     "LinkNaija | Nigeria's popular news platform", "linknaija.com", "Actress looks stunning in new photos"),
    # kept: a section label, a site name that opens the headline's own words, too short a rest
    ("Opinion | Republicans are following Trump to nowhere", "NYTimes", "nytimes.com",
     "Opinion | Republicans are following Trump to nowhere"),
    ("The Guardian view on Hong Kong: a city on the brink | Editorial", "The Guardian", "theguardian.com",
     "The Guardian view on Hong Kong: a city on the brink | Editorial"),
    ("Opening Bell - Dealbreaker", "Dealbreaker", "dealbreaker.com", "Opening Bell - Dealbreaker"),
    ("Fallen Order review - shoots for the moon, lands among the stars", "VG247", "vg247.com",
     "Fallen Order review - shoots for the moon, lands among the stars"),
    ("Markets rally as oil slides", None, None, "Markets rally as oil slides"),
])
def test_strip_site_name(title, site, host, expected):
    assert strip_site_name(title, site, host) == expected


def test_html_reader_titles_without_the_site_name():
    page = ("<html><head><title>Port workers strike against the vaccine pass | Harbour Times</title>"
            "<meta property='og:site_name' content='Harbour Times'></head><body><article>"
            + "<p>Hundreds of port workers walked out on Friday against the new vaccine pass, union leaders said, "
              "and the ships waiting outside the harbour could not unload.</p>" * 4
            + "</article></body></html>")
    art = read_html(page, id="a1", path="a1.html", url="https://harbourtimes.example.com/news/strike")
    assert art.source == "Harbour Times"
    assert art.title == "Port workers strike against the vaccine pass"


from hypothesis import given, settings as hsettings, strategies as st  # noqa: E402

_TITLE_CHARS = st.sampled_from(list("ab Z|-–—:·» .&'\"é0"))


@hsettings(max_examples=300, deadline=None)
@given(st.text(_TITLE_CHARS, max_size=60), st.one_of(st.none(), st.text(_TITLE_CHARS, max_size=20)),
       st.one_of(st.none(), st.sampled_from(["example.com", "www.ab.co.uk", "z.net", "a.b"])))
def test_strip_site_name_only_ever_cuts_the_title(title, site, host):
    out = strip_site_name(title, site, host)
    assert out in title.strip()  # a piece of the title, never new text
    assert out or not title.strip()  # a non-empty title never becomes empty
