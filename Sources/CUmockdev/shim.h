#ifndef TOUCHREPLAY_CUMOCKDEV_SHIM_H
#define TOUCHREPLAY_CUMOCKDEV_SHIM_H
// libumockdev's in-process test bed (umockdev_testbed_*), for the hot-plug test
// probe only: it adds and removes emulated devices while a session runs, which
// umockdev-run cannot do. No product of the package links it.
#include <umockdev.h>
#endif
