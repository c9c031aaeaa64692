#include <zlib.h>

/* deflateInit2 is a macro; Swift cannot call it. */
static inline int darkroom_deflate_init_raw(z_streamp strm, int level, int strategy) {
    return deflateInit2(strm, level, Z_DEFLATED, -15, 8, strategy);
}
