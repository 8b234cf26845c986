// LD_PRELOAD library that lets libinput open a device emulated by umockdev
// 0.17.16 (Debian 12). `touchreplay emulate ... -- COMMAND` puts it in
// LD_PRELOAD before umockdev-run starts, so it comes before umockdev's own
// preload library (which calls libc directly, bypassing later libraries). It
// acts only inside a umockdev test bed (UMOCKDEV_DIR set):
//
// 1. fstat() of an emulated node reports the emulated char device number.
//    umockdev backs /dev/input/eventN with a pseudo-terminal, so fstat() says
//    136:P; libinput compares st_rdev with udev's devnum and fails with
//    "failed to create input device". umockdev wraps fstat itself only from
//    0.19.2 (then st_rdev is no PTY and nothing changes here). The PTY is
//    mapped through $UMOCKDEV_DIR/dev/.ptymap/_dev_pts_P, a symlink to
//    "MAJOR:MINOR" that umockdev writes for each attached node.
// 2. Opening /run/udev/data/X opens $TOUCHREPLAY_UDEV_DATA/X, the generated
//    udev database entry. libudev calls a device initialized only when that
//    entry exists, and libinput waits for it; umockdev redirects the path into
//    the test bed only from 0.17.18, and nothing in the test bed writes it.
//
// Every other call passes straight through. Exported names are libc's (they
// must be, to interpose); helpers are static and prefixed.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

