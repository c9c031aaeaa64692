/* The snapshot workload's floor: the settings screen of Benchmarks/Snapshot drawn
   directly with cairo + pango at 1170 x 2532 px (390 x 844 pt @3x, white background,
   47-pt safe area on top), then the reference PNG read back with cairo and the two
   compared with memcmp. No layout, no views: what a render + compare costs at least.
   usage: snapshot REFERENCE.png ITERATIONS  (records REFERENCE.png first) */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *rows[] = {"Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications",
    "Sounds & Haptics", "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness",
    "Home Screen", "Accessibility", "Wallpaper"};
static const char *details[] = {"Home", "On", "", "Off", "", "", "", "", "", "", "", "", "", ""};
static const unsigned colours[] = {0x007AFF, 0x007AFF, 0x34C759, 0x34C759, 0xFF3B30, 0xFF2D55, 0x5856D6,
    0xAF52DE, 0x8E8E93, 0x8E8E93, 0x007AFF, 0x5856D6, 0x007AFF, 0x32ADE6};

static void text(cairo_t *cr, PangoLayout *layout, const char *s, double x, double y, int right) {
    pango_layout_set_text(layout, s, -1);
    int w, h; pango_layout_get_size(layout, &w, &h);
    cairo_move_to(cr, right ? x - (double)w / PANGO_SCALE : x, y - (double)h / PANGO_SCALE / 2);
    pango_cairo_show_layout(cr, layout);
}

static cairo_surface_t *render(void) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1170, 2532);
    cairo_t *cr = cairo_create(s);
    cairo_scale(cr, 3, 3);
    cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr);
    PangoLayout *layout = pango_cairo_create_layout(cr);
    pango_cairo_context_set_resolution(pango_layout_get_context(layout), 72);
    PangoFontDescription *font = pango_font_description_from_string("Inter Bold");
    pango_font_description_set_absolute_size(font, 34 * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    cairo_set_source_rgb(cr, 0, 0, 0);
    text(cr, layout, "Settings", 16, 47 + 20, 0);
    pango_font_description_free(font);
    font = pango_font_description_from_string("Inter");
    pango_font_description_set_absolute_size(font, 16 * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    double y = 47 + 49;
    for (int i = 0; i < 14; i++, y += 44.333) {
        unsigned c = colours[i];
        cairo_set_source_rgb(cr, (c >> 16) / 255.0, ((c >> 8) & 255) / 255.0, (c & 255) / 255.0);
        double x = 16, top = y + 7.5, r = 7;
        cairo_new_sub_path(cr);
        cairo_arc(cr, x + 29 - r, top + r, r, -M_PI / 2, 0); cairo_arc(cr, x + 29 - r, top + 29 - r, r, 0, M_PI / 2);
        cairo_arc(cr, x + r, top + 29 - r, r, M_PI / 2, M_PI); cairo_arc(cr, x + r, top + r, r, M_PI, 3 * M_PI / 2);
        cairo_close_path(cr); cairo_fill(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        text(cr, layout, rows[i], 57, y + 22, 0);
        cairo_set_source_rgba(cr, 0.235, 0.235, 0.263, 0.6);
        text(cr, layout, details[i], 374, y + 22, 1);
        cairo_set_source_rgba(cr, 0.557, 0.557, 0.576, 0.3);
        cairo_rectangle(cr, 57, y + 44, 333, 1.0 / 3); cairo_fill(cr);
    }
    pango_font_description_free(font);
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    return s;
}

/* Process CPU time beside wall time: on a shared, loaded machine wall time mostly measures waiting for a core. */
static double now_ms(clockid_t id) {
    struct timespec t; clock_gettime(id, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) { double d = *(double *)a - *(double *)b; return (d > 0) - (d < 0); }

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "snapshot-c.png";
    int n = argc > 2 ? atoi(argv[2]) : 30;
    cairo_surface_t *first = render();
    cairo_surface_write_to_png(first, path);
    cairo_surface_destroy(first);
    double *cpu = malloc(sizeof(double) * n), *wall = malloc(sizeof(double) * n);
    for (int i = -3; i < n; i++) {
        double start = now_ms(CLOCK_PROCESS_CPUTIME_ID), wall0 = now_ms(CLOCK_MONOTONIC);
        cairo_surface_t *s = render();
        cairo_surface_t *ref = cairo_image_surface_create_from_png(path);
        int same = cairo_image_surface_get_stride(s) == cairo_image_surface_get_stride(ref)
            && memcmp(cairo_image_surface_get_data(s), cairo_image_surface_get_data(ref),
                      (size_t)cairo_image_surface_get_stride(s) * 2532) == 0;
        cairo_surface_destroy(ref); cairo_surface_destroy(s);
        if (i >= 0) { cpu[i] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start; wall[i] = now_ms(CLOCK_MONOTONIC) - wall0; }
        if (!same) { printf("FAIL: differs from its own reference\n"); return 1; }
    }
    qsort(cpu, n, sizeof(double), cmp); qsort(wall, n, sizeof(double), cmp);
    printf("plain C cairo + pango (render + read + memcmp): CPU median %.1f ms, fastest %.1f ms; "
           "wall median %.1f ms, fastest %.1f ms (%d runs)\n", cpu[n / 2], cpu[0], wall[n / 2], wall[0], n);
    return 0;
}
