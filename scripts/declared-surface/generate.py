#!/usr/bin/env python3
"""Writes a use for every declaration of the list: Tests/DeclaredSurface/Uses/<Kind>/<Name>.swift, and the
index Tests/DeclaredSurface/declarations.tsv (every declaration, its kind, and its use or why it has none).

    scripts/declared-surface/generate.py            (from the repository's root or anywhere)

The uses are committed; scripts/declared-surface/check type-checks them against the built DarkroomCompat.
"""

import os
import shutil
import sys

sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
from declaration import read_list
from layout import wrap
from surface_model import FOLDER, KINDS, Surface, unit_hash
from uses import Skip, UseWriter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LIST = os.path.join(HERE, "swiftui-ios17.tsv")
OUT = os.path.join(ROOT, "Tests", "DeclaredSurface")

SUPPORT = '''\
// What every use of Tests/DeclaredSurface/Uses relies on (scripts/declared-surface/generate.py writes this file).
import DarkroomCompat

/// A value of whatever type its context asks for: the uses are type-checked, never run.
func sample<T>() -> T { fatalError("declared-surface uses are type-checked, never run") }

/// An identifiable element for collections (`ForEach`, `List`, `Table`).
struct SampleItem: Identifiable, Hashable {
    var id: Int
}
'''


def file_name(surface, d, kind):
    """Where a declaration's use goes: modifiers by their name, macros and functions by theirs, protocols and
    property wrappers by their own name, everything else by the top-level type it belongs to."""
    if kind == "modifiers" or kind in ("functions", "macros"):
        return d.name.strip("`")
    if kind in ("protocols", "property wrappers", "types") and d.owner == "-":
        return d.name
    return d.owner.split(".")[0] if d.owner != "-" else d.name


def family(d):
    """The top-level type or protocol a declaration belongs to (its own name at top level)."""
    if d.owner != "-":
        return d.owner.split(".")[0]
    return d.name.strip("`") if d.keyword != "conformance" else d.owner


def main():
    header, decls = read_list(LIST)
    surface = Surface(decls)
    writer = UseWriter(surface)
    files = {}
    index = []
    defaults = 0
    for d, ident in zip(decls, surface.idents()):
        if surface.is_default_of_requirement(d):
            defaults += 1
            continue
        if d.name.startswith("_"):
            continue   # a protocol's internals, listed only to tell which protocols code can conform to
        kind = surface.kind(d)
        h = unit_hash(ident)
        reason = surface.skip_reason(d)
        lines = None
        if reason is None:
            try:
                lines = writer.unit(d, kind, "use_" + h)
            except Skip as e:
                reason = str(e)
        if lines is None:
            index.append((h, kind, family(d), ident, d.ios, "-", "uncovered: " + reason))
            continue
        rel = os.path.join(FOLDER[kind], file_name(surface, d, kind) + ".swift")
        files.setdefault(rel, []).append((h, ident, lines))
        index.append((h, kind, family(d), ident, d.ios, rel, "covered"))
    uses = os.path.join(OUT, "Uses")
    if os.path.isdir(uses):
        shutil.rmtree(uses)
    for rel, units in sorted(files.items()):
        path = os.path.join(uses, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        kind = next(k for k, folder in KINDS if folder == rel.split(os.sep)[0])
        with open(path, "w", encoding="utf-8") as f:
            f.write("// %s: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,\n"
                    % kind.capitalize())
            f.write("// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).\n")
            f.write("import DarkroomCompat\n")
            for h, ident, lines in units:
                f.write("\n")
                for line in wrap("// u%s %s" % (h, ident)):
                    f.write(line + "\n")
                for line in lines:
                    for piece in wrap(line):
                        f.write(piece.rstrip() + "\n")
    with open(os.path.join(uses, "Support.swift"), "w", encoding="utf-8") as f:
        f.write(SUPPORT)
    with open(os.path.join(OUT, "declarations.tsv"), "w", encoding="utf-8") as f:
        f.write("# Every declaration of scripts/declared-surface/swiftui-ios17.tsv (written by generate.py).\n")
        f.write("# Columns: unit, kind, family (the top-level type or protocol it belongs to), declaration, iOS\n")
        f.write("# availability, file of its use, covered or why not.\n")
        f.write("# Not listed: %d default implementations of protocol requirements (the requirement is listed).\n"
                % defaults)
        for row in index:
            f.write("\t".join(row) + "\n")
    covered = sum(1 for row in index if row[-1] == "covered")
    print("%d declarations, %d with a use, in %d files" % (len(index), covered, len(files)), file=sys.stderr)


if __name__ == "__main__":
    main()
