"""50,000 seeded random 1-px lines into 1000x1000 with Pillow (aliased: ImageDraw has no anti-aliasing), PNG."""
import sys
from PIL import Image, ImageDraw

def lcg():
    state = 42
    while True:
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        yield state / 4294967296.0

def main(out, count=50000):
    image = Image.new("RGBA", (1000, 1000), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    r = lcg()
    for _ in range(count):
        x0, y0, x1, y1 = next(r) * 1000, next(r) * 1000, next(r) * 1000, next(r) * 1000
        color = (round(next(r) * 255), round(next(r) * 255), round(next(r) * 255), 255)
        draw.line((x0, y0, x1, y1), fill=color, width=1)
    image.save(out)

if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 50000)
