"""Turns one declaration into a small use: Swift that type-checks only if Darkroom declares the same shape.

Every value a use passes is `sample() as T` (a generic function that returns whatever type its context asks
for), so a call checks the labels and the parameter types exactly. Generic parameters of the declaration and
of its owner become generic parameters of the use, with the same constraints, so a use checks that Darkroom
accepts every type SwiftUI accepts. A use is a function (or, for a protocol or a property wrapper, a type).
"""

import re

from declaration import Param
from swiftsyntax_lite import close_angle, split_top
from surface_model import FOREIGN_GENERICS, IDENT, split_where, where_requirements

# Types that stand for an associated type when a conformer must name one.
REPRESENTATIVES = {
    "View": "Text", "Shape": "Rectangle", "InsettableShape": "Rectangle", "ShapeStyle": "Color",
    "Gesture": "TapGesture", "ViewModifier": "EmptyModifier", "VectorArithmetic": "Double",
    "Animatable": "Double", "Hashable": "Int", "Equatable": "Int", "Comparable": "Int", "Sendable": "Int",
    "Codable": "Int", "Decodable": "Int", "Encodable": "Int", "BinaryFloatingPoint": "Double",
    "Identifiable": "SampleItem", "UIView": "UIView", "UIViewController": "UIViewController",
    "Sequence": "[Date]", "Collection": "[SampleItem]", "RandomAccessCollection": "[SampleItem]",
    "Transition": "IdentityTransition", "Layout": "HStackLayout",
    "SortComparator": "KeyPathComparator<SampleItem>",
    "KeyframeTrackContent": "LinearKeyframe<Double>",
}

# What a standard-library protocol asks of a conformer that SwiftUI's protocol refines.
STDLIB_WITNESSES = {
    "AdditiveArithmetic": ["static var zero: Self { sample() }",
                           "static func + (lhs: Self, rhs: Self) -> Self { lhs }",
                           "static func - (lhs: Self, rhs: Self) -> Self { lhs }"],
    "Comparable": ["static func < (lhs: Self, rhs: Self) -> Bool { false }"],
    "Identifiable": ["var id: Int { 0 }"],
    "CustomStringConvertible": ["var description: String { \"\" }"],
}

# Conformers as Apple's documentation writes them where the minimum the protocol asks for is not what code
# writes: a custom shape style resolves to another style (its default resolves to `Never`).
SAMPLE_CONFORMERS = {
    "ShapeStyle": ["func resolve(in environment: EnvironmentValues) -> Color { sample() }"],
}

# Property wrappers that code constructs by calling their initializers, not as attributes.
CALLED_WRAPPERS = {"Binding", "Bindable", "FocusState.Binding", "AccessibilityFocusState.Binding"}

BUILDER_VIEW = ["Text(\"\")", "Text(\"\")"]

# `some P` or `some P<A>` inside a type.
OPAQUE = re.compile(r"\bsome ([A-Za-z_][\w.]*(?:<[^<>]*(?:<[^<>]*>[^<>]*)*>)?)")


class Skip(Exception):
    """A declaration the generator cannot write a use for, with the reason."""


def sub_names(text, mapping):
    """Replaces whole type names (not members after a dot) by their replacements, in one pass."""
    if not mapping or text is None:
        return text
    # A name applied to arguments (`Label<Text, Image>`) is a type, never the generic parameter of that name.
    pattern = re.compile("|".join((IDENT + r"(?!\s*<)") % re.escape(k) for k in sorted(mapping, key=len, reverse=True)))
    return pattern.sub(lambda m: mapping[m.group(0)], text)


def shorthand(text):
    """`Optional<T>` as `T?` and `-> ()` as `-> Void`, as the project's style writes them."""
    if text is None:
        return None
    text = re.sub(r"->\s*\(\)", "-> Void", text)
    while True:
        m = re.search(r"(?<![\w.])Optional<", text)
        if not m:
            return text
        end = close_angle(text, m.end() - 1)
        inner = text[m.end():end]
        wrapped = inner if re.match(r"^[\w.]+(<.*>)?$", inner) else "(%s)" % inner
        text = text[:m.start()] + wrapped + "?" + text[end + 1:]


def names_in(text):
    return set(re.findall(r"(?<![\w.$])[A-Za-z_]\w*", text or ""))


def parameter_names_in(text):
    """The names in text that could be generic parameters: not those applied to arguments (`Label<Text, Image>`
    names SwiftUI's `Label` even where a parameter is called `Label`)."""
    return set(re.findall(r"(?<![\w.$])([A-Za-z_]\w*)(?![\w])(?!\s*<)", text or ""))


