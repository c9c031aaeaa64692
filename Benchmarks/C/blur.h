/* Three box blurs approximating a Gaussian of sigma (Kovesi's box sizes), edges
   transparent: the same shadow blur Darkroom uses, so the pictures compare. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

static void box_sizes(double sigma, int n, int *sizes) {
    int wl = (int)floor(sqrt(12 * sigma * sigma / n + 1));
    if (wl % 2 == 0) wl--;
    int wu = wl + 2;
    double m_ideal = (12 * sigma * sigma - n * wl * wl - 4.0 * n * wl - 3.0 * n) / (-4.0 * wl - 4);
    int m = (int)lround(m_ideal);
    for (int i = 0; i < n; i++) sizes[i] = i < m ? wl : wu;
}

static void blur_line(unsigned char *p, int count, int step, int r, unsigned char *scratch) {
    if (r <= 0 || count <= 0) return;
    for (int i = 0; i < count; i++) scratch[i] = p[i * step];
    int window = 2 * r + 1, sum = 0;
    for (int i = -r; i <= r; i++) if (i >= 0 && i < count) sum += scratch[i];
    for (int i = 0; i < count; i++) {
        p[i * step] = (unsigned char)((sum + window / 2) / window);
        int add = i + r + 1, sub = i - r;
        if (add < count) sum += scratch[add];
        if (sub >= 0) sum -= scratch[sub];
    }
}

static void gaussian_a8(unsigned char *data, int width, int height, int stride, double sigma) {
    if (sigma <= 0.2) return;
    int sizes[3];
    box_sizes(sigma, 3, sizes);
    unsigned char *scratch = malloc(width > height ? width : height);
    for (int k = 0; k < 3; k++) {
        int r = (sizes[k] - 1) / 2;
        for (int y = 0; y < height; y++) blur_line(data + y * stride, width, 1, r, scratch);
        for (int x = 0; x < width; x++) blur_line(data + x, height, stride, r, scratch);
    }
    free(scratch);
}
