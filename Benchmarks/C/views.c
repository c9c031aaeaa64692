/* The view-grid workload drawn directly: COUNT 10x10 rounded cells with 2-pt
   gaps in a square-ish grid, every tenth with its own index as label, PNG. No layout:
   this is the floor a layout engine adds its cost to. */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void hsv(cairo_t *cr, double h, double s, double v) {
    double i = floor(h * 6), f = h * 6 - i, p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s);
    double r, g, b;
    switch ((int)i % 6) { case 0: r = v; g = t; b = p; break; case 1: r = q; g = v; b = p; break; case 2: r = p; g = v; b = t; break;
        case 3: r = p; g = q; b = v; break; case 4: r = t; g = p; b = v; break; default: r = v; g = p; b = q; }
    cairo_set_source_rgb(cr, r, g, b);
}

int main(int argc, char **argv) {
    const char *out = argc > 1 ? argv[1] : "views-c.png";
    int count = argc > 2 ? atoi(argv[2]) : 10000;
    int columns = (int)ceil(sqrt((double)count)), rows = (count + columns - 1) / columns;
    int width = columns * 12 - 2, height = rows * 12 - 2;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(s);
    PangoLayout *layout = pango_cairo_create_layout(cr);
    pango_cairo_context_set_resolution(pango_layout_get_context(layout), 72);
    PangoFontDescription *font = pango_font_description_from_string("Inter,DejaVu Sans");
    pango_font_description_set_absolute_size(font, 6 * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    char buf[16];
    for (int i = 0; i < count; i++) {
        double x = (i % columns) * 12, y = (i / columns) * 12;
        cairo_new_sub_path(cr);
        cairo_arc(cr, x + 8, y + 2, 2, -M_PI / 2, 0); cairo_arc(cr, x + 8, y + 8, 2, 0, M_PI / 2);
        cairo_arc(cr, x + 2, y + 8, 2, M_PI / 2, M_PI); cairo_arc(cr, x + 2, y + 2, 2, M_PI, 3 * M_PI / 2);
        cairo_close_path(cr);
        hsv(cr, (i % 360) / 360.0, 0.5, 0.9);
        cairo_fill(cr);
        if (i % 10 == 0) {
            snprintf(buf, sizeof buf, "%d", i);
            pango_layout_set_text(layout, buf, -1);
            int tw, th; pango_layout_get_pixel_size(layout, &tw, &th);
            cairo_move_to(cr, x + (10 - tw) / 2.0, y + (10 - th) / 2.0);
            cairo_set_source_rgb(cr, 0, 0, 0);
            pango_cairo_show_layout(cr, layout);
        }
    }
    cairo_destroy(cr);
    int ok = cairo_surface_write_to_png(s, out) == CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(s);
    return ok ? 0 : 1;
}
