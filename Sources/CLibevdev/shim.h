#ifndef TOUCHREPLAY_CLIBEVDEV_SHIM_H
#define TOUCHREPLAY_CLIBEVDEV_SHIM_H
// The one C header TouchReplay sees: libevdev and the kernel's input codes.
// Only the InputDevices module imports it.
#include <libevdev/libevdev.h>
#include <linux/input.h>
#endif
