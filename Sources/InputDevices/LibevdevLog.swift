internal import CLibevdev
import Glibc

/// Where libevdev's messages about one device go: into the device's own list
/// (``InputDevice/libevdevMessages``), never straight to standard error as
/// libevdev's default handler writes them (a "BUG: …" line after a
/// `SYN_DROPPED` reached the terminal in the middle of a command's output).
///
/// libevdev calls the handler on the thread that called into it, which for an
/// ``InputDevice`` is the one thread it is confined to.
final class LibevdevLog {
    /// The most messages kept per device; later ones are counted only.
    static let maximumMessages = 100

    /// The messages so far, one line each, oldest first.
    private(set) var messages: [String] = []
    /// Messages beyond ``maximumMessages``, not kept.
    private(set) var droppedCount = 0

    /// Adds one message (its trailing newline and spaces removed).
    func append(_ message: String) {
        guard messages.count < Self.maximumMessages else {
            droppedCount += 1
            return
        }
        var line = Substring(message)
        while let last = line.last, last.isWhitespace { line.removeLast() }
        messages.append(String(line.map { $0 == "\n" ? " " : $0 }))
    }

    /// Makes `handle` log its errors (`LIBEVDEV_LOG_ERROR`, which includes libevdev's
    /// "BUG" reports) to `log`, which must outlive the handle (`libevdev_set_device_log_function`).
    static func attach(_ log: LibevdevLog, to handle: OpaquePointer) {
        // The handler formats the message with `vsnprintf` and hands it to the log passed as `data`.
        libevdev_set_device_log_function(handle, { _, _, data, _, _, _, format, arguments in
            guard let data, let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 512)
            _ = vsnprintf(&buffer, buffer.count, format, arguments)
            let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            Unmanaged<LibevdevLog>.fromOpaque(data).takeUnretainedValue().append(message)
        }, LIBEVDEV_LOG_ERROR, Unmanaged.passUnretained(log).toOpaque())
    }
}