// The C library's definition of NAME, looked up once.
#define TOUCHREPLAY_REAL(name) \
    static __typeof__(name) *real_##name; \
    if (real_##name == NULL) real_##name = (__typeof__(name) *)dlsym(RTLD_NEXT, #name)

enum { touchreplay_pty_slave_major = 136 }; // UNIX98_PTY_SLAVE_MAJOR

// The emulated device number of the PTY `rdev` if umockdev attached it to a node; `rdev` otherwise.
static dev_t touchreplay_emulated_rdev(dev_t rdev, mode_t mode) {
    const char *bed = getenv("UMOCKDEV_DIR");
    if (bed == NULL || !S_ISCHR(mode) || major(rdev) != touchreplay_pty_slave_major) return rdev;
    char link[4096], target[64];
    if (snprintf(link, sizeof link, "%s/dev/.ptymap/_dev_pts_%u", bed, minor(rdev)) >= (int)sizeof link) return rdev;
    ssize_t length = readlink(link, target, sizeof target - 1);
    if (length <= 0) return rdev;
    target[length] = '\0';
    unsigned int emulated_major, emulated_minor;
    if (sscanf(target, "%u:%u", &emulated_major, &emulated_minor) != 2) return rdev;
    return makedev(emulated_major, emulated_minor);
}

int fstat(int fd, struct stat *buffer) {
    TOUCHREPLAY_REAL(fstat);
    int result = real_fstat(fd, buffer);
    if (result == 0) buffer->st_rdev = touchreplay_emulated_rdev(buffer->st_rdev, buffer->st_mode);
    return result;
}

int fstat64(int fd, struct stat64 *buffer) {
    TOUCHREPLAY_REAL(fstat64);
    int result = real_fstat64(fd, buffer);
    if (result == 0) buffer->st_rdev = touchreplay_emulated_rdev(buffer->st_rdev, buffer->st_mode);
    return result;
}

// glibc < 2.33 compiled fstat() into these; programs built then still call them.
int __fxstat(int version, int fd, struct stat *buffer);
int __fxstat64(int version, int fd, struct stat64 *buffer);

int __fxstat(int version, int fd, struct stat *buffer) {
    TOUCHREPLAY_REAL(__fxstat);
    int result = real___fxstat(version, fd, buffer);
    if (result == 0) buffer->st_rdev = touchreplay_emulated_rdev(buffer->st_rdev, buffer->st_mode);
    return result;
}

int __fxstat64(int version, int fd, struct stat64 *buffer) {
    TOUCHREPLAY_REAL(__fxstat64);
    int result = real___fxstat64(version, fd, buffer);
    if (result == 0) buffer->st_rdev = touchreplay_emulated_rdev(buffer->st_rdev, buffer->st_mode);
    return result;
}

// statx(fd, "", AT_EMPTY_PATH, ...) is another fstat (glibc declares `path` non-null); a named
// path is left alone: umockdev's own stat wrappers handle paths.
int statx(int directory, const char *restrict path, int flags, unsigned int mask, struct statx *restrict buffer) {
    TOUCHREPLAY_REAL(statx);
    int result = real_statx(directory, path, flags, mask, buffer);
    if (result == 0 && (flags & AT_EMPTY_PATH) && path[0] == '\0') {
        dev_t rdev = touchreplay_emulated_rdev(makedev(buffer->stx_rdev_major, buffer->stx_rdev_minor), buffer->stx_mode);
        buffer->stx_rdev_major = major(rdev);
        buffer->stx_rdev_minor = minor(rdev);
    }
    return result;
}

// `path`, or the generated entry in $TOUCHREPLAY_UDEV_DATA when `path` is a udev database entry.
static const char *touchreplay_udev_data_path(const char *path, char *buffer, size_t size) {
    static const char prefix[] = "/run/udev/data/";
    const char *data = getenv("TOUCHREPLAY_UDEV_DATA");
    if (data == NULL || getenv("UMOCKDEV_DIR") == NULL || path == NULL) return path;
    if (strncmp(path, prefix, sizeof prefix - 1) != 0) return path;
    return snprintf(buffer, size, "%s/%s", data, path + sizeof prefix - 1) < (int)size ? buffer : path;
}

// Whether open(2) takes a mode argument for these flags (glibc's __OPEN_NEEDS_MODE).
static int touchreplay_needs_mode(int flags) {
    return (flags & O_CREAT) != 0 || (flags & O_TMPFILE) == O_TMPFILE;
}

// Declares `mode`: the variadic mode argument after `flags` when open(2) takes one, else 0.
#define TOUCHREPLAY_MODE_ARGUMENT(flags) \
    mode_t mode = 0; \
    if (touchreplay_needs_mode(flags)) { \
        va_list arguments; \
        va_start(arguments, flags); \
        mode = va_arg(arguments, mode_t); \
        va_end(arguments); \
    }

// libudev (systemd 252) opens the entry with openat(AT_FDCWD, ...) then fdopen(); other versions use fopen().
#define TOUCHREPLAY_REDIRECT_OPENAT(name) \
    int name(int directory, const char *path, int flags, ...) { \
        TOUCHREPLAY_REAL(name); \
        TOUCHREPLAY_MODE_ARGUMENT(flags); \
        char buffer[4096]; \
        return real_##name(directory, touchreplay_udev_data_path(path, buffer, sizeof buffer), flags, mode); \
    }
TOUCHREPLAY_REDIRECT_OPENAT(openat)
TOUCHREPLAY_REDIRECT_OPENAT(openat64)

#define TOUCHREPLAY_REDIRECT_OPEN(name) \
    int name(const char *path, int flags, ...) { \
        TOUCHREPLAY_REAL(name); \
        TOUCHREPLAY_MODE_ARGUMENT(flags); \
        char buffer[4096]; \
        return real_##name(touchreplay_udev_data_path(path, buffer, sizeof buffer), flags, mode); \
    }
TOUCHREPLAY_REDIRECT_OPEN(open)
TOUCHREPLAY_REDIRECT_OPEN(open64)

#define TOUCHREPLAY_REDIRECT_FOPEN(name) \
    FILE *name(const char *restrict path, const char *restrict mode) { \
        TOUCHREPLAY_REAL(name); \
        char buffer[4096]; \
        return real_##name(touchreplay_udev_data_path(path, buffer, sizeof buffer), mode); \
    }
TOUCHREPLAY_REDIRECT_FOPEN(fopen)
TOUCHREPLAY_REDIRECT_FOPEN(fopen64)
