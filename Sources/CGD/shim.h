#ifndef DARKROOM_CGD_SHIM_H
#define DARKROOM_CGD_SHIM_H
#include <gd.h>

/* libgd exposes these as function-like macros, which Swift cannot import. */
static inline int darkroom_gd_sx(gdImagePtr im) { return gdImageSX(im); }
static inline int darkroom_gd_sy(gdImagePtr im) { return gdImageSY(im); }
static inline int darkroom_gd_truecolor_alpha(int r, int g, int b, int a) { return gdTrueColorAlpha(r, g, b, a); }
static inline int darkroom_gd_get_alpha(int c) { return gdTrueColorGetAlpha(c); }
static inline int darkroom_gd_get_red(int c) { return gdTrueColorGetRed(c); }
static inline int darkroom_gd_get_green(int c) { return gdTrueColorGetGreen(c); }
static inline int darkroom_gd_get_blue(int c) { return gdTrueColorGetBlue(c); }
static inline int *darkroom_gd_row(gdImagePtr im, int y) { return im->tpixels[y]; }
#endif
