/* 50,000 seeded random 1-pt round-capped lines into 1000x1000, plain cairo, PNG. */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include "lcg.h"

int main(int argc, char **argv) {
    const char *out = argc > 1 ? argv[1] : "lines-c.png";
    int count = argc > 2 ? atoi(argv[2]) : 50000;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1000, 1000);
    cairo_t *cr = cairo_create(s);
    cairo_set_line_width(cr, 1);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (int i = 0; i < count; i++) {
        double x0 = lcg_next() * 1000, y0 = lcg_next() * 1000, x1 = lcg_next() * 1000, y1 = lcg_next() * 1000;
        double r = lcg_next(), g = lcg_next(), b = lcg_next();
        cairo_move_to(cr, x0, y0);
        cairo_line_to(cr, x1, y1);
        cairo_set_source_rgb(cr, r, g, b);
        cairo_stroke(cr);
    }
    cairo_destroy(cr);
    if (cairo_surface_write_to_png(s, out) != CAIRO_STATUS_SUCCESS) return 1;
    cairo_surface_destroy(s);
    return 0;
}
