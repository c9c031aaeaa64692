#ifndef DARKROOM_CCAIRO_SHIM_H
#define DARKROOM_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* Swift does not import function-like macros; these wrap the ones Darkroom needs. */
static inline int darkroom_pango_scale(void) { return PANGO_SCALE; }
static inline void darkroom_g_object_unref(void *object) { g_object_unref(object); }

#endif
