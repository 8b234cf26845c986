import Glibc

/// A change to a watched directory's entries, as inotify reports it.
public enum DeviceNodeChange: Hashable, Sendable {
    /// An entry was created or moved in (`IN_CREATE`, `IN_MOVED_TO`): a new node or link.
    case appeared(path: String)
    /// An entry's metadata changed (`IN_ATTRIB`): udev set a new node's owner, mode or ACL.
    case attributesChanged(path: String)
    /// An entry was removed or moved out (`IN_DELETE`, `IN_MOVED_FROM`): a device went away.
    case disappeared(path: String)
    /// Changes may have been missed: the kernel's queue overflowed (`IN_Q_OVERFLOW`), or a
    /// watched directory was just created (udev makes `/dev/input/by-id` with its first link).
    /// Look at the directories again.
    case rescanNeeded
}

/// Watches directories of device nodes (`/dev/input`, `/dev/input/by-id`, …) for
/// nodes that appear, change and disappear, with inotify: the hot-plug source of
/// a live session.
///
/// The watcher owns one inotify descriptor (``fileDescriptor``), non-blocking, for
/// the caller's own `poll()`; when it is readable, ``readChanges()`` returns the
/// changes in the order the kernel queued them. A directory that does not exist
/// (or is removed, as udev removes an empty `/dev/input/by-id`) is waited for: its
/// nearest existing ancestor is watched until it is created. The watcher is
/// confined to the thread that made it, like ``InputDevice``.
public final class DeviceWatcher {
    /// The inotify descriptor (`inotify_init1`), to poll for readability; the watcher owns it.
    public let fileDescriptor: Int32
    /// The directories to watch, in the order given, each once.
    private let wanted: [String]
    /// The directories watched (the wanted ones that exist, and ancestors of missing ones) with their watch descriptors.
    private var watches: [(descriptor: Int32, directory: String)] = []
    /// The bytes of one read: room for many events (each `inotify_event` plus a name of at most `NAME_MAX`).
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private static let mask = UInt32(IN_CREATE | IN_ATTRIB | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_ONLYDIR)

    /// Watches `directories` for entries created, changed and removed; a directory that does
    /// not exist yet is watched from the moment it is created.
    ///
    /// - Throws: ``DeviceError`` naming the directory when it cannot be watched for another
    ///   reason (``DeviceError/permissionDenied(path:errno:)``, a path through a regular file).
    public init(directories: [String]) throws(DeviceError) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw DeviceError.systemCallFailed(path: "inotify", call: "inotify_init1", errno: errno) }
        fileDescriptor = descriptor
        var wanted: [String] = []
        for directory in directories where !wanted.contains(directory) { wanted.append(directory) }
        self.wanted = wanted
        do {
            _ = try establish()
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Watches every wanted directory that exists and is not watched yet, and the nearest existing
    /// ancestor of each one that does not. Returns whether a wanted directory was newly watched.
    private func establish() throws(DeviceError) -> Bool {
        var added = false
        for directory in wanted where !watches.contains(where: { $0.directory == directory }) {
            var current = directory
            while true {
                let watch = inotify_add_watch(fileDescriptor, current, Self.mask)
                if watch >= 0 {
                    watches.removeAll { $0.descriptor == watch }
                    watches.append((watch, current))
                    added = added || current == directory
                    break
                }
                let code = errno
                guard code == ENOENT, current != "/", let slash = current.lastIndex(of: "/") else {
                    switch code {
                    case EACCES, EPERM: throw DeviceError.permissionDenied(path: current, errno: code)
                    case ENOENT, ENOTDIR: throw DeviceError.notFound(path: current)
                    default: throw DeviceError.systemCallFailed(path: current, call: "inotify_add_watch", errno: code)
                    }
                }
                current = slash == current.startIndex ? "/" : String(current[..<slash])
            }
        }
        return added
    }

    deinit { close(fileDescriptor) }

    /// The changes queued since the last call, in order, without waiting; empty when there are none.
    ///
    /// - Throws: ``DeviceError/systemCallFailed(path:call:errno:)`` when `read()` fails for a reason
    ///   other than having nothing to read.
    public func readChanges() throws(DeviceError) -> [DeviceNodeChange] {
        var changes: [DeviceNodeChange] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { return changes }
                throw DeviceError.systemCallFailed(path: "inotify", call: "read", errno: errno)
            }
            guard count > 0 else { return changes }
            // A watched directory removed (IN_IGNORED) or a directory created in an ancestor: watch again.
            if parse(count, into: &changes), try establish() { changes.append(.rescanNeeded) }
        }
    }

    /// Appends the changes of the first `count` bytes of `buffer` (whole `inotify_event` records);
    /// returns whether a directory was removed or created, so the watches may have to change.
    private func parse(_ count: Int, into changes: inout [DeviceNodeChange]) -> Bool {
        let header = MemoryLayout<inotify_event>.size
        var offset = 0
        var directories = false
        buffer.withUnsafeBytes { bytes in
            while offset + header <= count {
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameBytes = bytes[(offset + header)..<min(offset + header + Int(event.len), count)]
                offset += header + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changes.append(.rescanNeeded)
                    continue
                }
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    watches.removeAll { $0.descriptor == event.wd }
                    directories = true
                    continue
                }
                if event.mask & UInt32(IN_ISDIR) != 0 { directories = true }
                guard let directory = watches.first(where: { $0.descriptor == event.wd })?.directory else { continue }
                let name = String(decoding: nameBytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                guard !name.isEmpty else { continue }
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    changes.append(.appeared(path: path))
                } else if event.mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                    changes.append(.disappeared(path: path))
                } else if event.mask & UInt32(IN_ATTRIB) != 0 {
                    changes.append(.attributesChanged(path: path))
                }
            }
        }
        return directories
    }
}

@available(*, unavailable, message: "a DeviceWatcher is confined to the thread that made it")
extension DeviceWatcher: Sendable {}
