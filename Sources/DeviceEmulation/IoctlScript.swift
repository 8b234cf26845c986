import InputEvents

/// The `.ioctl` file: umockdev's answers to the evdev ioctls libevdev 1.13
/// issues in `libevdev_set_fd()` and again when it resynchronises.
///
/// umockdev matches a request only when its number is identical, and the
/// number includes the buffer size, so each answer is written with exactly the
/// size libevdev asks for. All `EVIOCGMTSLOTS` requests share one number and
/// are answered in file order, so they are listed in ascending axis code, the
/// order libevdev asks. The state reported is "nothing pressed, no contact":
/// keys up, absolute axes at their minimum, tracking ids -1 in every slot, so
/// a resynchronisation after `SYN_DROPPED` ends every contact.
/// `EVIOCGPHYS`, `EVIOCGUNIQ` and `EVIOCSCLOCKID` are left out: umockdev then
/// fails them with `ENOENT`, which libevdev tolerates.
enum IoctlScript {
    /// Buffer sizes libevdev 1.13 uses (`sizeof` of its bitmaps, `NLONGS(X_CNT) * 8`).
    static let typeBitmapSize = 8, keyBitmapSize = 96, forceFeedbackBitmapSize = 16, smallBitmapSize = 8
    /// `EVIOCGNAME(sizeof(buf) - 1)` with a 256-byte buffer.
    static let nameSize = 255
    /// `EVIOCGMTSLOTS` buffer: the code plus 256 slot values, as `libevdev` sizes it.
    static let slotValueCount = 256
    /// `EV_VERSION`, reported by `EVIOCGVERSION`.
    static let evdevVersion: UInt32 = 0x01_00_01

    /// The `.ioctl` text for a device at `devicePath`.
    static func text(for description: DeviceDescription, devicePath: String, fuzzless: Bool) -> String {
        var lines = ["@DEV \(devicePath)"]
        func answer(_ name: String, _ bytes: [UInt8]) { lines.append("\(name) 0 \(hex(bytes))") }

        let types = CodeSet(description.eventTypes.map(\.rawValue) + [EventType.synchronization.rawValue])
        answer("EVIOCGBIT(0)", types.bitmapBytes(minimumCount: typeBitmapSize))
        answer("EVIOCGNAME", padded(Array(description.name.utf8.prefix(nameSize - 1)), to: nameSize))
        let id = description.identifier
        answer("EVIOCGID", [id.busType, id.vendor, id.product, id.version].flatMap(littleEndian))
        answer("EVIOCGVERSION", littleEndian(evdevVersion))
        answer("EVIOCGPROP", description.properties.bitmapBytes(minimumCount: smallBitmapSize))
        let bitmaps: [(EventType, Int)] = [
            (.relative, smallBitmapSize), (.absolute, smallBitmapSize), (.led, smallBitmapSize),
            (.key, keyBitmapSize), (.switch, smallBitmapSize), (.miscellaneous, smallBitmapSize),
            (.forceFeedback, forceFeedbackBitmapSize), (.sound, smallBitmapSize),
        ]
        for (type, size) in bitmaps {
            let codes = description.codes[type] ?? []
            answer("EVIOCGBIT(\(type.rawValue))", padded(codes.bitmapBytes(), to: size))
        }
        answer("EVIOCGKEY", [UInt8](repeating: 0, count: keyBitmapSize))
        answer("EVIOCGLED", CodeSet(description.ledStates.filter { $0.value != 0 }.keys).bitmapBytes(minimumCount: smallBitmapSize))
        answer("EVIOCGSW", CodeSet(description.switchStates.filter { $0.value != 0 }.keys).bitmapBytes(minimumCount: smallBitmapSize))
        if description.supports(.autorepeat) {
            answer("EVIOCGREP", littleEndian(UInt32(250)) + littleEndian(UInt32(33)))
        }
        let axes = description.absoluteAxes.keys.sorted()
        for code in axes {
            let info = description.absoluteAxes[code]!
            let fuzz = fuzzless ? 0 : info.fuzz
            let fields = [initialValue(code, info), info.minimum, info.maximum, fuzz, info.flat, info.resolution]
            answer("EVIOCGABS(\(code))", fields.flatMap { littleEndian(UInt32(bitPattern: $0)) })
        }
        let slotAxes = axes.filter { $0 > AbsoluteAxis.multiTouchSlot && $0 <= AbsoluteAxis.max }
        if description.absoluteAxes[AbsoluteAxis.multiTouchSlot] != nil {
            for code in slotAxes {
                let value = code == AbsoluteAxis.multiTouchTrackingID ? Int32(-1) : 0
                let values = [Int32](repeating: value, count: slotValueCount)
                answer("EVIOCGMTSLOTS", littleEndian(UInt32(code)) + values.flatMap { littleEndian(UInt32(bitPattern: $0)) })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The state an axis reports before any event: no contact (-1) for tracking ids, else the minimum.
    static func initialValue(_ code: UInt16, _ info: AbsoluteAxisInfo) -> Int32 {
        code == AbsoluteAxis.multiTouchTrackingID ? -1 : (code == AbsoluteAxis.multiTouchSlot ? 0 : info.minimum)
    }

    static func padded(_ bytes: [UInt8], to size: Int) -> [UInt8] {
        Array(bytes.prefix(size)) + [UInt8](repeating: 0, count: max(0, size - bytes.count))
    }

    static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes { out.append(digits[Int(byte >> 4)]); out.append(digits[Int(byte & 0xf)]) }
        return String(decoding: out, as: UTF8.self)
    }
}
