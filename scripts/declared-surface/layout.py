"""Keeps generated Swift within the project's 120 columns: a long line is broken inside its first bracket
that holds a list (arguments, parameters, generic parameters), one element a line, or before `where`."""

from swiftsyntax_lite import close_angle, matching, skip_string, split_top

WIDTH = 120


def brackets(line):
    """(open, close) index pairs of the top-level brackets of line, in order."""
    out = []
    i = 0
    while i < len(line):
        c = line[i]
        if c == '"':
            i = skip_string(line, i)
            continue
        if c in "([":
            try:
                j = matching(line, i)
            except ValueError:   # a bracket that a later line closes
                i += 1
                continue
            out.append((i, j))
            i = j + 1
            continue
        if c == "<" and i > 0 and (line[i - 1].isalnum() or line[i - 1] == "_"):
            try:
                j = close_angle(line, i)
            except ValueError:
                i += 1
                continue
            out.append((i, j))
            i = j + 1
            continue
        i += 1
    return out


def wrap(line):
    if len(line) <= WIDTH:
        return [line]
    indent = line[:len(line) - len(line.lstrip())]
    inner = indent + "    "
    if line.lstrip().startswith("//"):
        return wrap_comment(line, indent)
    # The bracket holding the most text first (a parameter list rather than a short generic clause).
    for start, end in sorted(brackets(line), key=lambda se: se[0] - se[1]):
        items = split_top(line[start + 1:end])
        if len(items) < 1 or not line[start + 1:end].strip():
            continue
        head = line[:start + 1]
        tail = line[end:]
        if len(items) == 1 and len(inner + items[0]) >= len(line):
            continue
        out = wrap(head)
        for k, item in enumerate(items):
            out += wrap(inner + item + ("," if k < len(items) - 1 else ""))
        out += wrap(indent + tail)
        return out
    assign = line.find(" = ")
    if assign > 0 and not line[:assign].rstrip().endswith("("):
        return wrap(line[:assign] + " =") + wrap(inner + line[assign + 3:])
    where = line.find(" where ", len(indent) + 1)
    if where > 0:
        return wrap(line[:where]) + wrap(inner + line[where + 1:])
    body = line.lstrip()
    if body.startswith("where "):
        brace = body.endswith(" {")
        items = split_top(body[len("where "):-2 if brace else None])
        if len(items) > 1:
            out = [indent + "where " + items[0] + ","]
            for k, item in enumerate(items[1:]):
                last = k == len(items) - 2
                out += wrap(indent + "    " + item + ("" if last else ","))
            if brace:
                out[-1] += " {"
            return out
    return [line]


def wrap_comment(line, indent):
    words = line.strip()[2:].split(" ")
    out = []
    cur = indent + "//"
    for w in words:
        if not w:
            continue
        if len(cur) + 1 + len(w) > WIDTH and cur.strip() != "//":
            out.append(cur)
            cur = indent + "//   "
            cur += w
        else:
            cur += " " + w
    out.append(cur)
    return out
