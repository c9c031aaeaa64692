"""Peers of the chart benchmark: matplotlib (Agg) and Vega-Lite through vl-convert-python.

   peers.py warm <rounds>            median ms per render as JSON
   peers.py once-mpl <file.png>      one PNG, for whole-process timing
   peers.py once-vl <file.png>

Same work as Darkroom's side: the seven-bar continent chart at 500 x 300 pt, PNG at
scale 2 (1000 x 600 px) and PDF; a 10,000-point random-walk line chart to PNG.
"""
import io
import json
import sys
import time

CONTINENTS = [("Asia", 31), ("Africa", 29), ("Europe", 22), ("North America", 21),
              ("South America", 17), ("Oceania", 8), ("Antartica", 13)]


def walk():
    state, y, out = 12345, 0.0, []
    for _ in range(10_000):
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        y += ((state >> 16) & 0x7FFF) / 32767 - 0.5
        out.append(y)
    return out


def mpl_bar(fmt):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig = plt.figure(figsize=(500 / 72, 300 / 72), dpi=72)
    ax = fig.add_subplot()
    ax.bar([c for c, _ in CONTINENTS], [a for _, a in CONTINENTS], width=0.7, color="#007AFF")
    buf = io.BytesIO()
    fig.savefig(buf, format=fmt, dpi=144 if fmt == "png" else 72)
    plt.close(fig)
    return buf.getvalue()


def mpl_line(values):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig = plt.figure(figsize=(500 / 72, 300 / 72), dpi=72)
    ax = fig.add_subplot()
    ax.plot(range(len(values)), values, linewidth=2, color="#007AFF")
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=144)
    plt.close(fig)
    return buf.getvalue()


def vl_bar_spec():
    return {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "width": 440, "height": 260,
            "data": {"values": [{"x": c, "y": a} for c, a in CONTINENTS]},
            "mark": {"type": "bar", "color": "#007AFF"},
            "encoding": {"x": {"field": "x", "type": "nominal", "sort": None},
                         "y": {"field": "y", "type": "quantitative"}}}


def vl_line_spec(values):
    return {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "width": 440, "height": 260,
            "data": {"values": [{"i": i, "v": v} for i, v in enumerate(values)]},
            "mark": {"type": "line", "color": "#007AFF", "strokeWidth": 2},
            "encoding": {"x": {"field": "i", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}}


def median(rounds, fn):
    fn()
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return times[len(times) // 2]


def main():
    mode = sys.argv[1]
    if mode == "warm":
        rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
        import vl_convert as vlc
        values = walk()
        bar, line = vl_bar_spec(), vl_line_spec(values)
        out = {
            "mpl_bar_png": median(rounds, lambda: mpl_bar("png")),
            "mpl_bar_pdf": median(rounds, lambda: mpl_bar("pdf")),
            "mpl_line_png": median(max(3, rounds // 4), lambda: mpl_line(values)),
            "vl_bar_png": median(rounds, lambda: vlc.vegalite_to_png(bar, scale=2)),
            "vl_bar_pdf": median(rounds, lambda: vlc.vegalite_to_pdf(bar)),
            "vl_line_png": median(max(3, rounds // 4), lambda: vlc.vegalite_to_png(line, scale=2)),
        }
        print(json.dumps(out))
    elif mode == "once-mpl":
        open(sys.argv[2], "wb").write(mpl_bar("png"))
    elif mode == "once-vl":
        import vl_convert as vlc
        open(sys.argv[2], "wb").write(vlc.vegalite_to_png(vl_bar_spec(), scale=2))


if __name__ == "__main__":
    main()
