/// What the canonical evemu event lines read so far tell about the next ones,
/// so that ``EvemuEventLine/canonicalLine(at:available:recent:)`` reads again only what
/// changed: the lines of a frame share their time field (`263.824000 `), and a
/// device sends few pairs of type and code fields (`0003 0035`).
///
/// Each field is kept as the bytes it was read from, with its value: a line
/// whose bytes are the same has the same value, so nothing is checked or
/// converted again. Every entry is valid from the start (`E: 0.000000 `, 0 µs;
/// `0000 0000`, type and code 0), so a comparison is right whatever it answers.
struct EvemuRecentFields {
    /// The first eight bytes of the last line whose time was read (`E: `, then its time), as loaded (little-endian).
    private var timeHead: UInt64
    /// The eight bytes after them, those past the time's space cleared.
    private var timeTail: UInt64
    /// The bytes of `timeTail` up to the time's space.
    private var timeTailMask: UInt64
    /// The offset after that time's space, where the type field starts.
    private(set) var timeEnd: Int
    /// That time, in nanoseconds.
    private(set) var nanoseconds: Int64
    /// The same first eight bytes, for the seconds alone.
    private var secondsHead: UInt64
    /// The bytes of `secondsHead` that hold `E: ` and the seconds (and the point after them, when it fits).
    private var secondsMask: UInt64
    /// The offset of the point after the seconds.
    private(set) var secondsEnd: Int
    /// The seconds.
    private(set) var seconds: Int64

    /// What the line `E: 0.000000 ` tells: any line may start so.
    init() {
        (timeHead, timeTail, timeTailMask, timeEnd, nanoseconds) = (0, 0, 0, 0, 0)
        (secondsHead, secondsMask, secondsEnd, seconds) = (0, 0, 0, 0)
        let line = Array("E: 0.000000 \0\0\0\0".utf8)
        let word = { (offset: Int) in line[offset..<offset + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
        rememberTime(head: word(0), tail: word(8), secondsEnd: 4, seconds: 0, nanoseconds: 0)
    }

    /// Whether the line whose first sixteen bytes are `head` and `tail` (as loaded) starts with `E: ` and
    /// the last time read, with its space: then ``nanoseconds`` is its time and ``timeEnd`` where it ends.
    @inline(__always)
    func hasTime(head: UInt64, tail: UInt64) -> Bool {
        head == timeHead && tail & timeTailMask == timeTail
    }

    /// Whether the line that starts with `head` (as loaded) has the seconds last read: then ``seconds``
    /// are its seconds, if a point follows them at ``secondsEnd``.
    @inline(__always)
    func hasSeconds(head: UInt64) -> Bool {
        (head ^ secondsHead) & secondsMask == 0
    }

    /// Keeps the time just read from the line that starts with `head` and `tail` (as loaded): its
    /// seconds end at `secondsEnd` (the point), the six digits and the space follow. The time is kept
    /// when it ends within the sixteen bytes, the seconds when they end within the first eight;
    /// otherwise what was kept stays, still true of the lines that have it.
    @inline(__always)
    mutating func rememberTime(head: UInt64, tail: UInt64, secondsEnd: Int, seconds: Int64, nanoseconds: Int64) {
        guard secondsEnd <= 8 else { return }
        // The time ends after the eighth byte (at 12 to 16): the tail holds the rest of it.
        let timeEnd = secondsEnd &+ 8
        timeTailMask = timeEnd == 16 ? ~0 : (1 << UInt64(8 &* (timeEnd &- 8))) &- 1
        timeHead = head
        timeTail = tail & timeTailMask
        self.timeEnd = timeEnd
        self.nanoseconds = nanoseconds
        secondsMask = secondsEnd == 8 ? ~0 : (1 << UInt64(8 &* (secondsEnd &+ 1))) &- 1
        secondsHead = head & secondsMask
        self.secondsEnd = secondsEnd
        self.seconds = seconds
    }

    /// A pair of type and code fields read before: the four bytes of each, as loaded, in one word,
    /// and the type (low 16 bits) and code (high 16 bits) they hold.
    private struct TypeAndCode {
        var fields: UInt64
        var value: UInt32
    }

    /// The type and code fields read so far, by ``slot(_:)``: a direct-mapped table in which a new
    /// pair replaces the one in its slot.
    private var typesAndCodes = InlineArray<256, TypeAndCode>(repeating: TypeAndCode(fields: 0x3030_3030_3030_3030, value: 0))

    /// The slot of a pair of fields: the top byte of a multiplicative hash, which keeps the pairs a
    /// touchscreen, a touchpad or a mouse sends apart.
    @inline(__always)
    private static func slot(_ fields: UInt64) -> Int {
        Int(truncatingIfNeeded: (fields &* 0xC4CE_B9FE_1A85_EC53) >> 56)
    }

    /// The type (low 16 bits) and code (high 16 bits) of the fields `fields`, when they were read before.
    /// (Mutating only so that the table is read where it lies: a non-mutating read copied it, 50 M
    /// instructions of `memcpy` on the benchmark's 400,000 lines.)
    @inline(__always)
    mutating func typeAndCode(_ fields: UInt64) -> UInt32? {
        let entry = typesAndCodes[Self.slot(fields)]
        return entry.fields == fields ? entry.value : nil
    }

    /// Keeps the type and code just read from `fields`.
    @inline(__always)
    mutating func rememberTypeAndCode(_ fields: UInt64, type: UInt16, code: UInt16) {
        typesAndCodes[Self.slot(fields)] = TypeAndCode(fields: fields, value: UInt32(type) | UInt32(code) << 16)
    }
}
