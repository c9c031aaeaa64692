#!/usr/bin/env python3
"""Extracts the public declarations of Apple's SwiftUI.swiftinterface for iOS into a compact list.

    extract.py SwiftUI.swiftinterface "source line for the header" > swiftui-ios17.tsv

One line per declaration, tab-separated: owner (the type or protocol it belongs to, "-" at top level),
container ("protocol", "extension", "struct", "enum", "class" or "-"), the container's where clause ("-" when
none), the declaration without bodies, attributes of no consequence to callers or module prefixes (types of
frameworks that are not on Linux keep theirs), and its iOS availability ("13.0", "14.0 deprecated"). A
conformance added by an extension is a line of its own ("conformance P").

Left out, and counted in the header: what iOS cannot use (unavailable on iOS, or on every platform), names
starting with an underscore and what belongs to such a type (SwiftUI's implementation surface), SPI,
non-public members, and what only witnesses a protocol for a concrete type (a view's `body` and `Body`,
`==`, `hash(into:)`, `hashValue`, typealiases naming an associated type).
"""

import re
import sys

sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
from swiftsyntax_lite import statements, take_attributes, take_modifiers, split_top, matching

# Modules whose prefix is dropped: Darkroom (or Foundation on Linux, or DarkroomCompat for UIKit's names)
# declares these names itself. The prefixes of other frameworks stay, so the generator can say why a
# declaration that needs one is left out.
STRIPPED_MODULES = [
    "SwiftUI", "Swift", "CoreFoundation", "CoreGraphics", "Foundation", "_Concurrency", "Combine",
    "Observation", "ObjectiveC", "UIKit", "DeveloperToolsSupport", "Symbols", "Accessibility",
    "CoreTransferable", "UniformTypeIdentifiers",
]
MODULE_PREFIX = re.compile(r"(?<![\w.])(?:" + "|".join(STRIPPED_MODULES) + r")\.(?=[A-Za-z_])")

# Associated types of the standard library's protocols: a concrete type's typealias of one of these names
# only witnesses a conformance.
STDLIB_ASSOCIATED = {
    "Element", "RawValue", "ArrayLiteralElement", "Iterator", "SubSequence", "Indices", "Index", "AllCases",
    "UnicodeScalarLiteralType", "StringLiteralType", "ExtendedGraphemeClusterLiteralType", "ID",
    "ObjectWillChangePublisher", "EncodingConfiguration", "DecodingConfiguration", "Representation",
    "Stride", "Magnitude", "IntegerLiteralType", "FloatLiteralType", "Key", "Value", "Output", "Failure",
    "Body", "_Body",
}
# Protocols of the standard library and Foundation that SwiftUI extends.
FOREIGN_PROTOCOLS = {"Sequence", "Collection", "MutableCollection", "RangeReplaceableCollection",
                     "RandomAccessCollection", "BidirectionalCollection", "StringProtocol", "BinaryFloatingPoint",
                     "FormatStyle", "ObservableObject", "Identifiable", "Hashable", "Equatable"}
WITNESS_MEMBERS = re.compile(r"^(func == |func hash\(into|var hashValue\b|var (body|tableColumnBody|tableRowBody)\b)")


def strip_modules(text):
    return MODULE_PREFIX.sub("", text)


def availability(attrs):
    """(introduced or None, deprecated, unavailable, spi) for iOS from a declaration's attributes."""
    introduced = None
    deprecated = False
    unavailable = False
    spi = False
    for attr in attrs:
        if attr.startswith("@_spi"):
            spi = True
        if not attr.startswith("@available("):
            continue
        args = split_top(attr[len("@available("):-1])
        head = args[0]
        if head in ("iOS", "*"):
            rest = args[1:]
            if "unavailable" in rest:
                unavailable = True
            if any(a == "deprecated" or a.startswith("deprecated:") for a in rest):
                deprecated = True
            for a in rest:
                m = re.match(r"introduced:\s*([\d.]+)", a)
                if m and head == "iOS":
                    introduced = m.group(1)
                m = re.match(r"obsoleted:\s*([\d.]+)", a)
                if m:
                    unavailable = True
            continue
        for a in args:
            m = re.match(r"iOS\s+([\d.]+)$", a)
            if m:
                introduced = m.group(1)
    return introduced, deprecated, unavailable, spi


