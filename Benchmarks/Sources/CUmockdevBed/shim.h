#ifndef TOUCHREPLAY_BENCHMARKS_CUMOCKDEVBED_H
#define TOUCHREPLAY_BENCHMARKS_CUMOCKDEVBED_H
// libumockdev's in-process test bed (umockdev_testbed_*), for LiveDevicesFeed:
// it emulates two evdev nodes and writes their events into the nodes'
// pseudo-terminals itself, a chunk at a time, as fast as the reader takes them.
#include <umockdev.h>
#endif
