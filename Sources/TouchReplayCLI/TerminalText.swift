/// Text from inputs made safe to print on one terminal line.
///
/// A message quotes what the user gave (a key, an id, a path), which may hold characters
/// that act on a terminal or split the line: C0 and C1 controls (U+009B is CSI, which starts
/// an escape sequence on many terminals; U+0085 is a line break), DEL, the line and
/// paragraph separators, and the bidirectional controls that reorder what follows (U+202E).
/// Each is written as `\u{XXXX}`, so an error stays one line and shows what the input holds.
enum TerminalText {
    /// `text` with every character that acts on a terminal written as `\u{XXXX}`.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: acts) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if acts(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a control, a line or paragraph separator, or a bidirectional control.
    static func acts(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
