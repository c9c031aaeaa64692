"""Runs every benchmark workload paired with its plain-C (and skia-python /
Pillow) counterpart in one session, interleaving the programs so machine load
affects them alike, and prints medians, ratios, SSIM and the targets.

Called by Benchmarks/run; see it for the set-up. Each program is one whole
process: wall time, CPU time (user + system) and peak RSS come from wait4."""
import os, platform, resource, shutil, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "out")
sys.path.insert(0, os.path.join(ROOT, "Python"))

def measure(cmd, reps):
    """Median wall and CPU seconds and peak RSS (MB) over reps runs of cmd."""
    walls, cpus, rss = [], [], []
    last = ""
    for _ in range(reps):
        # /usr/bin/time reports the child's own peak RSS: a child forked straight from this
        # Python process would inherit its (numpy-sized) high-water mark in ru_maxrss.
        rss_file = os.path.join(OUT, ".rss")
        timed = ["/usr/bin/time", "-f", "%M", "-o", rss_file] + cmd if os.path.exists("/usr/bin/time") else cmd
        start = time.perf_counter()
        proc = subprocess.Popen(timed, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=OUT)
        out_b, err_b = proc.communicate()
        wall = time.perf_counter() - start
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        status = proc.returncode
        out = out_b.decode(); err = err_b.decode()
        if status != 0:
            raise RuntimeError("%s failed:\n%s" % (" ".join(cmd), err))
        cpu = (usage.ru_utime + usage.ru_stime) - measure.cpu_seen
        measure.cpu_seen = usage.ru_utime + usage.ru_stime
        peak = float(open(rss_file).read().split()[-1]) / 1024 if timed is not cmd else 0.0
        walls.append(wall); cpus.append(cpu); rss.append(peak)
        last = out + err
    return {"wall": statistics.median(walls), "cpu": statistics.median(cpus), "rss": max(rss), "runs": walls, "log": last}

measure.cpu_seen = 0.0

ONE_CORE = ["taskset", "-c", "0"] if shutil.which("taskset") and (os.cpu_count() or 1) > 1 else None

def interleaved(entries, reps):
    """entries: [(name, cmd)] measured round-robin, reps rounds; each program also runs pinned
    to one core (taskset), so a column shows what the work costs without the second core."""
    results = {name: {"walls": [], "cpus": [], "rss": [], "one": [], "log": ""} for name, _ in entries}
    for _ in range(reps):
        for name, cmd in entries:
            if cmd is None:
                continue
            m = measure(cmd, 1)
            r = results[name]
            r["walls"].append(m["wall"]); r["cpus"].append(m["cpu"]); r["rss"].append(m["rss"]); r["log"] = m["log"]
            if ONE_CORE:
                r["one"].append(measure(ONE_CORE + cmd, 1)["wall"])
    return {name: {"wall": statistics.median(r["walls"]), "cpu": statistics.median(r["cpus"]), "rss": max(r["rss"]),
                   "one_core": statistics.median(r["one"]) if r["one"] else None, "log": r["log"]}
            for name, r in results.items() if r["walls"]}

def phases(log):
    """The `name seconds` phase lines a program printed on standard error."""
    out = {}
    for line in log.splitlines():
        parts = line.split()
        if len(parts) == 2:
            try:
                out[parts[0]] = float(parts[1])
            except ValueError:
                pass
    return out

