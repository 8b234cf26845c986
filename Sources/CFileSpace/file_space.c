#define _GNU_SOURCE
#include <fcntl.h>
#include "file_space.h"

int touchreplay_reserve_space(int descriptor, long long offset, long long length) {
    return fallocate(descriptor, FALLOC_FL_KEEP_SIZE, (off_t)offset, (off_t)length);
}
