/* The start-up floor: a process that links cairo and pango (as the other C programs do)
   and renders nothing; compared with darkroom-bench's `startup` workload. */
#include <pango/pangocairo.h>
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argc; (void)argv;
    return cairo_version() > 0 && pango_version() > 0 ? 0 : 1;
}
