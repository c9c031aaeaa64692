#!/usr/bin/env python3
"""Share of the sample's symbol uses that Darkroom draws with a real glyph, recomputed from
usage.tsv and the symbol table in Sources/Darkroom/Symbols/SymbolCatalogTable.swift, with the
composition rule of SymbolComposition.swift (trailing .fill/.circle/.square/.slash on a known
name; digits and single letters). The Swift test SymbolCoverageTests asks the renderer itself;
this script is for reading the gaps: `coverage.py [--missing]`."""
import pathlib
import re
import sys

here = pathlib.Path(__file__).resolve().parent
table = (here / "../../Sources/Darkroom/Symbols/SymbolCatalogTable.swift").read_text()
names = {m.group(1) for m in re.finditer(r"^\s+(\S+)\s+\S+\s+[0-9A-F]+$", table, re.M)}
MODIFIERS = {"fill", "circle", "square", "slash"}


def characters(base):
    return re.fullmatch(r"[0-9]{1,3}|[A-Za-z]", base) is not None


def draws(name):
    if name in names:
        return True
    parts, seen = name.split("."), set()
    while len(parts) > 1 and parts[-1] in MODIFIERS and parts[-1] not in seen:
        seen.add(parts.pop())
    base = ".".join(parts)
    return (base in names and bool(seen)) or characters(base)


rows = []
for line in (here / "usage.tsv").read_text().splitlines():
    if line.startswith("#") or line.startswith("name\t"):
        continue
    name, uses = line.split("\t")
    rows.append((name, int(uses)))
total = sum(u for _, u in rows)
drawn = sum(u for n, u in rows if draws(n))
print(f"{len(names)} names in the table; sample: {len(rows)} names, {total} uses")
print(f"drawn: {drawn} uses ({100 * drawn / total:.1f} %), "
      f"{sum(1 for n, _ in rows if draws(n))} of {len(rows)} names")
if "--missing" in sys.argv:
    for n, u in rows:
        if not draws(n):
            print(f"  missing: {n}\t{u}")
