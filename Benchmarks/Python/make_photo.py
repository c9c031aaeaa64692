"""Writes the share card's stand-in photo: a deterministic 400x400 RGB PNG with
smooth shading and fine texture (like a photograph), numpy + zlib only."""
import struct, sys, zlib
import numpy as np

def main(path):
    n = 400
    y, x = np.mgrid[0:n, 0:n].astype(np.float64) / n
    r = 0.55 + 0.35 * np.sin(6 * x + 2 * y)
    g = 0.45 + 0.30 * np.cos(5 * y - 3 * x)
    b = 0.60 + 0.30 * np.sin(4 * (x * x + y * y))
    disk = ((x - 0.5) ** 2 + (y - 0.42) ** 2) < 0.06
    r[disk] = 0.95; g[disk] = 0.78; b[disk] = 0.62
    state = 12345
    noise = np.empty(n * n)
    for i in range(n * n):  # the shared LCG, so every run gets the same texture
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        noise[i] = state / 4294967296.0
    noise = (noise.reshape(n, n) - 0.5) * 0.08
    img = np.clip(np.stack([r + noise, g + noise, b + noise], axis=-1) * 255 + 0.5, 0, 255).astype(np.uint8)
    raw = b"".join(b"\x00" + img[row].tobytes() for row in range(n))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(png)

if __name__ == "__main__":
    main(sys.argv[1])