class Context:
    """The generic signature of a use and how the declaration's types are written in it."""

    def __init__(self):
        self.generics = []    # [[name, [constraints]]]
        self.where = []
        self.subst = {}
        self.owner_expr = None    # the owner type, as a use writes it
        self.owner_base = None    # the owner type's name, for calling its initializers
        self.protocol_owner = None
        self.self_fixed = None    # the concrete type a `where Self == X` clause fixes

    def names(self):
        return [g[0] for g in self.generics]

    def t(self, text):
        return shorthand(sub_names(text, self.subst))

    def signature(self):
        if not self.generics:
            gen = ""
        else:
            gen = "<" + ", ".join(n + (": " + " & ".join(c) if c else "") for n, c in self.generics) + ">"
        where = ""
        if self.where:
            where = " where " + ", ".join(self.where)
        return gen, where


class UseWriter:
    def __init__(self, surface):
        self.s = surface

    # Contexts ---------------------------------------------------------------------------------------------

    def context(self, d, owner=None, own_generics=True):
        s = self.s
        ctx = Context()
        owner = d.owner if owner is None else owner
        if owner == "-":
            pass
        elif s.is_protocol(owner):
            ctx.generics.append(["Self_", [owner]])
            ctx.subst["Self"] = "Self_"
            ctx.owner_expr = "Self_"
            ctx.owner_base = "Self_"
            ctx.protocol_owner = owner
        else:
            parts = owner.split(".")
            exprs = []
            for i in range(len(parts)):
                path = ".".join(parts[:i + 1])
                t = s.types.get(path)
                if t is not None:
                    gens = t.generics
                    if t.own_where:
                        ctx.where += where_requirements(t.own_where)
                else:
                    gens = FOREIGN_GENERICS.get(path, [])
                for name, c in gens:
                    ctx.generics.append([name, [c] if c else []])
                exprs.append(parts[i] + ("<" + ", ".join(n for n, _ in gens) + ">" if gens else ""))
            ctx.owner_expr = ".".join(exprs)
            ctx.owner_base = owner
        reqs = where_requirements(d.where)
        # The declaration's own generic parameters, renamed when they shadow the owner's.
        rename = {}
        if own_generics:
            taken = set(ctx.names())
            for name, c in d.generics:
                new = name
                while new in taken:
                    new += "2"
                if new != name:
                    rename[name] = new
                taken.add(new)
                ctx.generics.append([new, [c] if c else []])
            reqs += where_requirements(d.own_where)
        ctx.rename = rename
        self.apply_requirements(ctx, [sub_names(r, rename) for r in reqs])
        return ctx

    def apply_requirements(self, ctx, reqs):
        generic_names = set(ctx.names()) | {"Self"}
        fixed = {}
        kept = []
        for r in reqs:
            if "==" in r:
                lhs, rhs = [x.strip() for x in r.split("==", 1)]
                if lhs in generic_names and lhs not in fixed and lhs not in parameter_names_in(rhs):
                    fixed[lhs] = rhs
                    continue
                if rhs in generic_names and rhs not in fixed and rhs not in parameter_names_in(lhs):
                    fixed[rhs] = lhs
                    continue
            kept.append(r)
        # A fixed parameter's type may name another fixed one (`Content == ForEach<Data, ID, Row>`, `ID == Int`).
        for _ in range(len(fixed)):
            resolved = {k: sub_names(v, {x: y for x, y in fixed.items() if x != k}) for k, v in fixed.items()}
            if resolved == fixed:
                break
            fixed = resolved
        fixed = {k: v for k, v in fixed.items() if k not in parameter_names_in(v)}
        # `Self` of a concrete owner is the owner type, written with the owner's (possibly fixed) parameters.
        if ctx.protocol_owner is None and ctx.owner_expr:
            ctx.owner_expr = sub_names(ctx.owner_expr, fixed)
            fixed["Self"] = ctx.owner_expr
        elif ctx.protocol_owner is not None and "Self" in fixed:
            ctx.self_fixed = fixed["Self"]
            ctx.owner_expr = fixed["Self"]
            ctx.owner_base = fixed["Self"]
            ctx.generics = [g for g in ctx.generics if g[0] != "Self_"]
        else:
            fixed.setdefault("Self", "Self_" if ctx.protocol_owner else "Self")
        fixed.update({k: v for k, v in ctx.rename.items()})
        ctx.subst.update(fixed)
        ctx.generics = [g for g in ctx.generics if g[0] not in fixed]
        for g in ctx.generics:
            g[1] = [ctx.t(c) for c in g[1]]
        names = set(ctx.names())
        out = []
        for r in kept + ctx.where:
            r = ctx.t(r)
            lhs = re.split(r"\s*(?:==|:)\s*", r, maxsplit=1)[0]
            root = lhs.split(".")[0].strip()
            if root not in names:
                continue   # a fact about concrete types, checked by their own uses
            if ":" in r and "==" not in r:
                name, constraint = [x.strip() for x in r.split(":", 1)]
                if name in names:
                    g = next(g for g in ctx.generics if g[0] == name)
                    if constraint not in g[1]:
                        g[1].append(constraint)
                    continue
            if r not in out:
                out.append(r)
        ctx.where = out

    # Values -----------------------------------------------------------------------------------------------

    def opaque_params(self, ctx, params):
        """`some P` in a parameter (`content: () -> some View`) is a generic parameter of the use."""
        out = []
        count = [0]

        def fresh(m):
            count[0] += 1
            name = "Opaque%d" % count[0]
            ctx.generics.append([name, [ctx.t(m.group(1))]])
            return name
        for p in params:
            if "some " in p.type:
                ptype = OPAQUE.sub(fresh, p.type)
                p = Param(p.label, p.name, ptype, p.attrs, p.type_attrs, p.inout, p.variadic, p.default)
            out.append(p)
        return out

    @staticmethod
    def cast_type(ctx, p):
        attrs = [a for a in p.type_attrs if a not in ("@escaping", "@autoclosure")]
        t = ctx.t(p.type)
        if "@autoclosure" in p.type_attrs:
            return re.sub(r"^\(\)\s*(async\s*)?(throws\s*)?->\s*", "", t)
        return " ".join(attrs + [t])

    def arguments(self, ctx, params, omit_defaults=False, literal_builders=()):
        pre = []
        args = []
        for i, p in enumerate(params):
            # An unlabelled default before an unlabelled argument cannot be left out: Swift would give that
            # argument to it (`contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets)`).
            later = [q for q in params[i + 1:] if q.label == "_" and q.default is None]
            if omit_defaults and p.default is not None and not (p.label == "_" and later):
                continue
            if p.inout:
                pre.append("var arg%d: %s = sample()" % (i, ctx.t(p.type)))
                value = "&arg%d" % i
            elif i in literal_builders:
                # The closure's parameters are typed: alone, outside the container that gives them their type
                # (a column's row inside its `Table`), nothing else could decide a generic parameter they name.
                # A parameter whose type names the closure's own result (`TimelineView<Schedule, Content>.Context`)
                # is left to inference, or the literal's two views could not become that result.
                ftype = ctx.t(p.type)
                types = self.closure_params(ftype)
                result = re.sub(r"^\(.*\)\s*->\s*", "", ftype)
                if any(names_in(t) & names_in(result) for t in types):
                    types = ["_"] * len(types)
                else:
                    types = ["_: " + t for t in types]
                head = "{ (" + ", ".join(types) + ") in " if types else "{ "
                value = head + "; ".join(BUILDER_VIEW) + " }"
            else:
                value = "sample() as " + self.cast_type(ctx, p)
            args.append(value if p.label == "_" else "%s: %s" % (p.label, value))
        return pre, args

    @staticmethod
    def closure_params(ftype):
        m = re.match(r"^\((.*)\)\s*->", ftype)
        if not m or not m.group(1).strip():
            return []
        return [t.strip() for t in split_top(m.group(1))]

    @staticmethod
    def closure_arity(ftype):
        m = re.match(r"^\((.*)\)\s*->", ftype)
        if not m or not m.group(1).strip():
            return 0
        return len(split_top(m.group(1)))

    def builder_slots(self, ctx, params):
        """Parameters whose @ViewBuilder closure can take a literal of two views: the closure's result is a
        generic parameter that no other parameter mentions."""
        slots = []
        generic = set(ctx.names())
        for i, p in enumerate(params):
            if "@ViewBuilder" not in p.attrs:
                continue
            m = re.match(r"^\(.*\)\s*->\s*(\w+)$", ctx.t(p.type))
            if not m or m.group(1) not in generic:
                continue
            result = m.group(1)
            others = [ctx.t(q.type) for j, q in enumerate(params) if j != i]
            if any(result in names_in(o) for o in others):
                continue
            slots.append(i)
        return slots

    @staticmethod
    def check(expr, rtype, loose=False, pinned=False):
        """A statement that uses expr as a value of the declared result type. A result that names one of
        SwiftUI's underscored types is not checked, unless it alone decides a generic parameter (pinned:
        `ViewBuilder.buildEither(first:)` and its `_ConditionalContent<T, F>`)."""
        if rtype is None or rtype in ("Void", "()"):
            return expr
        if rtype.startswith("some ") and "some " not in rtype[5:]:
            return "_ = %s as any %s" % (expr, rtype[5:])
        if loose or "some " in rtype or (re.search(r"(?<![\w.])_[A-Z]", rtype) and not pinned):
            return "_ = " + expr
        return "let _: %s = %s" % (rtype, expr)

    # Units ------------------------------------------------------------------------------------------------

    @staticmethod
    def func_unit(name, ctx, body, subject=None, effects=""):
        gen, where = ctx.signature()
        params = ["_ subject: %s" % subject] if subject else []
        # Every generic parameter must appear in the signature; a metatype of them all does that.
        names = ctx.names()
        if names:
            params.append("_ generics: (%s).Type" % ", ".join(names))
        eff = (" " + effects) if effects else ""
        head = "@MainActor func %s%s(%s)%s%s {" % (name, gen, ", ".join(params), eff, where)
        if len(head) > 120:
            # One parameter a line, the where clause (one requirement a line when long) after them.
            lines = ["@MainActor func %s%s(" % (name, gen)]
            lines += ["    %s%s" % (p, "," if i < len(params) - 1 else "") for i, p in enumerate(params)]
            tail = ")%s%s {" % (eff, where)
            if len(tail) > 120:
                tail = ")%s\n%s {" % (eff, where.strip())
            lines.append(tail)
            lines = "\n".join(lines).split("\n")
        else:
            lines = [head]
        lines += ["    " + b for b in body]
        lines.append("}")
        return lines

    def unit(self, d, kind, name):
        if kind == "protocols":
            return self.conformer(d, name)
        if kind == "property wrappers":
            return self.wrapper_type(d, name)
        if kind == "types":
            return self.type_use(d, name)
        if kind == "conformances":
            return self.conformance(d, name)
        if kind == "macros":
            return self.macro(d)
        if d.keyword == "init":
            wrapper = d.owner if self.s.is_wrapper(d.owner) and d.owner not in CALLED_WRAPPERS else None
            return self.wrapper_init(d, name) if wrapper else self.initializer(d, name)
        if d.keyword == "associatedtype":
            return self.associated_type(d, name)
        if d.keyword == "typealias":
            return self.protocol_alias(d, name)
        if d.is_operator:
            return self.operator(d, name)
        if d.keyword == "case":
            return self.case(d, name)
        if d.keyword in ("var", "let"):
            return self.property(d, name)
        if d.keyword in ("func", "subscript"):
            return self.method(d, name)
        raise Skip("no use is written for a %s" % d.keyword)

    # Callables --------------------------------------------------------------------------------------------

    def calls(self, ctx, d, params, callee, rtype, receiver_mutates=False):
        """Statements calling callee: with every argument, with the defaulted ones left out, and with literal
        @ViewBuilder closures."""
        body = []
        if receiver_mutates:
            body.append("var subject = subject")
        tri = ("try " if "throws" in d.effects else "") + ("await " if "async" in d.effects else "")
        pre, args = self.arguments(ctx, params)
        body += pre
        in_params = set().union(*[names_in(ctx.t(p.type)) for p in params]) if params else set()
        pinned = bool((names_in(rtype or "") & set(ctx.names())) - in_params)
        body.append(self.check(tri + callee(args), rtype, pinned=pinned))
        # A disfavored overload's call without its defaults means another overload (the one SwiftUI favors);
        # a default that names a generic parameter (`key: K.Type = K.self`) cannot decide it.
        generic = set(ctx.names()) | {g for g, _ in d.generics}
        self_made = any(p.default is not None and names_in(p.default) & generic for p in params)
        if any(p.default is not None for p in params) and "@_disfavoredOverload" not in d.attrs and not self_made:
            pre, args = self.arguments(ctx, params, omit_defaults=True)
            omitted = [ctx.t(p.type) for p in params if p.default is not None]
            loose = any(names_in(o) & names_in(rtype or "") & set(ctx.names()) for o in omitted)
            body += [x for x in pre if x not in body]
            body.append(self.check(tri + callee(args), rtype, loose=loose))
        slots = self.builder_slots(ctx, params)
        if slots:
            pre, args = self.arguments(ctx, params, literal_builders=slots)
            body += [x for x in pre if x not in body]
            # The result keeps its type, with the literal closures' results left as placeholders: a generic
            # parameter that only the result decides (a column's `Sort`) is decided as the container decides it.
            results = {re.sub(r"^\(.*\)\s*->\s*", "", ctx.t(params[i].type)) for i in slots}
            plain = rtype and re.match(r"^[\w.]+<", rtype) and "some " not in rtype and not re.search(r"\b_\w", rtype)
            if plain:
                typed = re.sub(r"\b(%s)\b" % "|".join(map(re.escape, sorted(results))), "_", rtype)
                body.append("let _: %s = %s%s" % (typed, tri, callee(args)))
            else:
                body.append("_ = " + tri + callee(args))
        return body

    def effects(self, d):
        return " ".join(e for e in ("async", "throws") if e in d.effects or (e == "throws" and "rethrows" in
                                                                             d.effects))

    def initializer(self, d, name):
        ctx = self.context(d)
        params = self.opaque_params(ctx, d.params)
        base = ctx.owner_base if ctx.self_fixed is None else ctx.self_fixed
        rtype = ctx.owner_expr + ("?" if d.failable else "")
        body = self.calls(ctx, d, params, lambda args: "%s(%s)" % (base, ", ".join(args)), rtype)
        return self.func_unit(name, ctx, body, effects=self.effects(d))

    def result_kind(self, d, ctx, rtype):
        """A modifier's result used as the kind it is (`Circle().rotation(.degrees(-90))` as a shape) when
        its declared type only wraps the view or shape it modifies (`RotatedShape<Self>`,
        `ModifiedContent<Self, AccessibilityAttachmentModifier>`): code chains such results, never names them."""
        if d.owner not in ("View", "Shape", "InsettableShape") or ctx.protocol_owner is None or not rtype:
            return rtype
        if rtype.startswith("some ") or not re.search(IDENT % "Self_", rtype):
            return rtype
        base = rtype.split("<")[0]
        t = self.s.types.get(base)
        if t is None:
            return rtype
        args = split_top(rtype[len(base) + 1:-1]) if "<" in rtype else []
        binding = dict(zip([g for g, _ in t.generics], args))

        def holds(arg, proto):
            if arg == "Self_":
                return proto == d.owner or proto in self.s.ancestors(d.owner)
            named = [g for g in ctx.generics if g[0] == arg]
            if named:
                return any(c == proto or (c in self.s.protocols and proto in self.s.ancestors(c)) for c in named[0][1])
            return self.s.conforms(arg.split("<")[0], proto)
        for kind in (d.owner, "Shape", "View"):
            for proto, where in self.s.conformances.get(base, []):
                if proto != kind and not (proto in self.s.protocols and kind in self.s.ancestors(proto)):
                    continue
                reqs = where_requirements(where)
                if all(":" in r and "==" not in r and holds(binding.get(r.split(":")[0].strip(), "?"),
                                                            r.split(":", 1)[1].strip()) for r in reqs):
                    return "some " + kind
        return rtype

    def method(self, d, name):
        ctx = self.context(d)
        params = self.opaque_params(ctx, d.params)
        rtype = self.result_kind(d, ctx, ctx.t(d.returns))
        if d.owner == "-":
            def callee(args):
                return "%s(%s)" % (d.name, ", ".join(args))
            subject = None
        elif d.static:
            def callee(args):
                return "%s.%s(%s)" % (ctx.owner_expr, d.name, ", ".join(args))
            subject = None
        elif d.keyword == "subscript":
            def callee(args):
                return "subject[%s]" % ", ".join(args)
            subject = ctx.owner_expr
        else:
            def callee(args):
                return "subject.%s(%s)" % (d.name, ", ".join(args))
            subject = ctx.owner_expr
        body = self.calls(ctx, d, params, callee, rtype, receiver_mutates="mutating" in d.mods)
        if d.keyword == "subscript" and d.settable:
            _, args = self.arguments(ctx, params)
            body.insert(0, "var subject = subject")
            body.append("subject[%s] = sample() as %s" % (", ".join(args), rtype))
        body += self.leading_dot(ctx, d, lambda args: ".%s(%s)" % (d.name, ", ".join(args)), params, rtype)
        return self.func_unit(name, ctx, body, subject=subject, effects=self.effects(d))

    def leading_dot(self, ctx, d, member, params, rtype):
        """`.toggleStyle(.switch)`: a static member of a protocol extension constrained to `Self == X`, named
        where a value of the protocol is expected."""
        if ctx.self_fixed is None or not d.static or not self.s.is_protocol(d.owner):
            return []
        if rtype not in (ctx.self_fixed, "Self"):
            return []
        _, args = self.arguments(ctx, params)
        return ["func accept<T: %s>(_ value: T) {}" % d.owner, "accept(%s)" % member(args)]

    def property(self, d, name):
        ctx = self.context(d)
        rtype = ctx.t(d.returns)
        body = []
        if d.owner == "-":
            body.append(self.check(d.name, rtype))
            if d.settable:
                body.append("%s = sample() as %s" % (d.name, rtype))
            return self.func_unit(name, ctx, body)
        if d.static:
            body.append(self.check("%s.%s" % (ctx.owner_expr, d.name), rtype))
            body += self.leading_dot(ctx, d, lambda args: "." + d.name, [], rtype)
            return self.func_unit(name, ctx, body)
        body.append(self.check("subject." + d.name, rtype))
        if d.settable:
            body.insert(0, "var subject = subject")
            body.append("subject.%s = sample() as %s" % (d.name, rtype))
        return self.func_unit(name, ctx, body, subject=ctx.owner_expr)

    def operator(self, d, name):
        ctx = self.context(d)
        rtype = ctx.t(d.returns)
        params = d.params
        body = []
        if len(params) == 2:
            lhs, rhs = params
            right = "(sample() as %s)" % self.cast_type(ctx, rhs)
            if lhs.inout:
                body.append("var lhs: %s = sample()" % ctx.t(lhs.type))
                body.append("lhs %s %s" % (d.name, right))
            else:
                left = "(sample() as %s)" % self.cast_type(ctx, lhs)
                body.append(self.check("%s %s %s" % (left, d.name, right), rtype))
        elif len(params) == 1:
            operand = "(sample() as %s)" % self.cast_type(ctx, params[0])
            expr = d.name + operand if "postfix" not in d.mods else operand + d.name
            body.append(self.check(expr, rtype))
        else:
            raise Skip("an operator with %d operands" % len(params))
        return self.func_unit(name, ctx, body)

    def case(self, d, name):
        ctx = self.context(d)
        if d.params:
            _, args = self.arguments(ctx, d.params)
            expr = ".%s(%s)" % (d.name, ", ".join(args))
        else:
            expr = "." + d.name
        return self.func_unit(name, ctx, ["let _: %s = %s" % (ctx.owner_expr, expr)])

    # Types, conformances, associated types -----------------------------------------------------------------

    def type_context(self, d):
        path = d.name if d.owner == "-" else d.owner + "." + d.name
        fake = type("T", (), {})()
        fake.owner, fake.where, fake.generics, fake.own_where = path, "-", [], None
        return self.context(fake), path

    def type_use(self, d, name):
        if d.keyword == "typealias":
            ctx = self.context(d, own_generics=False)
            if d.generics:
                raise Skip("a generic typealias")
            owner = "" if d.owner == "-" else ctx.owner_expr + "."
            target = ctx.t(d.alias)
            if re.search(r"(?<![\w.])_[A-Z]", target) or "some " in target:
                body = ["let _: Any.Type = %s%s.self" % (owner, d.name)]
            else:
                body = ["let _: (%s).Type = %s%s.self" % (target, owner, d.name)]
            return self.func_unit(name, ctx, body)
        ctx, path = self.type_context(d)
        return self.func_unit(name, ctx, ["let _: Any.Type = %s.self" % ctx.owner_expr])

    def conformance(self, d, name):
        ctx = self.context(d)
        proto = ctx.t(re.sub(r"^@\w+\s+", "", d.name))
        # The type named alone first, so that a missing type is reported as such.
        body = ["_ = %s.self" % ctx.owner_expr, "func accept<T: %s>(_ type: T.Type) {}" % proto,
                "accept(%s.self)" % ctx.owner_expr]
        return self.func_unit(name, ctx, body)

    def associated_type(self, d, name):
        ctx = self.context(d)
        member = "Self_.%s" % d.name
        body = ["_ = %s.self" % member]
        for i, inherited in enumerate(d.inherits):
            body.append("func accept%d<T: %s>(_ type: T.Type) {}" % (i, ctx.t(inherited)))
            body.append("accept%d(%s.self)" % (i, member))
        return self.func_unit(name, ctx, body)

    def protocol_alias(self, d, name):
        ctx = self.context(d)
        target = ctx.t(d.alias)
        if re.search(r"(?<![\w.])_[A-Z]", target):
            body = ["let _: Any.Type = Self_.%s.self" % d.name]
        else:
            body = ["let _: (%s).Type = Self_.%s.self" % (target, d.name)]
        return self.func_unit(name, ctx, body)

    def macro(self, d):
        if d.name != "Preview":
            raise Skip("no use is written for the macro #%s" % d.name)
        return ["#Preview(\"Sample\") {", "    Text(\"\")", "}"]

    # Property wrappers -------------------------------------------------------------------------------------

    def wrapped_type(self, ctx, path):
        for d in self.s.decls:
            if d.owner == path and d.name == "wrappedValue" and d.keyword in ("var", "let") and not d.static:
                return ctx.t(d.returns)
        raise Skip("the property wrapper declares no wrappedValue")

    def wrapper_struct(self, name, ctx, attribute_args, value_type, initial, also_omitted=None):
        gen, where = ctx.signature()
        lines = ["private struct %s%s%s {" % (name, gen, where)]
        attr = "@%s" % ctx.owner_base.split("<")[0]
        if ctx.owner_base and "." in ctx.owner_base:
            attr = "@" + ctx.owner_base
        lines.append("    %s%s var value: %s%s" % (attr, "(%s)" % ", ".join(attribute_args) if attribute_args
                                                    else "", value_type, " = sample()" if initial else ""))
        if also_omitted is not None:
            args, initial2 = also_omitted
            lines.append("    %s%s var value2: %s%s" % (attr, "(%s)" % ", ".join(args) if args else "",
                                                         value_type, " = sample()" if initial2 else ""))
        lines.append("}")
        return lines

    def wrapper_init(self, d, name):
        ctx = self.context(d)
        params = self.opaque_params(ctx, d.params)
        wrapped = [p for p in params if p.label == "wrappedValue"]
        rest = [p for p in params if p.label != "wrappedValue"]
        if wrapped:
            value_type = self.cast_type(ctx, wrapped[0])
        else:
            value_type = self.wrapped_type(ctx, d.owner)
        if any(p.inout for p in rest):
            raise Skip("a property wrapper initializer with an inout parameter")
        _, args = self.arguments(ctx, rest)
        omitted = None
        if any(p.default is not None for p in rest):
            _, args2 = self.arguments(ctx, rest, omit_defaults=True)
            omitted = (args2, bool(wrapped))
        return self.wrapper_struct("Wrapper_" + name[4:], ctx, args, value_type, bool(wrapped), omitted)

    def wrapper_type(self, d, name):
        """The wrapper applied as code applies it most plainly: `@W var value: V` when an initializer takes
        nothing, `@W(arguments) var value: V = sample()` through the simplest initializer with a wrapped value,
        `@W var value: V` left to the enclosing type's memberwise initializer when only a projected value
        creates one (`@Binding`), else through the simplest initializer."""
        path = d.name if d.owner == "-" else d.owner + "." + d.name
        inits = [x for x in self.s.decls if x.owner == path and x.keyword == "init"]
        struct_name = name.replace("use_", "Wrapper_")

        def required(x):
            return [p for p in x.params if p.default is None and p.label != "wrappedValue"]

        def wrapped(x):
            return any(p.label == "wrappedValue" for p in x.params)
        empty = [x for x in inits if not x.params and x.where == "-"]
        with_value = sorted([x for x in inits if wrapped(x)], key=lambda x: (bool(x.generics), len(required(x))))
        projected = any([p.label for p in x.params] == ["projectedValue"] for x in inits)
        if empty or not inits or (projected and not with_value):
            chosen = empty[0] if empty else None
            ctx = self.context(chosen) if chosen else self.type_context(d)[0]
            return self.wrapper_struct(struct_name, ctx, [], self.wrapped_type(ctx, path), False)
        chosen = with_value[0] if with_value else sorted(inits, key=lambda x: (bool(x.generics),
                                                                             len(required(x))))[0]
        ctx = self.context(chosen)
        params = self.opaque_params(ctx, chosen.params)
        value = [p for p in params if p.label == "wrappedValue"]
        rest = [p for p in params if p.label != "wrappedValue" and p.default is None]
        value_type = self.cast_type(ctx, value[0]) if value else self.wrapped_type(ctx, path)
        _, args = self.arguments(ctx, rest)
        return self.wrapper_struct(struct_name, ctx, args, value_type, bool(value))

    # Protocols ---------------------------------------------------------------------------------------------

    def representative(self, constraints):
        names = [c.strip() for part in constraints for c in part.split("&")]
        names = [n for n in names if n not in ("Sendable", "Hashable", "Equatable") or len(names) == 1]
        for n in names:
            if n in REPRESENTATIVES:
                return REPRESENTATIVES[n]
        for n in names:
            if self.s.conforms("Never", n):
                return "Never"
        if not names:
            return "Int"
        raise Skip("no type stands for an associated type constrained to %s" % " & ".join(names))

    def conformer(self, d, name):
        """A type conforming to the protocol the way sample code writes one: only what has no default."""
        proto = d.name if d.owner == "-" else d.owner + "." + d.name
        s = self.s
        if proto in SAMPLE_CONFORMERS:
            return ["private struct %s: %s {" % (name.replace("use_", "Conformer_"), proto)] + \
                ["    " + line for line in SAMPLE_CONFORMERS[proto]] + ["}"]
        if not s.conformable(proto):
            # Only SwiftUI's own types can conform (a requirement is internal): code uses it as a constraint.
            ctx = Context()
            ctx.generics.append(["T", [proto]])
            return self.func_unit(name, ctx, ["func accept<S: %s>(_ type: S.Type) {}" % proto, "accept(T.self)"])
        fixed = s.fixed_associated_types(proto)
        reqs = []
        for p in s.ancestors(proto):
            for r in s.requirements.get(p, []):
                if r.name.startswith("_") or s.has_default(proto, r):
                    continue
                reqs.append(r)
        aliases = {r.name for p in s.ancestors(proto)
                   for r in s.requirements.get(p, []) + s.extension_members.get(p, [])
                   if r.keyword == "typealias" and r.where == "-"}
        associated = [r for r in reqs if r.keyword == "associatedtype"]
        members = [r for r in reqs if r.keyword not in ("associatedtype", "typealias")]
        # How each associated type is written in the members: a view by `some View` in a result, another
        # by its default or by a representative type.
        opaque = set()
        chosen = {}
        for a in associated:
            constraint = [a.inherits[0]] if a.inherits else []
            if a.name in fixed:
                chosen[a.name] = fixed[a.name]
            elif a.alias and "Self" not in a.alias:
                chosen[a.name] = a.alias
            elif a.inherits and a.inherits[0] == "View":
                opaque.add(a.name)
            else:
                chosen[a.name] = self.representative(a.inherits or constraint)
        mapping = {"Self.%s" % n: n for n in aliases}
        mapping.update({"Self.%s" % n: t for n, t in chosen.items()})
        lines = []
        mentioned = set()
        for r in members:
            lines += self.requirement_impl(r, mapping, opaque, mentioned)
        for a in associated:
            # Named only by requirements that have defaults: inferred from those, as in sample code.
            if a.name in mentioned or s.mentions(proto, a.name) or a.name in fixed:
                continue
            lines.insert(0, "typealias %s = %s" % (a.name, chosen.get(a.name, "Text")))
        for foreign in s.foreign_refinements(proto):
            lines += STDLIB_WITNESSES.get(foreign, [])
        class_bound = any(f in ("AnyObject", "ObservableObject") or f.startswith("UI") for f in
                          s.foreign_refinements(proto))
        head = "private final class" if class_bound else "private struct"
        out = ["%s %s: %s {" % (head, name.replace("use_", "Conformer_"), proto)]
        out += ["    " + x for x in lines]
        out.append("}")
        return out

    def requirement_impl(self, r, mapping, opaque, mentioned):
        def t(text):
            if text is None:
                return None
            for n in list(opaque) + list(k[5:] for k in mapping):
                if re.search(r"(?<![\w.])Self\.%s\b" % n, text):
                    mentioned.add(n)
            for k, v in mapping.items():
                text = re.sub(r"(?<![\w.])%s\b" % re.escape(k), v, text)
            return text
        static = "static " if r.static else ""
        mutating = "mutating " if "mutating" in r.mods else ""
        builder = "@ViewBuilder" in r.attrs

        def result(rtype, lines_if_view):
            for n in opaque:
                if rtype == "Self.%s" % n:
                    mentioned.add(n)
                    return "some View", (BUILDER_VIEW if builder else BUILDER_VIEW[:1])
            rtype = t(rtype)
            if rtype in (None, "Void", "()"):
                return rtype, []
            return rtype, ["sample()"]

        if r.keyword in ("var", "let"):
            rtype, body = result(r.returns, True)
            if r.settable:
                get = body[0] if len(body) == 1 else None
                if get is None:
                    return ["%svar %s: %s {" % (static, r.name, rtype), "    get {"] + \
                        ["        " + b for b in body] + ["    }", "    set {}", "}"]
                return ["%svar %s: %s {" % (static, r.name, rtype), "    get { %s }" % get, "    set {}", "}"]
            if len(body) == 1:
                return ["%svar %s: %s { %s }" % (static, r.name, rtype, body[0])]
            return ["%svar %s: %s {" % (static, r.name, rtype)] + ["    " + b for b in body] + ["}"]
        params = []
        for p in r.params:
            names = p.name if p.label == p.name else "%s %s" % (p.label, p.name)
            ptype = " ".join(p.type_attrs + (["inout"] if p.inout else []) + [t(p.type)])
            params.append("%s: %s%s" % (names, ptype, "..." if p.variadic else ""))
        gen = ("<" + ", ".join(n + (": " + t(c) if c else "") for n, c in r.generics) + ">") if r.generics else ""
        where = (" where " + t(r.own_where)) if r.own_where else ""
        eff = (" " + r.effects) if r.effects else ""
        if r.keyword == "init":
            return ["init%s%s(%s)%s%s {}" % ("?" if r.failable else "", gen, ", ".join(params), eff, where)]
        rtype, body = result(r.returns, True)
        arrow = " -> %s" % rtype if rtype not in (None, "Void", "()") else ""
        if r.keyword == "subscript":
            head = "%ssubscript%s(%s)%s%s" % (static, gen, ", ".join(params), arrow, where)
        else:
            head = "%s%sfunc %s%s(%s)%s%s%s" % (static, mutating, r.name, gen, ", ".join(params), eff, arrow,
                                                where)
        if not body:
            return [head + " {}"]
        if len(body) == 1:
            return ["%s { %s }" % (head, body[0])]
        return [head + " {"] + ["    " + b for b in body] + ["}"]
