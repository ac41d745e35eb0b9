"""Generated hostile cases (4): odd paths, walked in a folder or named on the command line."""

from __future__ import annotations

import os
import socket
from pathlib import Path

from .hostile_gen import _txt, body

#: file names holding a good article, walked in their case's folder
NAMES = {
    "tab": "tab\tname.txt", "cr": "cr\rname.txt", "escape": "esc\x1b[0m.txt", "zero-width": "zw\u200bname.txt",
    "emoji": "emoji\U0001f600.txt", "nfc": "caf\u00e9-nfc.txt", "nfd": "cafe\u0301-nfd.txt",
    "percent": "percent%2e%2e%2fetc.txt", "percent-null": "%00null.txt", "dash": "-rf.txt", "spaces": " spaced .txt",
    "trailing-dot": "trailing-dot.txt.", "upper": "UPPER.TXT", "double-ext": "double.txt.txt",
    "jsonl-txt": "a.jsonl.txt", "shell": "semi;rm -rf $(id).txt", "quotes": "quote'\"name.txt",
    "backslash": "back\\slash.txt", "name-255": "n" * 251 + ".txt", "dots": "dots....txt", "mixed-case": "page.Txt",
    "cjk": "\u6e2f\u53e3\u7f62\u5de5.txt", "rtl": "\u0645\u064a\u0646\u0627\u0621.txt", "colon": "c:\\x:y.txt",
    "question": "what?.txt", "star": "*.txt", "lt-gt": "<script>.txt", "bell": "bell\x07.txt",
    "del": "del\x7f.txt", "c1": "c1\x85\x9b.txt",
}


def _named(name: str):
    def build(d: Path) -> None:
        (d / name).write_text(_txt(body("path " + ascii(name))), encoding="utf-8")
    return build


def _tree(files: dict[str, str | None], links: dict[str, str] | None = None, special=None):
    """Build files (None: a folder), then symlinks, then ``special(d)``."""
    def build(d: Path) -> None:
        for rel, text in files.items():
            p = d / rel
            if text is None:
                p.mkdir(parents=True, exist_ok=True)
            else:
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_text(text, encoding="utf-8")
        for rel, target in (links or {}).items():
            os.symlink(target, d / rel)
        if special:
            special(d)
    return build


def _socket(d: Path) -> None:
    s = socket.socket(socket.AF_UNIX)
    try:
        s.bind(str(d / "sock.txt"))
    finally:
        s.close()


def _hardlink(d: Path) -> None:
    (d / "one.txt").write_text(_txt(body("path-hardlink")), encoding="utf-8")
    os.link(d / "one.txt", d / "two.txt")


def _unreadable(d: Path) -> None:
    p = d / "locked.txt"
    p.write_text(_txt(body("path-unreadable")), encoding="utf-8")
    p.chmod(0)


def _many_empty(d: Path) -> None:
    for i in range(5):
        (d / f"empty-{i}.txt").write_bytes(b"")


