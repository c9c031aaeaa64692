"""What the generator knows about the declared surface as a whole: its types, protocols, conformances, which
protocol requirements have default implementations, and how each declaration is classified (or why it is left
out)."""

import hashlib
import re

from declaration import Decl, split_where
from swiftsyntax_lite import split_top

# Generic parameters of the standard library's types that SwiftUI extends.
FOREIGN_GENERICS = {
    "Optional": [("Wrapped", None)],
    "Array": [("Element", None)],
    "Dictionary": [("Key", "Hashable"), ("Value", None)],
    "Set": [("Element", "Hashable")],
    "Range": [("Bound", "Comparable")],
    "ClosedRange": [("Bound", "Comparable")],
    "KeyPath": [("Root", None), ("Value", None)],
}
FOREIGN_PROTOCOLS = {
    "Sequence", "Collection", "MutableCollection", "RangeReplaceableCollection", "RandomAccessCollection",
    "BidirectionalCollection", "StringProtocol", "BinaryFloatingPoint", "FormatStyle", "ObservableObject",
    "Identifiable", "Hashable", "Equatable",
}

# Frameworks that have no Linux counterpart: a declaration that needs one is left out.
FOREIGN_FRAMEWORKS = {
    "CoreData": "needs Core Data (managed objects, fetch requests), which has no Linux implementation",
    "CoreText": "needs a Core Text font (CTFont), which has no Linux implementation",
    "QuartzCore": "needs Core Animation (CALayer, CATransform3D), which has no Linux implementation",
    "os": "needs Apple's unified logging (os.OSLog)",
}

# The app lifecycle: apps, scenes, windows and menu commands. A renderer draws views, never runs an app;
# Darkroom declares `App` and `WindowGroup` unavailable with that explanation.
LIFECYCLE_PROTOCOLS = {"App", "Scene", "Commands", "WidgetConfiguration", "Widget", "WidgetBundle"}
LIFECYCLE_NAMES = {"UIApplicationDelegateAdaptor", "UIApplicationDelegate", "SceneBuilder", "CommandsBuilder",
                   "WidgetBundleBuilder", "CommandGroupPlacement", "CommandMenu", "CommandGroup",
                   "EmptyCommands", "EmptyWidgetConfiguration", "WindowResizability", "SceneRestorationBehavior"}

# Report categories, in the order the report lists them, with the folder their uses are written to.
KINDS = [
    ("protocols", "Protocols"),
    ("types", "Types"),
    ("conformances", "Conformances"),
    ("initializers", "Initializers"),
    ("modifiers", "Modifiers"),
    ("property wrappers", "PropertyWrappers"),
    ("operators", "Operators"),
    ("static members", "StaticMembers"),
    ("members", "Members"),
    ("functions", "Functions"),
    ("macros", "Macros"),
]
FOLDER = dict(KINDS)

IDENT = r"(?<![\w.$])%s(?![\w])"


def unit_hash(ident):
    return hashlib.sha1(ident.encode("utf-8")).hexdigest()[:10]


