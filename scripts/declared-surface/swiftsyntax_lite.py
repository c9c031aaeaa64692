"""Just enough Swift syntax for declaration headers as a .swiftinterface prints them.

A .swiftinterface prints one declaration per line (attributes may sit on lines of their own), members of a
type or extension inside its braces, and bodies only for inlinable code. These helpers split such text into
statements, take attributes and modifiers off a header and split parameter and generic lists at their
top-level commas. They are shared by the extractor (interface to declaration list) and the generator
(declaration list to uses).
"""

import re

OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}
CLOSE = {")", "]", "}"}


def skip_string(text, i):
    """Index just past the string literal that starts at text[i] (a quote)."""
    if text.startswith('"""', i):
        end = text.find('"""', i + 3)
        return len(text) if end < 0 else end + 3
    i += 1
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == '"':
            return i + 1
        if c == "\n":
            return i
        i += 1
    return i


def matching(text, i):
    """Index of the bracket closing the one at text[i] ('(', '[' or '{'), skipping strings."""
    want = OPEN[text[i]]
    depth = 0
    j = i
    while j < len(text):
        c = text[j]
        if c == '"':
            j = skip_string(text, j)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                if c != want:
                    raise ValueError("unbalanced brackets near: " + text[i:i + 80])
                return j
        j += 1
    raise ValueError("unclosed bracket near: " + text[i:i + 80])


def statements(text):
    """Splits text into (header, body) pairs: a statement ends at a newline outside brackets; body is the
    text inside the first top-level braces (None when there are none)."""
    out = []
    i = 0
    start = 0
    body = None
    header_end = None
    depth = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c == "/" and text.startswith("//", i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            text = text[:i] + " " * (end - i) + text[end:]
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{" and depth == 0:
            j = matching(text, i)
            if body is None:
                body = text[i + 1:j]
                header_end = i
            i = j + 1
            continue
        elif c == "\n" and depth == 0:
            header = text[start:header_end if header_end is not None else i].strip()
            if header:
                out.append((header, body))
            start = i + 1
            body = None
            header_end = None
        i += 1
    header = text[start:header_end if header_end is not None else len(text)].strip()
    if header:
        out.append((header, body))
    return out


def split_top(text, sep=","):
    """Splits text at separators outside (), [], {} and <> (an arrow's '>' is not a bracket)."""
    parts = []
    depth = 0
    cur = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = skip_string(text, i)
            cur.append(text[i:j])
            i = j
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "<":
            depth += 1
        elif c == ">" and not (i > 0 and text[i - 1] == "-"):
            depth -= 1
        if depth == 0 and text.startswith(sep, i):
            parts.append("".join(cur))
            cur = []
            i += len(sep)
            continue
        cur.append(c)
        i += 1
    if "".join(cur).strip() or parts:
        parts.append("".join(cur))
    return [p.strip() for p in parts]


def close_angle(text, i):
    """Index of the '>' closing the '<' at text[i]."""
    depth = 0
    j = i
    while j < len(text):
        c = text[j]
        if c in "([{<":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ">" and text[j - 1] != "-":
            depth -= 1
        if depth == 0:
            return j
        j += 1
    raise ValueError("unclosed '<' near: " + text[i:i + 80])


ATTRIBUTE = re.compile(r"@[A-Za-z_][\w.]*")


def take_attributes(header):
    """Splits leading attributes (with their arguments) off a header: (["@available(...)", ...], rest)."""
    attrs = []
    s = header.lstrip()
    while s.startswith("@"):
        m = ATTRIBUTE.match(s)
        end = m.end()
        if end < len(s) and s[end] == "<":
            end = close_angle(s, end) + 1
        if end < len(s) and s[end] == "(":
            end = matching(s, end) + 1
        attrs.append(s[:end])
        s = s[end:].lstrip()
    return attrs, s


MODIFIERS = {
    "public", "open", "final", "static", "mutating", "nonmutating", "override", "convenience", "required",
    "prefix", "postfix", "infix", "nonisolated", "indirect", "dynamic", "optional", "lazy", "weak", "unowned",
    "__consuming", "consuming", "borrowing", "package", "internal", "private", "fileprivate", "isolated",
}


def take_modifiers(rest):
    """Splits declaration modifiers off: ({"public", "static", ...}, "func ...")."""
    mods = set()
    while True:
        m = re.match(r"([A-Za-z_]+)(\([^)]*\))?\s+", rest)
        if not m:
            return mods, rest
        word = m.group(1)
        if word == "class" and re.match(r"class\s+(func|var|let|subscript)\b", rest):
            mods.add("static")
        elif word not in MODIFIERS:
            return mods, rest
        else:
            mods.add(word)
        rest = rest[m.end():]
