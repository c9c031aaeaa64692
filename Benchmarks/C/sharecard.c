/* The share card of Benchmarks/Swift (ShareCard) in plain cairo + pango:
   1200x630 points at scale 2, gradient, rounded card with a blurred shadow,
   circle-clipped photo, a wrapped two-line bold title and a subtitle -> PNG
   (cairo's writer: libpng with default zlib settings). */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <time.h>
#include "blur.h"

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
static void hex(cairo_t *cr, unsigned v) { cairo_set_source_rgb(cr, (v >> 16 & 255) / 255.0, (v >> 8 & 255) / 255.0, (v & 255) / 255.0); }

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static double text(cairo_t *cr, PangoContext *ctx, const char *s, const char *family, PangoWeight weight, double size,
                   double x, double y, double width, unsigned color) {
    PangoLayout *layout = pango_layout_new(ctx);
    PangoFontDescription *font = pango_font_description_from_string(family);
    pango_font_description_set_weight(font, weight);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    pango_layout_set_text(layout, s, -1);
    cairo_move_to(cr, x, y);
    hex(cr, color);
    pango_cairo_show_layout(cr, layout);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    pango_font_description_free(font);
    g_object_unref(layout);
    return ceil(logical.height / (double)PANGO_SCALE * 2 - 0.001) / 2;   /* rounded up to the pixel grid */
}

int main(int argc, char **argv) {
    const char *out = argc > 1 ? argv[1] : "sharecard-c.png", *photo_path = argc > 2 ? argv[2] : "photo.png";
    double t0 = now();
    const double scale = 2;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1200 * scale, 630 * scale);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);

    cairo_pattern_t *g = cairo_pattern_create_linear(0, 0, 1200, 630);
    cairo_pattern_add_color_stop_rgb(g, 0, 0x4F / 255.0, 0x46 / 255.0, 0xE5 / 255.0);
    cairo_pattern_add_color_stop_rgb(g, 1, 0xDB / 255.0, 0x27 / 255.0, 0x77 / 255.0);
    cairo_rectangle(cr, 0, 0, 1200, 630);
    cairo_set_source(cr, g);
    cairo_fill(cr);
    cairo_pattern_destroy(g);

    /* Shadow: the card's silhouette in A8 at device resolution, blurred (sigma = radius, as Core
       Animation's shadow radius and Darkroom's), as a mask. */
    double radius = 24, margin = ceil(3 * radius) + 1;
    double ax = 80 - margin, ay = 80 - margin, aw = 1040 + 2 * margin, ah = 470 + 2 * margin;
    int pw = (int)ceil(aw * scale), ph = (int)ceil(ah * scale);
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, pw, ph);
    cairo_t *mcr = cairo_create(mask);
    cairo_scale(mcr, scale, scale);
    cairo_translate(mcr, -ax, -ay);
    rounded(mcr, 80, 80, 1040, 470, 32);
    cairo_fill(mcr);
    cairo_destroy(mcr);
    cairo_surface_flush(mask);
    gaussian_a8(cairo_image_surface_get_data(mask), pw, ph, cairo_image_surface_get_stride(mask), radius * scale);
    cairo_surface_mark_dirty(mask);
    cairo_save(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.25);
    cairo_translate(cr, ax, ay + 12);
    cairo_scale(cr, 1 / scale, 1 / scale);
    cairo_mask_surface(cr, mask, 0, 0);
    cairo_restore(cr);
    cairo_surface_destroy(mask);

    rounded(cr, 80, 80, 1040, 470, 32);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);

    cairo_surface_t *photo = cairo_image_surface_create_from_png(photo_path);
    if (cairo_surface_status(photo) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot read %s\n", photo_path); return 1; }
    cairo_save(cr);
    cairo_arc(cr, 240, 315, 100, 0, 2 * M_PI);
    cairo_clip(cr);
    cairo_translate(cr, 140, 215);
    cairo_scale(cr, 200.0 / cairo_image_surface_get_width(photo), 200.0 / cairo_image_surface_get_height(photo));
    cairo_set_source_surface(cr, photo, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_surface_destroy(photo);

    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *ctx = pango_font_map_create_context(map);
    cairo_font_options_t *fo = cairo_font_options_create();
    cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(ctx, fo);
    pango_context_set_round_glyph_positions(ctx, 0);
    pango_cairo_context_set_resolution(ctx, 72);
    pango_cairo_update_context(cr, ctx);
    double title_h = text(cr, ctx, "Darkroom renders SwiftUI views on Linux", "Inter,DejaVu Sans",
                          PANGO_WEIGHT_BOLD, 52, 400, 170, 640, 0x111827);
    text(cr, ctx, "Share cards, charts and reports from one Swift codebase", "Inter,DejaVu Sans",
         PANGO_WEIGHT_NORMAL, 28, 400, 170 + title_h + 24, 640, 0x6B7280);
    cairo_destroy(cr);
    double t1 = now();
    if (cairo_surface_write_to_png(surface, out) != CAIRO_STATUS_SUCCESS) return 1;
    double t2 = now();
    fprintf(stderr, "draw %.4f\nencode %.4f\n", t1 - t0, t2 - t1);
    cairo_surface_destroy(surface);
    return 0;
}
