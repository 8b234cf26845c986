import CUmockdevBed
import DeviceEmulation
import Glibc
import InputEvents

/// Evdev nodes emulated by libumockdev in this process (which runs under
/// `umockdev-wrapper`, so that its own `open` and `ioctl` reach them), and the
/// master end of each node's pseudo-terminal, through which the feed writes
/// the events a reader of the node gets.
struct DeviceBed {
    /// A device's node (`/dev/input/eventN`) and the descriptor its events are written to.
    struct Node {
        var path: String
        var writer: Int32
    }

    let nodes: [Node]

    /// Emulates `descriptions` as `/dev/input/event50`, `event51`, … (files written into `folder`).
    init(descriptions: [DeviceDescription], folder: String) throws(FeedError) {
        guard let bed = umockdev_testbed_new() else { throw FeedError("umockdev_testbed_new failed") }
        var nodes: [Node] = []
        for (index, description) in descriptions.enumerated() {
            let options = EmulationOptions(nodeNumber: 50 + index, fileName: "device\(50 + index)")
            let device: EmulatedDevice
            do {
                device = try EmulatedDevice.generate(description: description, into: folder, options: options)
            } catch {
                throw FeedError("emulating \(description.name): \(error)")
            }
            var error: UnsafeMutablePointer<GError>?
            guard umockdev_testbed_add_from_file(bed, device.udevRecordPath, &error) != 0,
                  umockdev_testbed_load_ioctl(bed, device.devicePath, device.ioctlPath, &error) != 0
            else {
                throw FeedError("\(device.devicePath): \(Self.take(error))")
            }
            let writer = umockdev_testbed_get_dev_fd(bed, device.devicePath)
            guard writer >= 0 else { throw FeedError("\(device.devicePath): no pseudo-terminal (not under umockdev-wrapper?)") }
            nodes.append(Node(path: device.devicePath, writer: writer))
        }
        self.nodes = nodes
    }

    /// The most bytes one `write` may carry: whole events, at most a pseudo-terminal's flip
    /// buffer page (`TTY_BUFFER_PAGE`, 1,792 bytes with 4 KB pages). A longer write is split
    /// across two of the kernel's buffers, and a reader that reads between the two commits
    /// gets part of an event: libevdev fails with `EINVAL` (seen once in a million frames
    /// with 2,400-byte writes).
    static let bytesPerWrite = 1_792 - 1_792 % 24

    /// Writes `bytes` (whole `input_event`s) into `node`'s pseudo-terminal, ``bytesPerWrite`` at a time.
    func write(_ bytes: [UInt8], to node: Node) throws(FeedError) {
        var written = 0
        while written < bytes.count {
            let length = min(Self.bytesPerWrite, bytes.count - written)
            let result = bytes.withUnsafeBytes { Glibc.write(node.writer, $0.baseAddress! + written, length) }
            if result < 0, errno == EINTR { continue }
            guard result == length else {
                throw FeedError("\(node.path): write of \(length) bytes wrote \(result) (errno \(errno))")
            }
            written += length
        }
    }

    /// A GError's message, the error freed.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}

/// Why the feed stopped: one line.
struct FeedError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
