"""Runs every benchmark workload paired with its plain-C (and skia-python /
Pillow) counterpart in one session, interleaving the programs so machine load
affects them alike, and prints medians, ratios, SSIM and the targets.

Called by Benchmarks/run; see it for the set-up. Each program is one whole
process: wall time, CPU time (user + system) and peak RSS come from wait4."""
import os, resource, statistics, subprocess, sys, time

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

def interleaved(entries, reps):
    """entries: [(name, cmd)] measured round-robin, reps rounds."""
    results = {name: {"walls": [], "cpus": [], "rss": [], "log": ""} for name, _ in entries}
    for _ in range(reps):
        for name, cmd in entries:
            if cmd is None:
                continue
            m = measure(cmd, 1)
            r = results[name]
            r["walls"].append(m["wall"]); r["cpus"].append(m["cpu"]); r["rss"].append(m["rss"]); r["log"] = m["log"]
    return {name: {"wall": statistics.median(r["walls"]), "cpu": statistics.median(r["cpus"]), "rss": max(r["rss"]), "log": r["log"]}
            for name, r in results.items() if r["walls"]}

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
        rows.append({"workload": workload, "impl": impl, "wall": m["wall"], "cpu": m["cpu"], "rss": m["rss"],
                     "ratio": m["wall"] / ref["wall"] if ref else None, "cpu_ratio": m["cpu"] / ref["cpu"] if ref else None, "ssim": s})
        return s

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

    # 2. Share card.
    entries = [("C cairo + pango", [os.path.join(cbin, "sharecard"), "card-c.png", photo]),
               ("Darkroom (PNG fast)", [bench, "share-card", "card-fast.png", photo, "fast"]),
               ("Darkroom (PNG balanced)", [bench, "share-card", "card-balanced.png", photo, "balanced"]),
               ("Darkroom (cairo PNG writer)", [bench, "share-card", "card-cairo.png", photo, "cairo"])]
    r = interleaved(entries, reps * 2)
    for name, img in [("C cairo + pango", "card-c.png"), ("Darkroom (PNG fast)", "card-fast.png"),
                      ("Darkroom (PNG balanced)", "card-balanced.png"), ("Darkroom (cairo PNG writer)", "card-cairo.png")]:
        add("2. Share card 2400x1260", name, r[name], r["C cairo + pango"], img, "card-c.png" if name != "C cairo + pango" else None)
    card = r["Darkroom (PNG fast)"]; cref = r["C cairo + pango"]
    card_ssim = ssim(os.path.join(OUT, "card-fast.png"), os.path.join(OUT, "card-c.png")) if ssim else None
    budget = 3 * 2400 * 1260 * 4 / 1048576 + 40
    targets.append(("Share card <= 0.4 x C (wall)", "%.2fx" % (card["wall"] / cref["wall"]), card["wall"] <= 0.4 * cref["wall"]))
    targets.append(("Share card SSIM vs C >= 0.99", "%.4f" % card_ssim if card_ssim else "n/a", card_ssim is not None and card_ssim >= 0.99))
    targets.append(("Share card peak RSS <= 3 x pixels + 40 MB (%.0f MB)" % budget, "%.0f MB" % card["rss"], card["rss"] <= budget))
    sizes = {n: os.path.getsize(os.path.join(OUT, f)) for n, f in [("C/libpng default", "card-c.png"), ("fast", "card-fast.png"), ("balanced", "card-balanced.png")]}
    notes.append("Share card PNG sizes: " + ", ".join("%s %.0f KB" % (k, v / 1024) for k, v in sizes.items()))

    # 3. Report.
    entries = [("C cairo + pango", [os.path.join(cbin, "report"), "report-c.pdf"]),
               ("Darkroom", [bench, "report", "report.pdf"])]
    r = interleaved(entries, reps)
    add("3. 100-page PDF report", "C cairo + pango", r["C cairo + pango"], r["C cairo + pango"])
    add("3. 100-page PDF report", "Darkroom", r["Darkroom"], r["C cairo + pango"])

    # 4. Views.
    entries = [("C 10,000", [os.path.join(cbin, "views"), "views-c-10k.png", "10000"]),
               ("Darkroom 10,000", [bench, "views", "views-10k.png", "10000"]),
               ("C 100,000", [os.path.join(cbin, "views"), "views-c-100k.png", "100000"]),
               ("Darkroom 100,000", [bench, "views", "views-100k.png", "100000"])]
    r = interleaved(entries, reps)
    add("4. Views (layout + render)", "C cairo (no layout) 10,000", r["C 10,000"], r["C 10,000"])
    add("4. Views (layout + render)", "Darkroom 10,000", r["Darkroom 10,000"], r["C 10,000"])
    add("4. Views (layout + render)", "C cairo (no layout) 100,000", r["C 100,000"], r["C 100,000"])
    add("4. Views (layout + render)", "Darkroom 100,000", r["Darkroom 100,000"], r["C 100,000"])
    growth = r["Darkroom 100,000"]["wall"] / r["Darkroom 10,000"]["wall"]
    targets.append(("100,000 views <= 12 x 10,000 views", "%.1fx" % growth, growth <= 12))
    notes.append("Darkroom 100,000 views phases: " + " ".join(r["Darkroom 100,000"]["log"].split()))

    # 5. Concurrency (in-process: cards per second serial vs all cores).
    m = measure([bench, "concurrent", "concurrent.txt", photo, "32"], 1)
    serial, parallel, serial_cpu, parallel_cpu = map(float, open(os.path.join(OUT, "concurrent.txt")).read().split())
    notes.append("Concurrent share cards, CPU seconds per card: serial %.3f, concurrent %.3f (equal means no lock or cache contention inside Darkroom: throughput then scales with the cores the machine can give)" % (serial_cpu, parallel_cpu))
    notes.append("Concurrent share cards: " + m["log"].strip().splitlines()[-1])
    targets.append(("Concurrent share cards on %d cores >= 1.8 x serial" % os.cpu_count(), "%.2fx" % (parallel / serial), parallel / serial >= 1.8))

    # Report.
    lines = ["| Workload | Implementation | Median wall (s) | Median CPU (s) | Peak RSS (MB) | Wall vs C | CPU vs C | SSIM vs C |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        lines.append("| %s | %s | %.3f | %.3f | %.0f | %s | %s | %s |" % (
            row["workload"], row["impl"], row["wall"], row["cpu"], row["rss"],
            "%.2f" % row["ratio"] if row["ratio"] is not None else "", "%.2f" % row["cpu_ratio"] if row["cpu_ratio"] is not None else "",
            "%.4f" % row["ssim"] if row["ssim"] is not None else ""))
    lines += ["", "| Target | Measured | Met |", "|---|---|---|"]
    for name, value, ok in targets:
        lines.append("| %s | %s | %s |" % (name, value, "yes" if ok else "**no**"))
    lines += [""] + ["- " + n for n in notes]
    text = "\n".join(lines)
    print(text)
    with open(os.path.join(OUT, "results.md"), "w") as f:
        f.write(text + "\n")

if __name__ == "__main__":
    main()
