// libwebp's encoder (Debian: libwebp-dev).
#include <webp/encode.h>