def main():
    bench, cbin, reps = sys.argv[1], sys.argv[2], int(sys.argv[3])
    u = resource.getrusage(resource.RUSAGE_CHILDREN)
    measure.cpu_seen = u.ru_utime + u.ru_stime
    have_skia = subprocess.call([sys.executable, "-c", "import skia"], stderr=subprocess.DEVNULL) == 0
    have_pil = subprocess.call([sys.executable, "-c", "import PIL"], stderr=subprocess.DEVNULL) == 0
    py = lambda script: [sys.executable, os.path.join(ROOT, "Python", script)]
    photo = os.path.join(OUT, "photo.png")
    rows, notes, targets = [], [], []
    if have_pil:
        from ssim import ssim
    else:
        ssim = None
        notes.append("Pillow is missing: SSIM not computed (pip install pillow).")
    if not have_skia:
        notes.append("skia-python is missing: its column is skipped (pip install skia-python).")

    def add(workload, impl, m, ref=None, image=None, ref_image=None):
        s = ssim(os.path.join(OUT, image), os.path.join(OUT, ref_image)) if ssim and image and ref_image else None
        one, ref_one = m.get("one_core"), ref.get("one_core") if ref else None
        rows.append({"workload": workload, "impl": impl, "wall": m["wall"], "cpu": m["cpu"], "rss": m["rss"],
                     "one_core": one, "one_ratio": one / ref_one if one and ref_one else None,
                     "ratio": m["wall"] / ref["wall"] if ref else None, "cpu_ratio": m["cpu"] / ref["cpu"] if ref else None, "ssim": s})
        return s

    # 0. Start-up: a process that links the library and renders nothing.
    entries = [("C cairo + pango", [os.path.join(cbin, "startup"), "startup-c.txt"]),
               ("Darkroom", [bench, "startup", "startup.txt"])]
    r = interleaved(entries, reps * 3)
    add("0. Start-up (no render)", "C cairo + pango", r["C cairo + pango"], r["C cairo + pango"])
    add("0. Start-up (no render)", "Darkroom", r["Darkroom"], r["C cairo + pango"])
    notes.append("Start-up: Darkroom's process loads %s shared libraries." % open(os.path.join(OUT, "startup.txt")).read().strip())

    # 1. Lines.
    entries = [("C cairo", [os.path.join(cbin, "lines"), "lines-c.png"]),
               ("Darkroom Canvas", [bench, "lines-canvas", "lines-canvas.png"]),
               ("Darkroom AsyncCanvas", [bench, "lines-async", "lines-async.png"]),
               ("Darkroom Shapes + drawingGroup", [bench, "lines-shapes", "lines-shapes.png"]),
               ("skia-python", py("lines_skia.py") + ["lines-skia.png"] if have_skia else None),
               ("Pillow (aliased)", py("lines_pillow.py") + ["lines-pillow.png"] if have_pil else None)]
    r = interleaved(entries, reps)
    images = {"C cairo": "lines-c.png", "Darkroom Canvas": "lines-canvas.png", "Darkroom AsyncCanvas": "lines-async.png",
              "Darkroom Shapes + drawingGroup": "lines-shapes.png", "skia-python": "lines-skia.png", "Pillow (aliased)": "lines-pillow.png"}
    for name in ["C cairo", "Darkroom Canvas", "Darkroom AsyncCanvas", "Darkroom Shapes + drawingGroup", "skia-python", "Pillow (aliased)"]:
        if name in r:
            add("1. 50,000 lines", name, r[name], r["C cairo"], images[name], "lines-c.png" if name != "C cairo" else None)
    canvas, asyncc, shapes = r["Darkroom Canvas"], r["Darkroom AsyncCanvas"], r["Darkroom Shapes + drawingGroup"]
    lines_ssim = ssim(os.path.join(OUT, "lines-canvas.png"), os.path.join(OUT, "lines-c.png")) if ssim else None
    if "skia-python" in r:
        targets.append(("Lines: Canvas no slower than skia-python (wall)", "%.2f s vs %.2f s" % (canvas["wall"], r["skia-python"]["wall"]), canvas["wall"] <= r["skia-python"]["wall"]))
    targets.append(("Lines: Canvas SSIM vs C cairo >= 0.98", "%.4f" % lines_ssim if lines_ssim else "n/a", lines_ssim is not None and lines_ssim >= 0.98))
    targets.append(("Lines: AsyncCanvas <= 1.15 x Canvas", "%.2fx" % (asyncc["wall"] / canvas["wall"]), asyncc["wall"] <= 1.15 * canvas["wall"]))
    targets.append(("Lines: Shapes + drawingGroup <= 1.5 x Canvas", "%.2fx" % (shapes["wall"] / canvas["wall"]), shapes["wall"] <= 1.5 * canvas["wall"]))

    # 2. Share card. The like-for-like row is "same PNG writer": Darkroom's image through cairo's
    # libpng writer with libpng's default settings, exactly as the C program writes. The fast and
    # balanced rows use Darkroom's own encoder settings (bigger files, named in the row).
    # Shadow blur on both sides: three box blurs with Kovesi's box sizes (sigma = radius); Darkroom
    # blurs wide shadows on a mask downsampled by BlurDownsampling and upscales it, C blurs at
    # full device resolution.
    card_rows = [("C cairo + pango (libpng defaults)", "card-c.png", [os.path.join(cbin, "sharecard"), "card-c.png", photo]),
                 ("Darkroom, same PNG writer (cairo/libpng defaults)", "card-cairo.png", [bench, "share-card", "card-cairo.png", photo, "cairo"]),
                 ("Darkroom, PNGCompression.fast", "card-fast.png", [bench, "share-card", "card-fast.png", photo, "fast"]),
                 ("Darkroom, PNGCompression.balanced", "card-balanced.png", [bench, "share-card", "card-balanced.png", photo, "balanced"])]
    r = interleaved([(name, cmd) for name, _, cmd in card_rows], reps * 2)
    cref_name = card_rows[0][0]
    for name, img, _ in card_rows:
        add("2. Share card 2400x1260", name + ", %.0f KB" % (os.path.getsize(os.path.join(OUT, img)) / 1024),
            r[name], r[cref_name], img, "card-c.png" if name != cref_name else None)
    c_draw = phases(r[cref_name]["log"]).get("draw")
    d_phases = phases(r["Darkroom, same PNG writer (cairo/libpng defaults)"]["log"])
    d_draw = sum(d_phases.get(k, 0) for k in ("photo", "layout+record", "raster"))
    if c_draw and d_draw:
        notes.append("Share card without the PNG encoding (the programs' own phase timers, last round): "
                     "C draw %.3f s, Darkroom photo + layout + raster %.3f s (%.2fx)" % (c_draw, d_draw, d_draw / c_draw))
    notes.append("Share card shadow blur, both sides: three box blurs with Kovesi's sizes, sigma = radius; "
                 "Darkroom blurs wide shadows on a downsampled mask (BlurDownsampling) and upscales it, "
                 "C blurs at full device resolution")
    r["Darkroom (PNG fast)"] = r["Darkroom, PNGCompression.fast"]
    r["C cairo + pango"] = r[cref_name]
    card = r["Darkroom (PNG fast)"]; cref = r["C cairo + pango"]
    card_ssim = ssim(os.path.join(OUT, "card-fast.png"), os.path.join(OUT, "card-c.png")) if ssim else None
    budget = 3 * 2400 * 1260 * 4 / 1048576 + 40
    targets.append(("Share card <= 0.4 x C (wall)", "%.2fx" % (card["wall"] / cref["wall"]), card["wall"] <= 0.4 * cref["wall"]))
    targets.append(("Share card SSIM vs C >= 0.99", "%.4f" % card_ssim if card_ssim else "n/a", card_ssim is not None and card_ssim >= 0.99))
    targets.append(("Share card peak RSS <= 3 x pixels + 40 MB (%.0f MB)" % budget, "%.0f MB" % card["rss"], card["rss"] <= budget))
    same_writer = r["Darkroom, same PNG writer (cairo/libpng defaults)"]
    targets.append(("Share card, same PNG writer as C (wall)", "%.2fx" % (same_writer["wall"] / cref["wall"]), same_writer["wall"] <= cref["wall"]))

    # 3. Report.
    entries = [("C cairo + pango", [os.path.join(cbin, "report"), "report-c.pdf"]),
               ("Darkroom", [bench, "report", "report.pdf"])]
    r = interleaved(entries, reps)
    add("3. 100-page PDF report, different text on every page", "C cairo + pango", r["C cairo + pango"], r["C cairo + pango"])
    add("3. 100-page PDF report, different text on every page", "Darkroom", r["Darkroom"], r["C cairo + pango"])

    # 4. Views.
    entries = [("C 10,000", [os.path.join(cbin, "views"), "views-c-10k.png", "10000"]),
               ("Darkroom 10,000", [bench, "views", "views-10k.png", "10000"]),
               ("C 100,000", [os.path.join(cbin, "views"), "views-c-100k.png", "100000"]),
               ("Darkroom 100,000", [bench, "views", "views-100k.png", "100000"])]
    r = interleaved(entries, reps)
    add("4. Views (layout + render), every label different", "C cairo (no layout) 10,000", r["C 10,000"], r["C 10,000"])
    add("4. Views (layout + render), every label different", "Darkroom 10,000", r["Darkroom 10,000"], r["C 10,000"])
    add("4. Views (layout + render), every label different", "C cairo (no layout) 100,000", r["C 100,000"], r["C 100,000"])
    add("4. Views (layout + render), every label different", "Darkroom 100,000", r["Darkroom 100,000"], r["C 100,000"])
    growth = r["Darkroom 100,000"]["wall"] / r["Darkroom 10,000"]["wall"]
    targets.append(("100,000 views <= 12 x 10,000 views", "%.1fx" % growth, growth <= 12))
    notes.append("Darkroom 100,000 views phases: " + " ".join(r["Darkroom 100,000"]["log"].split()))

    # 5. Concurrency (in-process: cards per second serial vs all cores; every card has its own text).
    m = measure([bench, "concurrent", "concurrent.txt", photo, "32"], 1)
    serial, parallel, serial_cpu, parallel_cpu = map(float, open(os.path.join(OUT, "concurrent.txt")).read().split())
    notes.append("Concurrent share cards, CPU seconds per card: serial %.3f, concurrent %.3f (equal means no lock or cache contention inside Darkroom: throughput then scales with the cores the machine can give)" % (serial_cpu, parallel_cpu))
    notes.append("Concurrent share cards: " + m["log"].strip().splitlines()[-1])
    targets.append(("Concurrent share cards on %d cores >= 1.8 x serial" % os.cpu_count(), "%.2fx" % (parallel / serial), parallel / serial >= 1.8))

    # Report.
    lines = ["| Workload | Implementation | Median wall (s) | Median CPU (s) | Wall on 1 core (s) | Peak RSS (MB) | Wall vs C | CPU vs C | 1 core vs C | SSIM vs C |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    fmt = lambda v, f: f % v if v is not None else ""
    for row in rows:
        lines.append("| %s | %s | %.3f | %.3f | %s | %.0f | %s | %s | %s | %s |" % (
            row["workload"], row["impl"], row["wall"], row["cpu"], fmt(row["one_core"], "%.3f"), row["rss"],
            fmt(row["ratio"], "%.2f"), fmt(row["cpu_ratio"], "%.2f"), fmt(row["one_ratio"], "%.2f"), fmt(row["ssim"], "%.4f")))
    lines += ["", "| Target | Measured | Met |", "|---|---|---|"]
    for name, value, ok in targets:
        lines.append("| %s | %s | %s |" % (name, value, "yes" if ok else "**no**"))
    lines += [""] + ["- " + n for n in notes]
    text = "\n".join(conditions(reps) + lines)
    print(text)
    with open(os.path.join(OUT, "results.md"), "w") as f:
        f.write(text + "\n")

def conditions(reps):
    """The measurement conditions, written at the head of the results file."""
    def run(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True).stdout.strip()
        except OSError:
            return "?"
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    mem = next((int(l.split()[1]) // 1048576 for l in open("/proc/meminfo") if l.startswith("MemTotal")), 0)
    commit = run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"])
    dirty = " (with uncommitted changes)" if run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"]) else ""
    return ["# Benchmark results", "",
            "- Taken: %s UTC, Darkroom at %s%s" % (time.strftime("%Y-%m-%d %H:%M", time.gmtime()), commit, dirty),
            "- Machine: %d cores (%s), %d GB RAM, %s; load average at the end %s" % (
                os.cpu_count(), cpu, mem, platform.platform(), " ".join(open("/proc/loadavg").read().split()[:3])),
            "- Software: %s; cairo %s, pango %s, zlib %s" % (run(["swift", "--version"]).splitlines()[0] if run(["swift", "--version"]) else "swift ?",
                run(["pkg-config", "--modversion", "cairo"]), run(["pkg-config", "--modversion", "pango"]), run(["pkg-config", "--modversion", "zlib"])),
            "- Method: %d rounds, programs interleaved, whole processes, medians; the one-core column runs each program under `taskset -c 0`" % reps,
            ""]

if __name__ == "__main__":
    main()
