"""Takumi (PyPI takumi-py) renders the service's share card, the peer row of Benchmarks/Service/results.md.

    python3 takumi_cards.py AVATAR.png COUNT OUT_DIR

The card is Examples/ShareCardService's ShareCardView written as HTML and CSS: the same 1200 x 630 design,
gradient, white panel with shadow, round 200-point avatar and two texts, every card with its own title (as in
the service's uncached scenario). Each format is timed warm, card by card, in one process on one thread;
prints one JSON line per format with the median milliseconds and the mean size in bytes, and writes the
first card of each format to OUT_DIR for looking at.
"""
import json
import statistics
import sys
import time

from takumi_py import Renderer

CARD = """
<div style="width:1200px;height:630px;display:flex;position:relative;
            background:linear-gradient(135deg,#4F46E5,#DB2777);">
  <div style="position:absolute;left:80px;top:80px;width:1040px;height:470px;background:#fff;border-radius:32px;
              box-shadow:0 12px 48px rgba(0,0,0,0.25);"></div>
  <img src="avatar.png" style="position:absolute;left:140px;top:215px;width:200px;height:200px;
              border-radius:100px;object-fit:cover;" />
  <div style="position:absolute;left:400px;top:120px;width:640px;height:390px;display:flex;
              flex-direction:column;justify-content:center;gap:24px;">
    <div style="font-size:52px;font-weight:700;color:#111827;line-height:1.2;">{title}</div>
    <div style="font-size:28px;color:#6B7280;line-height:1.2;">{subtitle}</div>
  </div>
</div>
"""


def main() -> None:
    avatar, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(avatar, "rb") as f:
        avatar_bytes = f.read()
    renderer = Renderer()
    renderer.put_persistent_image("avatar.png", avatar_bytes)
    for fmt, quality in (("png", None), ("jpeg", 85), ("webp", 80), ("webp", None)):
        label = fmt if quality is not None or fmt == "png" else "webp (Takumi's default settings)"
        times, sizes = [], []
        for n in range(-3, count):  # three warm-up cards
            html = CARD.replace("{title}", f"Card {n}: Darkroom renders SwiftUI views").replace(
                "{subtitle}", f"Share cards from one Swift codebase, no. {n * 7919}")
            start = time.perf_counter()
            data = renderer.render_html(html, width=1200, height=630, format=fmt,
                                        **({"quality": quality} if quality is not None else {}))
            elapsed = time.perf_counter() - start
            if n >= 0:
                times.append(elapsed * 1000)
                sizes.append(len(data))
            if n == 0:
                suffix = "default" if quality is None and fmt == "webp" else ""
                with open(f"{out}/takumi-card{suffix}.{fmt}", "wb") as f:
                    f.write(data)
        print(json.dumps({"renderer": "Takumi", "format": label, "quality": quality,
                          "median_ms": statistics.median(times), "mean_bytes": statistics.mean(sizes)}))


if __name__ == "__main__":
    main()
