/// A 2×3 affine matrix `[a b c; d e f]` applied to positions normalised to
/// 0…1 of the device's range, exactly like libinput's calibration matrix
/// (`libinput_device_config_calibration_set_matrix`, udev property
/// `LIBINPUT_CALIBRATION_MATRIX="a b c d e f"`).
///
/// A normalised position `(u, v)` becomes `(a·u + b·v + c, d·u + e·v + f)`;
/// `c` and `f` translate in device widths and heights.
public struct CalibrationMatrix: Hashable, Sendable, CustomStringConvertible {
    /// The six entries `a b c d e f`, row by row.
    public var a, b, c, d, e, f: Double

    /// A matrix from its six entries, row by row.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// A matrix from six numbers in libinput's order, or nil unless there are exactly six finite numbers.
    public init?(_ values: [Double]) {
        guard values.count == 6, values.allSatisfy(\.isFinite) else { return nil }
        self.init(a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
    }

    /// A matrix from a `LIBINPUT_CALIBRATION_MATRIX` value such as `"0 -1 1 1 0 0"`, or nil when it is not six numbers.
    public init?(libinputProperty text: String) {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { Double($0) }
        guard !numbers.contains(nil) else { return nil }
        self.init(numbers.compactMap { $0 })
    }

    /// The matrix that changes nothing (`1 0 0 0 1 0`).
    public static let identity = CalibrationMatrix(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0)

    /// The six entries in libinput's order.
    public var values: [Double] { [a, b, c, d, e, f] }

    /// Applies the matrix to a normalised position.
    @inlinable public func apply(u: Double, v: Double) -> (u: Double, v: Double) {
        (a * u + b * v + c, d * u + e * v + f)
    }

    /// The matrix that applies `rhs` first and then `lhs`.
    public static func * (lhs: CalibrationMatrix, rhs: CalibrationMatrix) -> CalibrationMatrix {
        CalibrationMatrix(
            a: lhs.a * rhs.a + lhs.b * rhs.d, b: lhs.a * rhs.b + lhs.b * rhs.e, c: lhs.a * rhs.c + lhs.b * rhs.f + lhs.c,
            d: lhs.d * rhs.a + lhs.e * rhs.d, e: lhs.d * rhs.b + lhs.e * rhs.e, f: lhs.d * rhs.c + lhs.e * rhs.f + lhs.f
        )
    }

    /// The six entries separated by spaces, as the udev property spells them.
    public var description: String { values.map { "\($0)" }.joined(separator: " ") }
}
