/// What a trace comparison looks at.
public struct ComparisonOptions: Hashable, Sendable {
    /// The default absolute tolerance for numbers: 0.001 (one unit of the last
    /// decimal that points keep; times are in seconds, so 1 ms).
    public static let defaultTolerance = 0.001

    /// Whether `touch` and `hitTest` lines take part; when false only gestures,
    /// controls, views and the summary are compared.
    public var includeTouches: Bool
    /// Two numbers are equal when they differ by at most this much (absolute).
    public var tolerance: Double

    /// Options from their parts.
    public init(includeTouches: Bool = true, tolerance: Double = ComparisonOptions.defaultTolerance) {
        self.includeTouches = includeTouches
        self.tolerance = tolerance
    }
}

/// Structural comparison of traces: lines are aligned as a longest common
/// subsequence (lines equal within the tolerance), then the unmatched lines
/// between two matches are paired by type and id to show value differences.
public enum TraceComparison {
    /// Keys that name what a line is about, in the order they are looked up.
    static let identityKeys = ["gesture", "control", "touch", "view"]
    /// Above this many cells (expected × actual lines left after trimming the
    /// common prefix and suffix), lines are aligned by position instead.
    static let alignmentCellLimit = 4_000_000

    /// Compares two traces.
    public static func compare(expected: [TraceLine], actual: [TraceLine], options: ComparisonOptions = ComparisonOptions()) -> TraceDiff {
        let expected = numbered(expected, options), actual = numbered(actual, options)
        let matches = align(expected.map(\.line), actual.map(\.line), options.tolerance)
        var differences: [TraceDiff.Difference] = []
        var e = 0, a = 0
        for (me, ma) in matches + [(expected.count, actual.count)] {
            differences += hunk(Array(expected[e..<me]), Array(actual[a..<ma]), options.tolerance)
            e = me + 1
            a = ma + 1
        }
        return TraceDiff(differences: differences)
    }

    /// Whether two values are equal, numbers within `tolerance`; object key order is ignored.
    public static func equal(_ lhs: TraceValue, _ rhs: TraceValue, tolerance: Double) -> Bool {
        switch (lhs, rhs) {
        case let (.number(x), .number(y)): return abs(x - y) <= tolerance
        case let (.array(xs), .array(ys)):
            return xs.count == ys.count && zip(xs, ys).allSatisfy { equal($0, $1, tolerance: tolerance) }
        case let (.object(x), .object(y)): return equal(x, y, tolerance: tolerance)
        default: return lhs == rhs
        }
    }

    /// Whether two lines are equal, numbers within `tolerance`; key order is ignored.
    public static func equal(_ lhs: TraceLine, _ rhs: TraceLine, tolerance: Double) -> Bool {
        lhs.fields.count == rhs.fields.count && lhs.fields.allSatisfy { field in
            guard let other = rhs[field.key] else { return false }
            return equal(field.value, other, tolerance: tolerance)
        }
    }

    private static func numbered(_ lines: [TraceLine], _ options: ComparisonOptions) -> [(number: Int, line: TraceLine)] {
        lines.enumerated().compactMap { index, line in
            if !options.includeTouches, line.type == "touch" || line.type == "hitTest" { return nil }
            return (index + 1, line)
        }
    }

    /// Index pairs of matching lines, increasing in both.
    private static func align(_ x: [TraceLine], _ y: [TraceLine], _ tolerance: Double) -> [(Int, Int)] {
        var prefix = 0
        while prefix < x.count, prefix < y.count, equal(x[prefix], y[prefix], tolerance: tolerance) { prefix += 1 }
        var suffix = 0
        while suffix < x.count - prefix, suffix < y.count - prefix,
              equal(x[x.count - 1 - suffix], y[y.count - 1 - suffix], tolerance: tolerance) { suffix += 1 }
        let n = x.count - prefix - suffix, m = y.count - prefix - suffix
        var pairs = (0..<prefix).map { ($0, $0) }
        if n > 0, m > 0 {
            if n * m <= alignmentCellLimit {
                pairs += longestCommonSubsequence(x, y, prefix, n, m, tolerance)
            } else {
                for i in 0..<min(n, m) where equal(x[prefix + i], y[prefix + i], tolerance: tolerance) {
                    pairs.append((prefix + i, prefix + i))
                }
            }
        }
        pairs += (0..<suffix).map { (x.count - suffix + $0, y.count - suffix + $0) }
        return pairs
    }

    private static func longestCommonSubsequence(_ x: [TraceLine], _ y: [TraceLine], _ offset: Int, _ n: Int, _ m: Int, _ tolerance: Double) -> [(Int, Int)] {
        // lengths[i * (m + 1) + j]: LCS length of x[offset + i...] and y[offset + j...].
        var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * (m + 1) + j] = equal(x[offset + i], y[offset + j], tolerance: tolerance)
                    ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n, j < m {
            if equal(x[offset + i], y[offset + j], tolerance: tolerance) {
                pairs.append((offset + i, offset + j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// The differences in a stretch between two matches: lines about the same
    /// thing are paired as changes, the rest are missing or unexpected.
    private static func hunk(_ expected: [(number: Int, line: TraceLine)], _ actual: [(number: Int, line: TraceLine)], _ tolerance: Double) -> [TraceDiff.Difference] {
        var used = [Bool](repeating: false, count: actual.count)
        var differences: [TraceDiff.Difference] = []
        for (number, line) in expected {
            let identity = self.identity(line)
            if let j = actual.indices.first(where: { !used[$0] && self.identity(actual[$0].line) == identity }) {
                used[j] = true
                let fields = fieldDifferences(.object(line), .object(actual[j].line), path: "", tolerance)
                differences.append(.changed(expectedLine: number, actualLine: actual[j].number, expected: line, actual: actual[j].line, fields: fields))
            } else {
                differences.append(.missing(expectedLine: number, line: line))
            }
        }
        for j in actual.indices where !used[j] {
            differences.append(.unexpected(actualLine: actual[j].number, line: actual[j].line))
        }
        return differences
    }

    private static func identity(_ line: TraceLine) -> [TraceValue?] {
        [line["type"]] + identityKeys.map { line[$0] }
    }

    private static func fieldDifferences(_ expected: TraceValue, _ actual: TraceValue, path: String, _ tolerance: Double) -> [TraceDiff.FieldDifference] {
        switch (expected, actual) {
        case let (.object(x), .object(y)):
            var result: [TraceDiff.FieldDifference] = []
            for field in x.fields {
                let sub = path.isEmpty ? field.key : "\(path).\(field.key)"
                if let other = y[field.key] {
                    result += fieldDifferences(field.value, other, path: sub, tolerance)
                } else {
                    result.append(TraceDiff.FieldDifference(path: sub, expected: field.value, actual: nil))
                }
            }
            for field in y.fields where x[field.key] == nil {
                result.append(TraceDiff.FieldDifference(path: path.isEmpty ? field.key : "\(path).\(field.key)", expected: nil, actual: field.value))
            }
            return result
        case let (.array(xs), .array(ys)) where xs.count == ys.count:
            return zip(xs, ys).enumerated().flatMap { index, pair in
                fieldDifferences(pair.0, pair.1, path: "\(path)[\(index)]", tolerance)
            }
        default:
            return equal(expected, actual, tolerance: tolerance) ? [] : [TraceDiff.FieldDifference(path: path, expected: expected, actual: actual)]
        }
    }
}
