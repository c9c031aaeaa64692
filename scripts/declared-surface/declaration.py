"""One line of the declaration list, read into its parts (name, generic parameters, parameters, result)."""

import re
from dataclasses import dataclass, field

from swiftsyntax_lite import close_angle, matching, split_top, take_attributes, take_modifiers


@dataclass
class Param:
    label: str            # "_" when there is none
    name: str
    type: str             # without attributes, `inout` or `...`
    attrs: list           # attributes written before the label (`@ViewBuilder`)
    type_attrs: list      # attributes of the type (`@escaping`, `@Sendable`)
    inout: bool = False
    variadic: bool = False
    default: str = None


@dataclass
class Decl:
    owner: str
    container: str
    where: str
    text: str
    ios: str
    attrs: list = field(default_factory=list)
    mods: set = field(default_factory=set)
    keyword: str = ""
    name: str = ""
    generics: list = field(default_factory=list)   # [(name, constraint or None)]
    params: list = field(default_factory=list)
    returns: str = None
    own_where: str = None
    settable: bool = False
    failable: bool = False
    effects: str = ""
    inherits: list = field(default_factory=list)
    alias: str = None         # a typealias's type, an associated type's default
    line: int = 0

    @property
    def deprecated(self):
        return self.ios.endswith("deprecated")

    @property
    def static(self):
        return "static" in self.mods

    @property
    def is_operator(self):
        return self.keyword == "func" and not re.match(r"`?\w", self.name)

    def labels(self):
        return "".join((p.label if p.label else "_") + ":" for p in self.params)


def parse_generics(text):
    """`<A, B : View>` → [("A", None), ("B", "View")] (the clause without its angle brackets)."""
    out = []
    for part in split_top(text):
        if ":" in part:
            name, constraint = part.split(":", 1)
            out.append((name.strip(), constraint.strip()))
        else:
            out.append((part.strip(), None))
    return out


def top_level_colon(text):
    depth = 0
    for i, c in enumerate(text):
        if c in "([<":
            depth += 1
        elif c in ")]" or (c == ">" and text[i - 1] != "-"):
            depth -= 1
        elif c == ":" and depth == 0:
            return i
    return -1


def parse_param(text):
    attrs, rest = take_attributes(text)
    # Default value: the first top-level " = ".
    default = None
    pieces = split_top(rest, " = ")
    if len(pieces) > 1:
        rest, default = pieces[0], " = ".join(pieces[1:])
    colon = top_level_colon(rest)
    if colon < 0:   # an enum case's unlabelled associated value
        return Param("_", "_", rest.strip(), attrs, [], False, False, default)
    names, ptype = rest[:colon], rest[colon + 1:]
    names = names.split()
    if len(names) == 1:
        label = name = names[0]
    else:
        label, name = names[0], names[1]
    ptype = ptype.strip()
    type_attrs, ptype = take_attributes(ptype)
    inout = False
    if ptype.startswith("inout "):
        inout = True
        ptype = ptype[len("inout "):].strip()
    more_attrs, ptype = take_attributes(ptype)
    type_attrs += more_attrs
    variadic = ptype.endswith("...")
    if variadic:
        ptype = ptype[:-3]
    return Param(label, name, ptype, attrs, type_attrs, inout, variadic, default)


def parse(owner, container, where, text, ios, line=0):
    d = Decl(owner, container, where, text, ios, line=line)
    attrs, rest = take_attributes(text)
    d.attrs = attrs
    mods, rest = take_modifiers(rest)
    d.mods = mods
    m = re.match(r"(conformance|struct|enum|class|protocol|actor|typealias|associatedtype|func|init|var|let|"
                 r"subscript|case|macro)\b", rest)
    if not m:
        raise ValueError("unknown declaration: " + text)
    d.keyword = m.group(1)
    rest = rest[m.end():].strip()
    if d.keyword == "conformance":
        d.name = rest
        return d
    if d.keyword == "init":
        if rest.startswith("?") or rest.startswith("!"):
            d.failable = True
            rest = rest[1:]
        d.name = "init"
    elif d.keyword == "subscript":
        d.name = "subscript"
    else:
        nm = re.match(r"(`?\$?\w+`?|[-+*/%=<>!&|^~?.]+)\s*", rest)
        d.name = nm.group(1)
        rest = rest[nm.end():]
    if rest.startswith("<"):
        end = close_angle(rest, 0)
        d.generics = parse_generics(rest[1:end])
        rest = rest[end + 1:].strip()
    if d.keyword in ("func", "init", "subscript", "macro") or (d.keyword == "case" and rest.startswith("(")):
        if rest.startswith("("):
            end = matching(rest, 0)
            inner = rest[1:end]
            d.params = [parse_param(p) for p in split_top(inner)] if inner.strip() else []
            if d.keyword == "subscript":
                # A subscript's single parameter name is not an argument label (`subscript(index: Int)` is
                # called `x[0]`); only a second name makes the first one a label.
                for p in d.params:
                    if p.label == p.name and not re.match(r"\s*(@\S+\s+)*%s\s+%s\s*:" % (p.label, p.name),
                                                          inner[inner.find(p.label):]):
                        p.label = "_"
            rest = rest[end + 1:].strip()
    if d.keyword in ("var", "let", "subscript"):
        acc = re.search(r"\{ (get|get set) \}$", rest)
        if acc:
            d.settable = acc.group(1) == "get set"
            rest = rest[:acc.start()].strip()
        elif d.keyword == "var":
            d.settable = True
    if d.keyword in ("var", "let"):
        d.returns = rest.lstrip(":").strip()
        return d
    if d.keyword in ("struct", "enum", "class", "protocol", "actor", "associatedtype"):
        head, where_part = split_where(rest)
        if head.startswith(":"):
            head = head[1:]
        default = None
        if d.keyword == "associatedtype" and "=" in head:
            head, default = head.split("=", 1)
        d.inherits = [x for x in split_top(head) if x] if head.strip() else []
        d.alias = default.strip() if default else None
        d.own_where = where_part
        return d
    if d.keyword == "typealias":
        d.alias = rest.lstrip("=").strip()
        return d
    if d.keyword == "macro":
        d.returns = None
        return d
    # Effects, result and where clause of functions, initializers and subscripts.
    eff = re.match(r"((?:async|throws|rethrows)\s*)*", rest)
    d.effects = eff.group(0).strip()
    rest = rest[eff.end():].strip()
    if rest.startswith("->"):
        rest = rest[2:].strip()
        result, where_part = split_where(rest)
        d.returns = result.strip()
        d.own_where = where_part
    else:
        _, where_part = split_where(rest)
        d.own_where = where_part
    return d


def split_where(text):
    """("head", "where clause or None") at the first top-level `where`."""
    depth = 0
    for i, c in enumerate(text):
        if c in "([<":
            depth += 1
        elif c in ")]" or (c == ">" and text[i - 1] != "-"):
            depth -= 1
        elif depth == 0 and text.startswith("where ", i) and (i == 0 or text[i - 1] == " "):
            return text[:i].strip(), text[i + len("where "):].strip()
    return text.strip(), None


def read_list(path):
    """Every declaration of a list written by extract.py, with its line number."""
    decls = []
    header = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("#"):
                header.append(line)
                continue
            if not line:
                continue
            owner, container, where, text, ios = line.split("\t")
            decls.append(parse(owner, container, where, text, ios, number))
    return header, decls
