"""50,000 seeded random 1-pt round-capped anti-aliased lines into 1000x1000 with skia-python, PNG."""
import sys
import skia

def lcg():
    state = 42
    while True:
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        yield state / 4294967296.0

def main(out, count=50000):
    surface = skia.Surface(1000, 1000)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    paint = skia.Paint(AntiAlias=True, StrokeWidth=1, Style=skia.Paint.kStroke_Style,
                       StrokeCap=skia.Paint.kRound_Cap, StrokeJoin=skia.Paint.kRound_Join)
    r = lcg()
    for _ in range(count):
        x0, y0, x1, y1 = next(r) * 1000, next(r) * 1000, next(r) * 1000, next(r) * 1000
        paint.setColor(skia.Color4f(next(r), next(r), next(r), 1).toColor())
        canvas.drawLine(x0, y0, x1, y1, paint)
    surface.makeImageSnapshot().save(out, skia.kPNG)

if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 50000)