def declarations(text):
    """(attributes, header without them, body) for each declaration of text; attributes printed on lines of
    their own belong to the declaration that follows."""
    pending = []
    for header, body in statements(text):
        attrs, rest = take_attributes(header)
        if not rest:
            pending.extend(attrs)
            continue
        yield pending + attrs, rest, body
        pending = []


def version_key(v):
    return tuple(int(x) for x in v.split("."))


class Extractor:
    def __init__(self):
        self.rows = []
        self.associated = set(STDLIB_ASSOCIATED)
        self.skipped = {"unavailable on iOS": 0, "underscored": 0, "SPI": 0, "witness": 0}
        # Public members that an underscored protocol's extensions give to public types that conform to it
        # (`Angle * 0.5` comes from `_VectorMath`): listed under each such type.
        self.hidden_members = {}
        self.hidden_conformers = {}

    def run(self, text):
        text = self.preprocess(text)
        # Associated type names first: a concrete type's typealias of one of them is a witness.
        for m in re.finditer(r"^\s*associatedtype\s+(\w+)", text, re.M):
            self.associated.add(m.group(1))
        # Protocols: members of their extensions are default implementations, never witnesses.
        self.protocols = set(re.findall(r"\bprotocol (\w+)", text))
        # Types the module declares without `public`: their extensions are not part of the surface.
        self.internal = {m.group(1) for m in re.finditer(
            r"^(?:@\S+ )*(?:internal |fileprivate |private )?(?:final )?(?:class|struct|enum|protocol) (\w+)",
            text, re.M) if not re.match(r".*\b(public|open)\b", m.group(0))}
        self.walk(text, owner="-", container="-", where="-", inherited=(None, False, False, False))
        for proto, conformers in self.hidden_conformers.items():
            for owner, where, state in conformers:
                for attrs, rest, body, member_where, member_state in self.hidden_members.get(proto, []):
                    if member_where != "-":
                        continue
                    intro = max([v for v in (state[0], member_state[0]) if v] or ["13.0"], key=version_key)
                    merged = (intro, state[1] or member_state[1], state[2] or member_state[2],
                              state[3] or member_state[3])
                    self.declaration(attrs, rest, body, owner, "extension", where, merged)

    @staticmethod
    def preprocess(text):
        """Keeps the first branch of each #if (the one today's compilers take)."""
        out = []
        stack = []
        for line in text.split("\n"):
            s = line.strip()
            if s.startswith("#if"):
                stack.append(True)
                continue
            if s.startswith("#elseif") or s.startswith("#else"):
                stack[-1] = False
                continue
            if s.startswith("#endif"):
                stack.pop()
                continue
            if all(stack):
                out.append(line)
        return "\n".join(out)

    def walk(self, text, owner, container, where, inherited):
        for attrs, rest, body in declarations(text):
            self.declaration(attrs, rest, body, owner, container, where, inherited)

    def declaration(self, attrs, rest, body, owner, container, where, inherited):
        intro, dep, unavail, spi = availability(attrs)
        p_intro, p_dep, p_unavail, p_spi = inherited
        if p_intro and (not intro or version_key(p_intro) > version_key(intro)):
            intro = p_intro
        state = (intro, dep or p_dep, unavail or p_unavail, spi or p_spi)
        mods, rest = take_modifiers(rest)
        keyword = re.match(r"[a-z]+", rest)
        keyword = keyword.group(0) if keyword else ""
        if keyword in ("import", "precedencegroup", "operator", "deinit"):
            return
        public = bool({"public", "open"} & mods) or container == "protocol" or keyword == "case" or \
            (keyword == "extension")
        if not public:
            if keyword in ("struct", "enum", "class", "protocol", "actor"):
                name = self.name_of(keyword, rest)
                self.internal.add(name if owner == "-" else owner + "." + name)
            return
        if keyword == "extension":
            self.extension(attrs, rest, body, state)
            return
        name = self.name_of(keyword, rest)
        if name is None:
            raise ValueError("cannot read declaration in %s: %s" % (owner, rest[:120]))
        kept = self.keep(name, owner, container, keyword, rest, state)
        if keyword in ("struct", "enum", "class", "protocol", "actor"):
            path = name if owner == "-" else owner + "." + name
            if kept:
                self.emit(owner, container, where, attrs, mods, keyword, rest, None, state)
            if body is not None and not name.startswith("_"):
                self.walk(body, owner=path, container=keyword, where="-", inherited=state)
            return
        if not kept:
            return
        if keyword == "case":
            for case in split_top(rest[len("case"):].strip()):
                self.emit(owner, container, where, attrs, mods, "case", "case " + case, None, state)
            return
        self.emit(owner, container, where, attrs, mods, keyword, rest, body, state)

    def keep(self, name, owner, container, keyword, rest, state):
        intro, dep, unavail, spi = state
        if unavail:
            self.skipped["unavailable on iOS"] += 1
            return False
        if spi:
            self.skipped["SPI"] += 1
            return False
        if any(part.startswith("_") for part in owner.split(".")):
            self.skipped["underscored"] += 1
            return False
        if re.search(r"[(,]\s*_[A-Za-z]\w*(\s+\w+)?\s*:", rest):
            self.skipped["underscored"] += 1   # SwiftUI's own entry points (`Image(_internalSystemName:)`)
            return False
        if name.startswith("_"):
            # A protocol's underscored requirements and their defaults stay: they decide whether code outside
            # SwiftUI can conform to it (the generator counts none of them as declarations).
            if owner.split(".")[-1] in self.protocols and keyword in ("func", "var", "let", "subscript", "init",
                                                                      "associatedtype", "typealias"):
                return True
            self.skipped["underscored"] += 1
            return False
        concrete = owner.split(".")[-1] not in self.protocols and owner not in FOREIGN_PROTOCOLS
        if container in ("struct", "enum", "class", "extension") and owner != "-" and concrete:
            if keyword == "typealias" and name in self.associated:
                self.skipped["witness"] += 1
                return False
            if WITNESS_MEMBERS.match(strip_modules(re.sub(r"^(public |static |nonmutating )+", "", rest))):
                self.skipped["witness"] += 1
                return False
        return True

    @staticmethod
    def name_of(keyword, rest):
        if keyword in ("init", "subscript"):
            return keyword
        if keyword == "case":
            m = re.match(r"case\s+(`?\w+`?)", rest)
            return m.group(1) if m else None
        if keyword == "func":
            m = re.match(r"func\s+(`?\w+`?|[-+*/%=<>!&|^~?.]+)", rest)
            return m.group(1) if m else None
        if keyword == "macro":
            return re.match(r"macro\s+(\w+)", rest).group(1)
        m = re.match(r"(?:struct|enum|class|protocol|actor|typealias|associatedtype|var|let)\s+(`?\$?\w+`?)", rest)
        return m.group(1) if m else None

    def extension(self, attrs, rest, body, state):
        m = re.match(r"extension\s+([\w.]+(?:<[^>]*>)?)\s*(?::\s*(.*?))?\s*(?:where\s+(.*))?$", rest)
        if not m:
            raise ValueError("cannot read extension: " + rest)
        owner = strip_modules(m.group(1))
        parts = owner.split(".")
        if any(".".join(parts[:i + 1]) in self.internal for i in range(len(parts))):
            return
        conformances = split_top(m.group(2)) if m.group(2) else []
        where = strip_modules(m.group(3)).strip() if m.group(3) else "-"
        intro, dep, unavail, spi = state
        if not owner.startswith("_") and not any(p.startswith("_") for p in owner.split(".")):
            for proto in conformances:
                proto = strip_modules(proto).replace("@unchecked ", "")
                if proto.startswith("_") and not unavail:
                    self.hidden_conformers.setdefault(proto, []).append((owner, where, state))
                if unavail:
                    self.skipped["unavailable on iOS"] += 1
                elif proto.startswith("_"):
                    self.skipped["underscored"] += 1
                else:
                    self.rows.append((owner, "-", where, "conformance " + proto, self.ios(state)))
        else:
            self.skipped["underscored"] += 1
            if body is not None and "." not in owner:
                for member_attrs, member_rest, member_body in declarations(body):
                    self.hidden_members.setdefault(owner, []).append(
                        (member_attrs, member_rest, member_body, where, state))
        if body is not None:
            self.walk(body, owner=owner, container="extension", where=where, inherited=state)

    def emit(self, owner, container, where, attrs, mods, keyword, rest, body, state):
        decl = self.normalize(attrs, mods, keyword, rest, body)
        self.rows.append((owner, container, where, decl, self.ios(state)))

    @staticmethod
    def ios(state):
        intro, dep, unavail, spi = state
        text = intro or "13.0"
        return text + (" deprecated" if dep else "")

    @staticmethod
    def normalize(attrs, mods, keyword, rest, body):
        kept_attrs = []
        for a in attrs:
            a = strip_modules(a).replace("@_functionBuilder", "@resultBuilder")
            name = re.match(r"@(\w+)", a).group(1)
            # `@_disfavoredOverload` decides which overload a call means, so callers depend on it.
            if name in ("propertyWrapper", "resultBuilder", "dynamicMemberLookup", "discardableResult",
                        "_disfavoredOverload",
                        "ViewBuilder", "freestanding", "attached") or name.endswith("Builder"):
                kept_attrs.append(a)
        kept_mods = [m for m in ("static", "mutating", "nonmutating", "prefix", "postfix", "indirect", "final")
                     if m in mods]
        if keyword == "class" and "open" in mods:
            kept_mods.append("open")
        decl = strip_modules(rest)
        # Attributes of parameters and types that change nothing for a caller.
        decl = re.sub(r"@_\w+(\([^()]*\))?\s*", "", decl)
        decl = re.sub(r"\b(__owned|__shared|_const)\s+", "", decl)
        decl = re.sub(r"@MainActor\(unsafe\)\s*", "", decl)
        if keyword in ("var", "let", "subscript"):
            decl = re.sub(r"\s*=\s*.*$", "", decl) if keyword != "subscript" else decl
            if keyword == "var":
                settable = body is not None and re.search(r"(^|\s)(nonmutating\s+)?set\b", body) is not None
                if body is None and "let" != keyword:
                    settable = True   # a stored property
                decl += " { get set }" if settable else " { get }"
            elif keyword == "subscript":
                settable = body is not None and re.search(r"(^|\s)(nonmutating\s+)?set\b", body) is not None
                decl += " { get set }" if settable else " { get }"
        if keyword in ("struct", "enum", "class", "protocol", "actor"):
            decl = decl.rstrip()
        decl = " ".join(kept_attrs + kept_mods + [decl])
        return re.sub(r"\s+", " ", decl).strip()


def main():
    path, source = sys.argv[1], sys.argv[2]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    ex = Extractor()
    ex.run(text)
    out = sys.stdout
    out.write("# SwiftUI's public declarations for iOS, one a line (scripts/declared-surface/extract.py).\n")
    out.write("# Source: " + source + "\n")
    out.write("# Columns: owner, container, where clause, declaration, iOS availability.\n")
    left = ", ".join("%s %d" % (k, v) for k, v in ex.skipped.items())
    out.write("# Left out: " + left + ".\n")
    for row in ex.rows:
        out.write("\t".join(row) + "\n")


if __name__ == "__main__":
    main()