def path_cases() -> list:
    from storyline.readers.raw import file_stem, shown

    from .hostile import Case

    c: list = []
    for key, name in NAMES.items():
        n = f"path-name-{key}"
        ident = file_stem(Path(name))
        c.append(Case(n, "path", _named(name), stored={ident: None} if key not in ("trailing-dot",) else {},
                      skips={} if key != "trailing-dot" else {shown(name): r"unsupported file type .+"},
                      what=f"a file named {shown(name)[:40]}"))
    good = _txt(body("path-in-folder-like-file"))
    c.append(Case("path-dir-named-txt", "path", _tree({"folder.txt/inner-a.txt": good}), stored={"inner-a": None},
                  what="a folder named like a .txt file"))
    c.append(Case("path-dir-named-jsonl", "path", _tree({"x.jsonl": None, "x.warc.gz": None}), what="empty folders named"
                  " like files"))
    c.append(Case("path-link-cycle", "path", _tree({}, {"a.txt": "b.txt", "b.txt": "a.txt"}),
                  {"a.txt": "symbolic link loop", "b.txt": "symbolic link loop"}, what="a -> b -> a"))
    c.append(Case("path-dir-loop", "path", _tree({"sub/ok-loop.txt": _txt(body("path-dir-loop"))}, {"sub/up": ".."}),
                  stored={"ok-loop": None}, what="a folder link to its parent: walked once"))
    c.append(Case("path-dir-loop-named", "path", _tree({"s2/ok-loop2.txt": _txt(body("path-dir-loop-named"))},
                                                       {"s2/self": "."}), stored={"ok-loop2": None},
                  args=lambda d: [str(d / "s2" / "self" / "self" / "self")]))
    c.append(Case("path-unreadable", "path", _unreadable,
                  {} if os.geteuid() == 0 else {"locked.txt": r"cannot read \(Permission denied\)"},
                  stored={"locked": None} if os.geteuid() == 0 else {}, what="mode 000 (root reads it)"))
    c.append(Case("path-fifo-walked", "path", lambda d: os.mkfifo(d / "walked-pipe.txt"),
                  skips={"walked-pipe.txt": "not a regular file"},
                  what="a FIFO in a walked folder: skipped, never opened"))
    c.append(Case("path-socket", "path", _socket, skips={"sock.txt": "not a regular file"},
                  what="a socket in a walked folder: skipped"))
    c.append(Case("path-device-link-walked", "path", _tree({}, {"zero-link.txt": "/dev/zero"}),
                  skips={"zero-link.txt": "not a regular file"}, what="a link to /dev/zero in a walked folder"))
    c.append(Case("path-dev-null", "path", _tree({}, {"null.txt": "/dev/null"}), skips={"null.txt": "not a regular file"},
                  args=lambda d: [str(d / "null.txt")]))
    c.append(Case("path-file-as-folder", "path", _tree({"plain.txt": _txt(body("path-file-as-folder"))}),
                  {"plain.txt/x.txt": r"not a folder on the way to it \(no such file or directory\)"}, args=lambda d: [str(d / "plain.txt" / "x.txt")]))
    c.append(Case("path-trailing-slash", "path", _tree({"slash.txt": _txt(body("path-trailing-slash"))}),
                  stored={"slash": None}, args=lambda d: [str(d / "slash.txt") + "/"], what="read as the file"))
    c.append(Case("path-component-too-long", "path", lambda d: None, {"x" * 256 + ".txt": "file name too long"},
                  args=lambda d: [str(d / ("x" * 256 + ".txt"))]))
    c.append(Case("path-total-too-long", "path", lambda d: None, {"/".join(["y" * 200] * 25): "file name too long"},
                  args=lambda d: [str(d / "/".join(["y" * 200] * 25))]))
    c.append(Case("path-hardlink", "path", _hardlink, stored={"one": None}, what="one file under two names: one article"))
    c.append(Case("path-dot-dot", "path", _tree({"sub/dd.txt": _txt(body("path-dot-dot"))}), stored={"dd": None},
                  args=lambda d: [str(d / "sub" / ".." / "sub" / "dd.txt"), str(d / "sub//dd.txt")]))
    c.append(Case("path-empty-folder-named", "path", _tree({"nothing": None}), args=lambda d: [str(d / "nothing")]))
    c.append(Case("path-hidden", "path", _tree({".hidden.txt": _txt(body("path-hidden")), ".git/x.txt": "x"}),
                  what="hidden names are passed over (README)"))
    c.append(Case("path-many-empty", "path", _many_empty, {f"empty-{i}.txt": "empty file" for i in range(5)}))
    c.append(Case("path-missing-in-folder", "path", lambda d: None, {"nope/x.txt": "no such file or directory"},
                  args=lambda d: [str(d / "nope" / "x.txt")]))
    c.append(Case("path-named-fifo-dir", "path", _tree({"fd": None}, special=lambda d: os.mkfifo(d / "fd" / "p.jsonl")),
                  skips={"fd/p.jsonl": "not a regular file"},
                  args=lambda d: [str(d / "fd")], what="a FIFO in a named folder: skipped, never opened"))
    return c
