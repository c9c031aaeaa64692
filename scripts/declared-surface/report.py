"""docs/declared-surface.md: how much of SwiftUI's declared surface Darkroom has, and what is missing."""

import re

from surface_model import KINDS

TARGET_COVERED = 95.0
TARGET_COMPILING = 98.0


def cause(message):
    """A failure's cause: its first error, without what is particular to one use (unit names, `Self_`)."""
    m = re.sub(r"\b(Conformer|Wrapper|use)_[0-9a-f]{10}\b", r"\1", message)
    m = m.replace("Self_", "Self")
    m = re.sub(r"\bOpaque\d\b", "Opaque", m)
    return m


# Errors that say what is missing, preferred over their consequences when a use has several.
INFORMATIVE = [r"cannot find", r"is not a member type", r"has no member", r"unknown attribute", r"does not conform",
               r"is unavailable", r"ambiguous", r"extra argument", r"missing argument", r"incorrect argument label",
               r"argument label", r"cannot convert", r"specialized with"]


def first_cause(messages):
    for pattern in INFORMATIVE:
        for m in messages:
            if re.search(pattern, m):
                return cause(m)
    return cause(messages[0])


def percent(a, b):
    return 100.0 * a / b if b else 100.0


def code(text):
    """Inline code that survives backticks inside the text."""
    text = text.replace("|", "\\|")
    return "`` %s ``" % text if "`" in text else "`%s`" % text


def write_report(path, rows, failures, reasons=None):
    reasons = reasons or {}
    kinds = [k for k, _ in KINDS]
    lines = []
    add = lines.append
    total = len(rows)
    covered = [r for r in rows if r["status"] == "covered"]
    failing = [r for r in covered if r["unit"] in failures]
    compiling = len(covered) - len(failing)
    add("# Declared surface")
    add("")
    add("Every public declaration of SwiftUI for iOS 17, as Apple's SDK declares it, turned into a small use that")
    add("compiles only if Darkroom declares the same shape: a type conforming to each protocol the way sample code")
    add("writes one, each initializer called with its labels (and with its defaults left out), each modifier")
    add("chained on a view or a shape and its result used as that kind, each property wrapper applied, each")
    add("operator and static member used with its types. The [API inventory](api-inventory.md) counts names; this")
    add("page counts shapes.")
    add("")
    add("The declarations are listed in `scripts/declared-surface/swiftui-ios17.tsv` (extracted from the iOS 17.0")
    add("SDK's `SwiftUI.swiftinterface` by `extract.py`; its header names the copy it was read from), their uses in")
    add("`Tests/DeclaredSurface/Uses` (written by `generate.py`, one function or type per declaration, each after a")
    add("`// u<unit> <declaration>` line), and `Tests/DeclaredSurface/declarations.tsv` says which use each")
    add("declaration has or why it has none. Not counted at all: what iOS cannot use, names starting with an")
    add("underscore, and the members that only witness a conformance (a view's `body`, `==`, `hash(into:)`).")
    add("A call with literal `@ViewBuilder` closures is written as code outside its container must write it: the")
    add("closures' parameters typed (a column's row type, which its `Table` gives it in an app) and the result")
    add("annotated with the type's other generic parameters (a column's `Sort`), the closures' results left as `_`.")
    add("")
    add("- `scripts/declared-surface/check` (run by `scripts/test` after the build) type-checks the uses against the")
    add("  built `DarkroomCompat` (in Swift 5 mode, as most app code is written; conformances in Swift 6 mode,")
    add("  the one that holds a type to `Sendable`), rewrites this page and fails when a use outside")
    add("  `Tests/DeclaredSurface/expected-failures.txt` does not compile. It lists the expected failures that")
    add("  compile now: delete their lines (or rewrite the list with `--update`) so that they stay compiling.")
    add("- `scripts/declared-surface/check --show Toggle` prints every error of the failing declarations whose name")
    add("  contains `Toggle`; the use itself is in the file the line names.")
    add("- After changing the generator, `scripts/declared-surface/generate.py` rewrites the uses and the index; for")
    add("  a newer SDK, `extract.py SwiftUI.swiftinterface \"where it came from\"` rewrites the list first.")
    add("")
    add("## Summary")
    add("")
    add("Targets: %.0f %% of the declarations covered by a use, %.0f %% of the covered ones compiling."
        % (TARGET_COVERED, TARGET_COMPILING))
    add("")
    add("| Kind | Declarations | With a use | Compile | Covered | Compiling (of covered) |")
    add("|---|---:|---:|---:|---:|---:|")
    for k in kinds:
        krows = [r for r in rows if r["kind"] == k]
        if not krows:
            continue
        kcov = [r for r in krows if r["status"] == "covered"]
        kok = [r for r in kcov if r["unit"] not in failures]
        add("| %s | %d | %d | %d | %.1f %% | %.1f %% |" % (k, len(krows), len(kcov), len(kok),
                                                         percent(len(kcov), len(krows)),
                                                         percent(len(kok), len(kcov))))
    add("| **all** | **%d** | **%d** | **%d** | **%.1f %%** | **%.1f %%** |"
        % (total, len(covered), compiling, percent(len(covered), total), percent(compiling, len(covered))))
    add("")
    add("## Failures by family")
    add("")
    add("The type or protocol the failing declarations belong to (its own members, initializers and conformances;")
    add("`View` holds the modifiers), most failures first, and why they still fail")
    add("(`Tests/DeclaredSurface/failure-reasons.txt`; the check fails when a family has no reason).")
    add("")
    families = {}
    for r in failing:
        families.setdefault(r["family"], []).append(r)
    add("| Family | Failing | Of | Kinds | Why |")
    add("|---|---:|---:|---|---|")
    for fam, frows in sorted(families.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        of = sum(1 for r in covered if r["family"] == fam)
        fkinds = sorted({r["kind"] for r in frows}, key=kinds.index)
        why = reasons.get(fam, "**no reason given**").replace("|", "\\|")
        add("| `%s` | %d | %d | %s | %s |" % (fam, len(frows), of, ", ".join(fkinds), why))
    add("")
    add("## Failures by cause")
    add("")
    add("Each failing use under the error that names what is missing (the first such error the compiler reports")
    add("for it), most frequent first.")
    groups = {}
    for r in failing:
        groups.setdefault(first_cause(failures[r["unit"]]), []).append(r)
    for c, crows in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        add("")
        add("### %s (%d)" % (code(c), len(crows)))
        add("")
        for r in crows:
            add("- %s" % code(r["id"]))
    add("")
    add("## Uncovered")
    add("")
    add("Declarations without a use, by reason.")
    reasons = {}
    for r in rows:
        if r["status"] != "covered":
            reasons.setdefault(r["status"][len("uncovered: "):], []).append(r)
    for reason, rrows in sorted(reasons.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        add("")
        add("### %s (%d)" % (reason[0].upper() + reason[1:], len(rrows)))
        add("")
        for r in rrows:
            add("- %s" % code(r["id"]))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
