/* The benchmarks' shared random sequence (same in Swift, C and Python):
   32-bit LCG (Numerical Recipes constants), values in [0, 1). */
#include <stdint.h>
static uint32_t lcg_state = 42;
static double lcg_next(void) {
    lcg_state = lcg_state * 1664525u + 1013904223u;
    return lcg_state / 4294967296.0;
}