class Surface:
    def __init__(self, decls):
        self.decls = decls
        self.types = {}          # "ToggleStyleConfiguration.Label" -> type Decl
        self.protocols = {}      # "ToggleStyle" -> protocol Decl
        self.requirements = {}   # "ToggleStyle" -> [Decl]
        self.extension_members = {}   # "ToggleStyle" -> [Decl] (unconstrained protocol extensions)
        self.conformances = {}   # "Angle" -> [(protocol, where)]
        for d in decls:
            if d.keyword in ("struct", "enum", "class", "protocol", "actor"):
                path = d.name if d.owner == "-" else d.owner + "." + d.name
                self.types[path] = d
                if d.keyword == "protocol":
                    self.protocols[path] = d
                # A type's own conformances hold whatever its generic parameters are.
                for inherited in d.inherits:
                    self.conformances.setdefault(path, []).append((inherited, "-"))
            elif d.keyword == "conformance":
                self.conformances.setdefault(d.owner, []).append((d.name, d.where))
        for d in decls:
            if d.container == "protocol":
                self.requirements.setdefault(d.owner, []).append(d)
            elif d.container == "extension" and d.owner in self.protocols:
                self.extension_members.setdefault(d.owner, []).append(d)
        self.lifecycle = set(LIFECYCLE_PROTOCOLS) | LIFECYCLE_NAMES
        for path, confs in self.conformances.items():
            # Conditional conformances (`ModifiedContent: Scene where Content: Scene`) leave the type a view.
            if path != "Never" and any(p in LIFECYCLE_PROTOCOLS and w == "-" for p, w in confs):
                self.lifecycle.add(path)

    # Protocols --------------------------------------------------------------------------------------------

    def is_protocol(self, name):
        return name in self.protocols or name in FOREIGN_PROTOCOLS

    def ancestors(self, proto):
        """proto and every SwiftUI protocol it refines, nearest first."""
        out = [proto]
        for inherited in self.protocols[proto].inherits if proto in self.protocols else []:
            for part in inherited.split("&"):
                part = part.strip()
                if part in self.protocols and part not in out:
                    out += [p for p in self.ancestors(part) if p not in out]
        return out

    def foreign_refinements(self, proto):
        """Protocols of the standard library that proto (or a protocol it refines) refines."""
        out = []
        for p in self.ancestors(proto):
            for inherited in self.protocols[p].inherits:
                for part in inherited.split("&"):
                    part = part.strip()
                    if part not in self.protocols and part not in out:
                        out.append(part)
        return out

    @staticmethod
    def member_key(d):
        return (d.keyword, d.static, d.name, d.labels() if d.keyword in ("func", "init", "subscript") else "")

    def has_default(self, conformer, req):
        """Whether a conformer of `conformer` gets req from an extension: an unconstrained one of a protocol
        it conforms to, or one that only fixes associated types (`where Self.AnimatableData ==
        EmptyAnimatableData`), as sample code's shapes rely on. A `body` is always written, as sample code
        writes it."""
        key = self.member_key(req)
        for p in self.ancestors(conformer):
            for d in self.extension_members.get(p, []):
                if self.member_key(d) != key:
                    continue
                if d.where == "-":
                    return True
                # Only associated types in the clause: `Self.Cache == ()`, `Self.Value == Self.Body.Value`.
                reqs = where_requirements(d.where)
                fixes = all(re.match(r"Self\.\w+ == (\(\)|[A-Z][\w.]*)$", r) for r in reqs)
                if fixes and (req.name != "body" or all(self.fixed_by_protocol(conformer, r) for r in reqs)):
                    return True
        return False

    def fixed_associated_types(self, proto):
        """`Self.Body == Never` clauses of proto's declaration and of the protocols it refines."""
        out = {}
        for p in self.ancestors(proto):
            for r in where_requirements(self.protocols[p].own_where):
                m = re.match(r"Self\.(\w+) == (.+)$", r)
                if m:
                    out[m.group(1)] = m.group(2)
        return out

    def fixed_by_protocol(self, proto, requirement):
        m = re.match(r"Self\.(\w+) == (.+)$", requirement)
        return bool(m) and self.fixed_associated_types(proto).get(m.group(1)) == m.group(2)

    def conformable(self, proto):
        """Whether code outside SwiftUI can conform: every underscored requirement has a default."""
        for p in self.ancestors(proto):
            for r in self.requirements.get(p, []):
                if r.name.startswith("_") and r.keyword not in ("associatedtype", "typealias") and \
                        not self.has_default(proto, r):
                    return False
        return True

    def is_default_of_requirement(self, d):
        """A protocol extension's member that implements one of the protocol's own requirements."""
        if d.container != "extension" or d.owner not in self.protocols:
            return False
        key = self.member_key(d)
        for p in self.ancestors(d.owner):
            if any(self.member_key(r) == key for r in self.requirements.get(p, [])):
                return True
        return False

    def mentions(self, proto, name):
        """Requirements of proto (and the protocols it refines) whose signature names Self.<name>."""
        pattern = re.compile(r"(?<![\w.])Self\.%s\b" % re.escape(name))
        return [r for p in self.ancestors(proto) for r in self.requirements.get(p, [])
                if r.keyword not in ("associatedtype", "typealias") and pattern.search(r.text)]

    def conforms(self, type_path, proto):
        seen = set()
        todo = [p for p, _ in self.conformances.get(type_path, [])]
        while todo:
            p = todo.pop()
            if p == proto:
                return True
            if p in seen:
                continue
            seen.add(p)
            if p in self.protocols:
                todo += [x.strip() for i in self.protocols[p].inherits for x in i.split("&")]
        return False

    # Classification ---------------------------------------------------------------------------------------

    def is_wrapper(self, path):
        t = self.types.get(path)
        return t is not None and "@propertyWrapper" in t.attrs

    def kind(self, d):
        if d.keyword == "protocol":
            return "protocols"
        if d.keyword in ("struct", "enum", "class", "actor"):
            return "property wrappers" if "@propertyWrapper" in d.attrs else "types"
        if d.keyword == "typealias" and d.container != "protocol":
            return "types"
        if d.keyword == "conformance":
            return "conformances"
        if d.keyword == "init":
            return "initializers"
        if d.keyword == "macro":
            return "macros"
        if d.owner == "-":
            return "functions"
        if d.is_operator:
            return "operators"
        if d.static or d.keyword == "case":
            return "static members"
        if d.keyword == "func" and self.is_modifier(d):
            return "modifiers"
        return "members"

    def is_modifier(self, d):
        """A method that returns a modified view or shape: View's and Shape's extension methods, and a view
        type's methods that return a view (`Text.bold()`, `Image.resizable()`)."""
        if d.owner in ("View", "Shape", "InsettableShape"):
            return True
        if d.owner in self.types and self.conforms(d.owner, "View") and d.returns:
            r = d.returns
            return r.startswith("some View") or r == "Self" or r == d.owner or r == d.owner.split(".")[-1]
        return False

    def skip_reason(self, d):
        text = d.text + " " + d.owner + " " + d.where
        # What the owner needs, its members need (`SectionedFetchResults` is Core Data's, so is its `count`).
        parts = d.owner.split(".") if d.owner != "-" else []
        for i in range(len(parts)):
            owner = self.types.get(".".join(parts[:i + 1]))
            if owner is not None:
                text += " " + owner.text
        for module, reason in FOREIGN_FRAMEWORKS.items():
            if re.search(r"(?<![\w.])" + module + r"\.[A-Z]", text):
                return reason
        names = set(re.findall(r"(?<![\w.])[A-Z]\w*", text))
        if d.keyword == "conformance":
            names.add(d.name)
        if d.keyword in ("struct", "enum", "class", "protocol"):
            names.add(d.name)
        lifecycle = sorted(n for n in names | {d.owner.split(".")[0]} if n in self.lifecycle)
        if lifecycle:
            return ("app lifecycle (%s): a renderer draws views and never runs an app, its scenes or its "
                    "commands" % ", ".join(lifecycle))
        return None

    # Identity ---------------------------------------------------------------------------------------------

    @staticmethod
    def ident(d):
        """A readable name for a declaration, unique once suffixed (see Surface.idents)."""
        owner = "" if d.owner == "-" else d.owner + "."
        where = "" if d.where == "-" else " where " + d.where
        if d.keyword == "conformance":
            return "%s: %s%s" % (d.owner, d.name, where)
        if d.keyword in ("func", "init", "subscript", "macro") or (d.keyword == "case" and d.params):
            params = ", ".join("%s: %s%s%s" % (p.label, "inout " if p.inout else "", p.type,
                                               "..." if p.variadic else "") for p in d.params)
            name = d.name + ("?" if d.failable else "")
            static = "static " if d.static and d.keyword != "case" else ""
            generics = ""
            if d.generics:
                generics = "<" + ", ".join(g for g, _ in d.generics) + ">"
            text = "%s%s%s%s(%s)" % (static, owner, name, generics, params)
            if d.own_where:
                where = " where " + d.own_where + (where.replace(" where ", ", ") if where else "")
            return text + where
        static = "static " if d.static else ""
        if d.keyword in ("struct", "enum", "class", "protocol", "actor", "typealias", "associatedtype"):
            return owner + d.name + where
        return static + owner + d.name + where

    def idents(self):
        seen = {}
        out = []
        for d in self.decls:
            base = self.ident(d)
            n = seen.get(base, 0) + 1
            seen[base] = n
            out.append(base if n == 1 else "%s #%d" % (base, n))
        return out


def where_requirements(clause):
    if not clause or clause == "-":
        return []
    return [r for r in split_top(clause) if r]


__all__ = ["Surface", "Decl", "KINDS", "FOLDER", "unit_hash", "where_requirements", "split_where",
           "FOREIGN_GENERICS", "FOREIGN_PROTOCOLS", "IDENT"]
