#ifndef TOUCHREPLAY_CLIBEVDEV_SHIM_H
#define TOUCHREPLAY_CLIBEVDEV_SHIM_H
// The one C header TouchReplay sees: libevdev and the kernel's input codes,
// plus signalfd (which Swift's Glibc module does not export) so the live
// reader can watch SIGINT/SIGTERM in its poll set without a signal handler.
// Only the InputDevices module imports it.
#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <sys/signalfd.h>
#endif
