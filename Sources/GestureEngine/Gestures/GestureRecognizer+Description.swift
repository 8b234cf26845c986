extension GestureRecognizer {
    /// The class name without a `GestureRecognizer` or `Recognizer` suffix,
    /// first letter lowercased (`FooGestureRecognizer` → `foo`): the default ``traceKind``.
    public static var traceKindFromClassName: String {
        var name = String(describing: self)
        for suffix in ["GestureRecognizer", "Recognizer"] where name.hasSuffix(suffix) && name != suffix {
            name.removeLast(suffix.count)
            break
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Whether the recognizer is discrete: it reports `recognized` once instead
    /// of began, changed and ended. UIKit: "Discrete versus continuous
    /// gestures" (UIGestureRecognizer); declared by the class's ``kind``.
    public final var isDiscrete: Bool { type(of: self).kind == .discrete }
}

extension Double {
    /// The number with at most 3 decimals and no trailing zeros, for trace lines.
    var traceFormatted: String {
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
