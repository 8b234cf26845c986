/// Text formatted straight into the reserved bytes of a ``ByteBuffer``: ASCII,
/// strings, and numbers (``ByteWriter+Numbers.swift``), without a `String` per
/// value. The recording writers (evemu, libinput record) and the trace writer
/// (JSON Lines) format every byte they write through it.
///
/// The project's byte formatting keeps its unsafe pointers in this one file.
/// They are measured on the replay benchmark (`Benchmarks/`, "replay: 3 M
/// events, 1,000 views"): streaming the trace with a `String` per line took
/// 2.34 s against 1.64 s with bytes into the buffer, and formatting numbers was
/// still 19 % of the whole replay's CPU until it wrote digits from integers
/// here (docs/performance.md). Every store is bounds-checked against what the
/// buffer reserved, so a wrong reservation traps instead of writing past it.
public struct ByteWriter {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int
    @usableFromInline var used = 0

    @usableFromInline
    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// The bytes written so far.
    @inlinable public var count: Int { used }

    @inlinable @inline(__always)
    func reserve(_ length: Int) {
        precondition(length <= capacity &- used, "ByteWriter: more bytes than reserved")
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    public mutating func append(byte: UInt8) {
        reserve(1)
        base[used] = byte
        used &+= 1
    }

    /// Appends ASCII (or any UTF-8) text known at compile time.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        copy(UnsafeRawPointer(text.utf8Start), count: length)
    }

    /// Copies `count` reserved bytes from `source` and counts them. Keys and ids
    /// are a few bytes long: copied as overlapping words, they cost a few
    /// instructions, where a call to `memmove` cost the replay benchmark's
    /// writing thread 9 % of its cycles (`perf record`, docs/performance.md).
    @inlinable @inline(__always)
    mutating func copy(_ source: UnsafeRawPointer, count: Int) {
        let target = UnsafeMutableRawPointer(base + used)
        if count >= 8 {
            var offset = 0
            while offset &+ 8 <= count {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            if offset < count {
                let last = count &- 8
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: last, as: UInt64.self), toByteOffset: last, as: UInt64.self)
            }
        } else if count >= 4 {
            let last = count &- 4
            let head = source.loadUnaligned(as: UInt32.self), tail = source.loadUnaligned(fromByteOffset: last, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: last, as: UInt32.self)
        } else {
            for offset in 0..<count { target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self) }
        }
        used &+= count
    }

    /// Appends a string's UTF-8 bytes as they are.
    @inlinable
    public mutating func append(string text: String) {
        var text = text
        text.withUTF8 { bytes in
            reserve(bytes.count)
            if let source = bytes.baseAddress { (base + used).update(from: source, count: bytes.count) }
            used &+= bytes.count
        }
    }

    /// Appends `bytes[start..<end]` as they are. A range of at most 16 bytes with 16
    /// bytes of the array from `start` (ids and names, which their tables pad) is copied
    /// as two words, whose bytes past `end` the next append overwrites.
    @inlinable
    public mutating func append(_ bytes: [UInt8], from start: Int, to end: Int) {
        precondition(0 <= start && start <= end && end <= bytes.count, "ByteWriter: range out of bounds")
        let count = end &- start
        if count <= 16 && start &+ 16 <= bytes.count {
            reserve(16)
            bytes.withUnsafeBufferPointer { source in
                let from = UnsafeRawPointer(source.baseAddress! + start), to = UnsafeMutableRawPointer(base + used)
                to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
            }
            used &+= count
            return
        }
        reserve(count)
        guard count > 0 else { return }
        bytes.withUnsafeBufferPointer { source in copy(UnsafeRawPointer(source.baseAddress! + start), count: count) }
    }

    /// Appends `text` as a JSON string: in quotes, with `"`, `\`, newline,
    /// return and tab written `\"`, `\\`, `\n`, `\r`, `\t`, other control
    /// characters `\u00xx`, everything else as it is. Takes at most 6 bytes a byte, plus 2.
    @inlinable
    public mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            reserve(bytes.count &+ 2)
            var needsEscapes = false
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                needsEscapes = true
                break
            }
            guard !needsEscapes else {
                appendEscaped(bytes)
                return
            }
            base[used] = UInt8(ascii: "\"")
            if let source = bytes.baseAddress { (base + (used &+ 1)).update(from: source, count: bytes.count) }
            used &+= bytes.count &+ 2
            base[used &- 1] = UInt8(ascii: "\"")
        }
    }

    @usableFromInline
    mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(byte: UInt8(ascii: "\""))
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case ..<0x20:
                let hex: StaticString = "0123456789abcdef"
                append("\\u00")
                append(byte: hex.utf8Start[Int(byte >> 4)])
                append(byte: hex.utf8Start[Int(byte & 0xF)])
            default: append(byte: byte)
            }
        }
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends the last `count` decimal digits of `value`, zero-padded, two
    /// digits per division by the constant 100 (written backwards in place).
    @inlinable @inline(__always)
    mutating func appendDigits(_ value: UInt64, count: Int) {
        reserve(count)
        let table = ByteWriter.digitPairs.utf8Start
        var rest = value
        var position = base + used + count
        var left = count
        while left >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            position -= 2
            position[0] = table[pair]
            position[1] = table[pair &+ 1]
            left &-= 2
        }
        if left == 1 { (position - 1).pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
        used &+= count
    }

    /// The 200 bytes `00` to `99`: two digits per lookup.
    @inlinable @inline(__always)
    static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// `value` (below 1,000) as three zero-padded digits in the low three bytes of a
    /// little-endian word, the first digit lowest.
    @inlinable @inline(__always)
    static func threeDigits(_ value: UInt64) -> UInt32 {
        let hundreds = value / 100
        let pair = UnsafeRawPointer(digitPairs.utf8Start).loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: value &- hundreds &* 100) &* 2,
                                                                        as: UInt16.self)
        return (UInt32(truncatingIfNeeded: hundreds) &+ 0x30) | (UInt32(UInt16(littleEndian: pair)) &<< 8)
    }

    /// Stores the four bytes of `word` (little-endian, first byte lowest) and counts
    /// the first `count` of them (at most 4): one bounds-checked store for a short
    /// piece of a number, whose other bytes the next store overwrites.
    @inlinable @inline(__always)
    mutating func store(_ word: UInt32, counting count: Int) {
        reserve(4)
        UnsafeMutableRawPointer(base + used).storeBytes(of: word.littleEndian, as: UInt32.self)
        used &+= count
    }

    /// Appends `value` (below 1,000) in 1 to 3 digits, in one store.
    @inlinable @inline(__always)
    mutating func appendBelowThousand(_ value: UInt64) {
        let count = 1 &+ (value >= 10 ? 1 : 0) &+ (value >= 100 ? 1 : 0)
        store(ByteWriter.threeDigits(value) &>> UInt32(truncatingIfNeeded: 24 &- 8 &* count), counting: count)
    }

    /// Appends `value` (1 to 999) as three decimals without their trailing zeros,
    /// after a point when `point` is true, in one store.
    @inlinable @inline(__always)
    mutating func appendThreeDecimals(_ value: UInt64, point: Bool) {
        let zeros = (value % 10 == 0 ? 1 : 0) &+ (value % 100 == 0 ? 1 : 0)
        let digits = ByteWriter.threeDigits(value)
        if point {
            store(0x2E | (digits &<< 8), counting: 4 &- zeros)
        } else {
            store(digits, counting: 3 &- zeros)
        }
    }

    /// The text `body` writes, at most `maximum` bytes, as a `String`.
    public static func string(maximum: Int, _ body: (inout ByteWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: maximum) { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: buffer.count)
            body(&writer)
            return writer.used
        }
    }
}

