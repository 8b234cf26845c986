#ifndef TOUCHREPLAY_CFILESPACE_H
#define TOUCHREPLAY_CFILESPACE_H
// Linux's fallocate(2), which Swift's Glibc module does not export (it is a
// _GNU_SOURCE declaration). Only the OutputFiles module imports it.

/// Reserves `length` bytes of disk space from `offset` without changing the
/// file's size (`fallocate(fd, FALLOC_FL_KEEP_SIZE, offset, length)`):
/// 0, or -1 with errno set.
int touchreplay_reserve_space(int descriptor, long long offset, long long length);

#endif
