/// A bitmap of alpha values (0 = clear, 255 = opaque), row by row from the top-left.
public struct AlphaMask: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height` values, row-major.
    public let values: [UInt8]

    /// A mask from its size and values; throws when the count does not match the
    /// size (a size whose `width × height` overflows `Int` matches no count).
    public init(width: Int, height: Int, values: [UInt8]) throws(DrawingError) {
        guard width > 0, height > 0 else { throw .emptyMask(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, values.count == count else {
            throw .maskSizeMismatch(width: width, height: height, count: values.count)
        }
        self.width = width
        self.height = height
        self.values = values
    }

    /// The mask's alpha 0...1 at `point` with the mask stretched over `bounds`; 0 outside.
    public func alpha(at point: Point, in bounds: Rect) -> Double {
        guard bounds.contains(point) else { return 0 }
        let column = Int((point.x - bounds.minX) / bounds.width * Double(width))
        let row = Int((point.y - bounds.minY) / bounds.height * Double(height))
        guard column >= 0, column < width, row >= 0, row < height else { return 0 }
        return Double(values[row * width + column]) / 255
    }
}

/// Why a ``Drawing`` part could not be made.
public enum DrawingError: Error, Equatable, CustomStringConvertible {
    /// A mask needs at least one column and one row.
    case emptyMask(width: Int, height: Int)
    /// The number of values is not width × height.
    case maskSizeMismatch(width: Int, height: Int, count: Int)

    /// A one-line rendering for logs and failure messages.
    public var description: String {
        switch self {
        case let .emptyMask(width, height):
            "alpha mask \(width)x\(height) is empty: width and height must be at least 1"
        case let .maskSizeMismatch(width, height, count):
            switch width.multipliedReportingOverflow(by: height) {
            case (let needed, false): "alpha mask \(width)x\(height) needs \(needed) values, got \(count)"
            case (_, true): "alpha mask \(width)x\(height) is too large: width × height overflows"
            }
        }
    }
}
