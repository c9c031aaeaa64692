#ifndef DARKROOM_CWEBP_SHIM_H
#define DARKROOM_CWEBP_SHIM_H
/* libwebp's encoder types only: Darkroom opens libwebp on first use (Codecs/LibWebP/LibWebP.swift) and never
   links it, so nothing here may be called directly (the header's inline helpers call symbols resolved with
   dlsym instead). Debian: libwebp-dev, which libgd-dev depends on. */
#include <webp/encode.h>
#endif