/// A growable block of bytes that ``ByteWriter``s fill, handed out whole
/// (to an `OutputFile`, or to a comparison) with ``withBytes(_:)``.
///
/// A noncopyable value rather than a class: its owner's one stored property
/// is the only place its state lives, so appending a line costs one access
/// check (of that property), not one per field.
public struct ByteBuffer: ~Copyable {
    @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var used = 0

    /// A buffer with room for `capacity` bytes before it first grows.
    public init(capacity: Int) {
        self.capacity = max(capacity, 16)
        storage = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The number of bytes held.
    @inlinable public var count: Int { used }

    /// Lets `body` append at most `maximum` bytes after those held (growing the
    /// buffer first if needed); answers the number of bytes now held.
    @inlinable @discardableResult
    public mutating func append(reserving maximum: Int, _ body: (inout ByteWriter) -> Void) -> Int {
        if capacity &- used < maximum { grow(toHold: used + maximum) }
        var writer = ByteWriter(base: storage + used, capacity: maximum)
        body(&writer)
        used &+= writer.used
        return used
    }

    @usableFromInline
    mutating func grow(toHold count: Int) {
        var newCapacity = capacity
        while newCapacity < count { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: storage, count: used)
        storage.deallocate()
        storage = larger
        capacity = newCapacity
    }

    /// Calls `body` with the bytes held.
    public func withBytes<Result, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> Result) throws(Failure) -> Result {
        try body(UnsafeRawBufferPointer(start: storage, count: used))
    }

    /// Forgets the bytes held (keeping the room).
    public mutating func removeAll() { used = 0 }
}
