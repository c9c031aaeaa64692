"""Reads the symbol graphs written by scripts/doc-coverage and reports public declarations without docs."""
import glob
import json
import os
import sys

folder, baseline, rest = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
split = rest.index("--")
modules, options = rest[:split], rest[split + 1:]
listing = "--list" in options
only = [o for o in options if o != "--list"]
root = os.getcwd() + "/"
total = 0
for module in modules:
    missing = []
    seen = set()
    for path in sorted(glob.glob(os.path.join(folder, module, "*.symbols.json"))):
        graph = json.load(open(path))
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            if usr in seen:
                continue
            seen.add(usr)
            if symbol.get("docComment", {}).get("lines"):
                continue
            location = symbol.get("location", {})
            uri = location.get("uri", "").replace("file://", "").replace(root, "")
            if not uri:  # declared by another module (a re-exported or inherited symbol)
                continue
            line = location.get("position", {}).get("line", 0) + 1
            name = ".".join(symbol["pathComponents"])
            missing.append((uri, line, symbol["kind"]["displayName"], name))
    total += len(missing)
    print(f"{module}: {len(missing)} undocumented public and SPI declarations")
    if listing and (not only or module in only):
        for uri, line, kind, name in sorted(missing):
            print(f"  {uri}:{line}  {kind}  {name}")
print(f"total: {total} (baseline {baseline})")
if total > baseline:
    print(f"doc-coverage: {total - baseline} more undocumented public and SPI declarations than the baseline; "
          "document them (scripts/doc-coverage --list shows where)")
    sys.exit(1)
if total < baseline:
    print(f"doc-coverage: below the baseline; lower scripts/doc-coverage-baseline to {total}")
