#ifndef DARKROOM_CSYSTEM_H
#define DARKROOM_CSYSTEM_H
/* What Darkroom needs of the C library that Swift's Glibc module does not import: kept apart
   from the drawing libraries so that stages above the backend never import cairo or libgd. */
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
