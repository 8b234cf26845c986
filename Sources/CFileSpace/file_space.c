#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/vfs.h>
#include <linux/magic.h>
#include "file_space.h"

int touchreplay_reserve_space(int descriptor, long long offset, long long length) {
    return fallocate(descriptor, FALLOC_FL_KEEP_SIZE, (off_t)offset, (off_t)length);
}

int touchreplay_open_folder(int folder, const char *name) {
    return openat(folder, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

int touchreplay_is_proc(int folder) {
    struct statfs status;
    return fstatfs(folder, &status) == 0 && status.f_type == PROC_SUPER_MAGIC;
}
