#ifndef DARKROOM_BENCH_CAIRO_SHIM_H
#define DARKROOM_BENCH_CAIRO_SHIM_H
/* cairo's own PNG writer, the peer the PNG benchmark measures Darkroom's encoder against. */
#include <cairo.h>
#endif
