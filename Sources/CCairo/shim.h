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

#if defined(__linux__)
#include <pthread.h>
/* A GNU extension, declared by <pthread.h> only under _GNU_SOURCE. */
extern int pthread_getattr_np(pthread_t thread, pthread_attr_t *attr);
/* The lowest address of the calling thread's stack, or 0 when unknown; cached per
   thread (for the main thread glibc reads /proc/self/maps to answer). */
static inline unsigned long darkroom_thread_stack_low(void) {
    static __thread unsigned long cached = 0;
    if (cached != 0) return cached;
    pthread_attr_t attributes;
    void *address = 0;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    int status = pthread_attr_getstack(&attributes, &address, &size);
    pthread_attr_destroy(&attributes);
    cached = status == 0 ? (unsigned long)address : 0;
    return cached;
}
#endif
#endif
