/// A point in time of an input event, in whole microseconds, as the kernel's
/// `struct timeval` carries it (`tv_sec`, `tv_usec`).
///
/// Recordings use either times relative to the recording's start or epoch
/// times; a `Timestamp` keeps whatever the source gave. Ordering is by value.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The most digits of whole seconds a recording's timestamp may have: 10, so
    /// that any time up to 9 999 999 999 s (the year 2286 as an epoch time) and
    /// any difference of two such times fit in microseconds with room to spare.
    /// Readers refuse longer seconds with the line and column.
    public static let maximumSecondsDigits = 10

    /// Microseconds since the source's origin.
    public var microseconds: Int64

    /// A timestamp from a microsecond count.
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// A timestamp from the kernel's two fields (`tv_sec`, `tv_usec`).
    public init(seconds: Int64, microseconds: Int64) {
        self.microseconds = seconds * 1_000_000 + microseconds
    }

    /// The whole seconds (`tv_sec`); negative times round towards minus infinity.
    public var secondsPart: Int64 { microseconds >= 0 ? microseconds / 1_000_000 : -((-microseconds + 999_999) / 1_000_000) }

    /// The microseconds within the second (`tv_usec`), 0 ..< 1 000 000.
    public var microsecondsPart: Int64 { microseconds - secondsPart * 1_000_000 }

    /// The time in seconds as a floating-point value.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.microseconds < rhs.microseconds }

    /// `sec.usec` with six digits, as evemu writes it.
    public var description: String {
        let usec = String(microsecondsPart)
        return "\(secondsPart).\(String(repeating: "0", count: 6 - usec.count))\(usec)"
    }
}
