/* A 100-page PDF report in plain cairo + pango, the same content as
   Benchmarks/Swift's ReportPage: title, three paragraphs, a 9x4 table with a
   header and striped rows, and four shapes per US Letter page. */
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>

/* The paragraphs' words and how they are picked: as Benchmarks/Swift's reportParagraph, so every
   page has different text. */
static const char *words[] = {"revenue", "grew", "in", "every", "region", "this", "quarter", "led", "by",
    "subscriptions", "and", "services", "costs", "rose", "more", "slowly", "than", "sales", "so", "the",
    "operating", "margin", "widened", "two", "points", "outlook", "stays", "cautious", "currency", "effects",
    "launch", "month"};

static void paragraph(char *buf, size_t size, int page, int index) {
    uint32_t state = (uint32_t)(page * 3 + index + 1);
    size_t used = (size_t)snprintf(buf, size, "%d.", index + 1);
    for (int w = 0; w < 48; w++) {
        state = state * 1664525u + 1013904223u;
        const char *word = words[(int)(state / 4294967296.0 * 32)];
        used += (size_t)snprintf(buf + used, size - used, " %s", word);
    }
    snprintf(buf + used, size - used, ".");
}

static void hex(cairo_t *cr, unsigned v) { cairo_set_source_rgb(cr, (v >> 16 & 255) / 255.0, (v >> 8 & 255) / 255.0, (v & 255) / 255.0); }

static double text(cairo_t *cr, PangoContext *ctx, const char *s, PangoWeight weight, double size, double x, double y,
                   double width, unsigned color) {
    PangoLayout *layout = pango_layout_new(ctx);
    PangoFontDescription *font = pango_font_description_from_string("Inter,DejaVu Sans");
    pango_font_description_set_weight(font, weight);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    if (width > 0) { pango_layout_set_width(layout, (int)(width * PANGO_SCALE)); pango_layout_set_wrap(layout, PANGO_WRAP_WORD); }
    pango_layout_set_text(layout, s, -1);
    cairo_move_to(cr, x, y);
    hex(cr, color);
    pango_cairo_show_layout(cr, layout);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    pango_font_description_free(font);
    g_object_unref(layout);
    return logical.height / (double)PANGO_SCALE;
}

int main(int argc, char **argv) {
    const char *out = argc > 1 ? argv[1] : "report-c.pdf";
    int pages = argc > 2 ? atoi(argv[2]) : 100;
    cairo_surface_t *pdf = cairo_pdf_surface_create(out, 612, 792);
    cairo_t *cr = cairo_create(pdf);
    PangoContext *ctx = pango_cairo_create_context(cr);
    pango_cairo_context_set_resolution(ctx, 72);
    char buf[1024];
    for (int n = 1; n <= pages; n++) {
        double y = 48, x = 48, w = 612 - 96;
        snprintf(buf, sizeof buf, "Quarterly report \xe2\x80\x94 page %d", n);
        y += text(cr, ctx, buf, PANGO_WEIGHT_BOLD, 26, x, y, 0, 0x000000) + 14;
        for (int i = 0; i < 3; i++) {
            paragraph(buf, sizeof buf, n, i);
            y += text(cr, ctx, buf, PANGO_WEIGHT_NORMAL, 12, x, y, w, 0x374151) + 14;
        }
        const char *head[] = {"Region", "Q1", "Q2", "Change"};
        for (int row = 0; row < 9; row++) {
            hex(cr, row == 0 ? 0xE5E7EB : (row % 2 == 0 ? 0xF9FAFB : 0xFFFFFF));
            cairo_rectangle(cr, x, y, 496, 22);
            cairo_fill(cr);
            for (int col = 0; col < 4; col++) {
                if (row == 0) snprintf(buf, sizeof buf, "%s", head[col]);
                else if (col == 0) snprintf(buf, sizeof buf, "Region %d", row);
                else snprintf(buf, sizeof buf, "%d", (row * 37 + col * 11 + n) % 900 + 100);
                text(cr, ctx, buf, row == 0 ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, 11, x + 8 + col * 120, y + 4, 0, 0x000000);
            }
            y += 22;
        }
        y += 14;
        hex(cr, 0x2563EB); cairo_arc(cr, x + 24, y + 24, 24, 0, 2 * M_PI); cairo_fill(cr);
        hex(cr, 0xF59E0B); cairo_new_sub_path(cr);
        cairo_arc(cr, x + 64 + 112, y + 8, 8, -M_PI / 2, 0); cairo_arc(cr, x + 64 + 112, y + 40, 8, 0, M_PI / 2);
        cairo_arc(cr, x + 72, y + 40, 8, M_PI / 2, M_PI); cairo_arc(cr, x + 72, y + 8, 8, M_PI, 3 * M_PI / 2);
        cairo_close_path(cr); cairo_fill(cr);
        hex(cr, 0x10B981); cairo_set_line_width(cr, 3); cairo_new_sub_path(cr);
        cairo_arc(cr, x + 200 + 24, y + 24, 24, M_PI / 2, 3 * M_PI / 2); cairo_arc(cr, x + 200 + 116, y + 24, 24, -M_PI / 2, M_PI / 2);
        cairo_close_path(cr); cairo_stroke(cr);
        cairo_pattern_t *g = cairo_pattern_create_linear(x + 356, 0, x + 476, 0);
        cairo_pattern_add_color_stop_rgb(g, 0, 0x63 / 255.0, 0x66 / 255.0, 0xF1 / 255.0);
        cairo_pattern_add_color_stop_rgb(g, 1, 0xEC / 255.0, 0x48 / 255.0, 0x99 / 255.0);
        cairo_rectangle(cr, x + 356, y, 120, 48); cairo_set_source(cr, g); cairo_fill(cr); cairo_pattern_destroy(g);
        cairo_show_page(cr);
    }
    g_object_unref(ctx);
    cairo_destroy(cr);
    cairo_surface_finish(pdf);
    int ok = cairo_surface_status(pdf) == CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(pdf);
    return ok ? 0 : 1;
}
