"""Runs Darkroom's and the peers' chart workloads in one run and prints a Markdown table."""
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

bench, python, peers, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])


def whole(cmd, n=7):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def warm(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


with tempfile.TemporaryDirectory() as tmp:
    png = os.path.join(tmp, "c.png")
    # Interleave the programs so that machine load falls on all of them alike.
    d_warm, p_warm = [], []
    d_once, mpl_once, vl_once = [], [], []
    for _ in range(3):
        d_warm.append(warm([bench, "warm", str(rounds)]))
        p_warm.append(warm([python, peers, "warm", str(max(5, rounds // 2))]))
        d_once.append(whole([bench, "once", png], 5))
        mpl_once.append(whole([python, peers, "once-mpl", png], 3))
        vl_once.append(whole([python, peers, "once-vl", png], 3))


def med(runs, key):
    return statistics.median(r[key] for r in runs)


rows = [
    ("Bar chart, warm PNG at scale 2 (1000 x 600 px)", med(d_warm, "bar_png"), med(p_warm, "mpl_bar_png"),
     med(p_warm, "vl_bar_png"), "<= 10 ms"),
    ("Bar chart, warm PDF", med(d_warm, "bar_pdf"), med(p_warm, "mpl_bar_pdf"), med(p_warm, "vl_bar_pdf"), "<= 10 ms"),
    ("Bar chart, whole process to PNG", statistics.median(d_once) * 1000, statistics.median(mpl_once) * 1000,
     statistics.median(vl_once) * 1000, "<= 150 ms"),
    ("10,000-point line chart, warm PNG at scale 2", med(d_warm, "line_png"), med(p_warm, "mpl_line_png"),
     med(p_warm, "vl_line_png"), "<= 50 ms"),
]
load = open("/proc/loadavg").read().split()[:3]
print("# Chart benchmark results\n")
print(f"Machine: {os.cpu_count()} cores, {platform.processor() or platform.machine()}, load {' '.join(load)} "
      f"at the start of the table; {rounds} warm rounds per run, 3 interleaved runs, medians.")
print("Darkroom: release build of `darkroom-bench-charts`; matplotlib (Agg) and vl-convert-python from PyPI "
      "in Benchmarks/.venv.\n")
print("| Workload | Darkroom | matplotlib | vl-convert | Target (Darkroom) | Met |")
print("|---|---:|---:|---:|---|---|")
for name, d, m, v, target in rows:
    limit = float(target.split()[1])
    print(f"| {name} | {d:.1f} ms | {m:.1f} ms | {v:.1f} ms | {target} | {'yes' if d <= limit else 'no'} |")
