// Counts heap allocations by interposing glibc's allocator entry points.
// Only linked into the benchmark executable.
#define _GNU_SOURCE
#include "malloc_counter.h"
#include <stddef.h>
#include <stdatomic.h>
#include <sys/resource.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static _Atomic uint64_t allocations;

void *malloc(size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_realloc(p, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    void *p = __libc_memalign(alignment, size);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}

uint64_t touchreplay_malloc_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

long touchreplay_peak_rss_kb(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}
