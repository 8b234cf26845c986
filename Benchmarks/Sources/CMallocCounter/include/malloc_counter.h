#ifndef TOUCHREPLAY_MALLOC_COUNTER_H
#define TOUCHREPLAY_MALLOC_COUNTER_H
#include <stdint.h>
/// Number of malloc/calloc/realloc/posix_memalign calls made by this process so far.
uint64_t touchreplay_malloc_count(void);
/// Peak resident set size of this process in kilobytes (from getrusage).
long touchreplay_peak_rss_kb(void);
#endif
