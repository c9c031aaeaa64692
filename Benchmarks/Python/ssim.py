"""SSIM between two PNGs (Wang et al. 2004: 7x7 uniform window, K1 0.01, K2 0.03,
8-bit range), computed on each RGB channel after compositing both images over
white, then averaged. Usage: ssim.py A.png B.png -> prints the index."""
import sys
import numpy as np
from PIL import Image

def load(path):
    img = np.asarray(Image.open(path).convert("RGBA"), dtype=np.float64)
    rgb, a = img[..., :3], img[..., 3:4] / 255.0
    return rgb * a + 255.0 * (1 - a)

def box(x, r=3):
    # Mean over a (2r+1)^2 window via summed-area tables (valid region only).
    c = np.cumsum(np.cumsum(np.pad(x, ((1, 0), (1, 0))), 0), 1)
    n = 2 * r + 1
    return (c[n:, n:] - c[:-n, n:] - c[n:, :-n] + c[:-n, :-n]) / (n * n)

def ssim_channel(x, y):
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    mx, my = box(x), box(y)
    vx, vy, cxy = box(x * x) - mx * mx, box(y * y) - my * my, box(x * y) - mx * my
    s = ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
    return s.mean()

def ssim(a, b):
    x, y = load(a), load(b)
    if x.shape != y.shape:
        return 0.0
    return float(np.mean([ssim_channel(x[..., i], y[..., i]) for i in range(3)]))

if __name__ == "__main__":
    print("%.4f" % ssim(sys.argv[1], sys.argv[2]))
