#ifndef TOUCHREPLAY_CFILESPACE_H
#define TOUCHREPLAY_CFILESPACE_H
// Linux calls that Swift's Glibc module does not export (_GNU_SOURCE
// declarations: fallocate(2), O_PATH, fstatfs(2)). Only the OutputFiles
// module imports them.

/// Reserves `length` bytes of disk space from `offset` without changing the
/// file's size (`fallocate(fd, FALLOC_FL_KEEP_SIZE, offset, length)`):
/// 0, or -1 with errno set.
int touchreplay_reserve_space(int descriptor, long long offset, long long length);

/// Opens the folder `name` in the folder `folder` (`AT_FDCWD` for the working
/// folder) without following a symbolic link there:
/// `openat(folder, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)`.
/// A descriptor, or -1 with errno set (`ENOTDIR` when `name` is a link).
int touchreplay_open_folder(int folder, const char *name);

/// Whether the folder open at `folder` is in procfs, whose links (`/proc/self/fd/1`)
/// name open files rather than paths: 1 or 0.
int touchreplay_is_proc(int folder);

#endif
