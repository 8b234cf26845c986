/// Text a device supplies (its name, its udev values, its node) as the recordings we write
/// hold it, and back: one rule for every such string, so that a file written from a device
/// whatever its firmware says is one our readers read back to the same text.
///
/// A USB gadget may name itself with any bytes: control characters, escape sequences, line
/// breaks. Written raw, a line break splits the name's line, and a control byte makes the
/// whole file binary data to the reader. Escaped are the characters that break a line or
/// are not text: C0 controls (tab included), DEL, C1 controls, U+2028 and U+2029 (line
/// breaks to YAML 1.1), U+FEFF (a byte-order mark, which libyaml refuses inside a stream),
/// U+FFFE and U+FFFF. Everything else, the bidirectional controls
/// included, is text and written as it is (a terminal shows it escaped: the CLI's
/// `TerminalText`).
///
/// - evemu's `N:` line takes the rest of the line verbatim (evemu has no escapes), so a
///   name with none of those characters is written exactly as evemu writes it; each one
///   that is there becomes `\xNN` (`\uNNNN` above U+00FF), as does a space at either end
///   (`\x20`: readers trim the line), and a backslash that would read as such an escape
///   becomes `\x5c`. Our reader decodes exactly those.
/// - `libinput record` is YAML: a name is a double-quoted scalar, with YAML's escapes
///   (`\\`, `\"`, `\xNN`, `\uNNNN`), which PyYAML (`libinput replay`) decodes as our reader
///   does; a node or a udev item is written plain when YAML reads it back unchanged, quoted
///   otherwise.
public enum RecordedText {
    /// Whether `scalar` is written escaped in every recording: it breaks a line or is not text.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// `\xNN` for a scalar up to U+00FF, `\uNNNN` above.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16)
        let width = scalar.value <= 0xFF ? 2 : 4
        return (width == 2 ? "\\x" : "\\u") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    // MARK: evemu

    /// `text` for the rest of an evemu line (`N:`, and the `# Input device name:` comment).
    public static func evemuLine(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { isEscaped($0) || $0 == "\\" }) || text.hasPrefix(" ") || text.hasSuffix(" ") else { return text }
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            // A space at either end too: the reader trims the line.
            if isEscaped(scalar) || scalar == " " && (index == 0 || index == scalars.count - 1) {
                result += escape(scalar)
            } else if scalar == "\\", evemuEscape(in: scalars, at: index) != nil {
                result += "\\x5c"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text of an evemu line written by ``evemuLine(_:)``; any other text as it is.
    public static func fromEvemuLine(_ line: String) -> String {
        guard line.contains("\\") else { return line }
        let scalars = Array(line.unicodeScalars)
        var result = ""
        var index = 0
        while index < scalars.count {
            if let (scalar, length) = evemuEscape(in: scalars, at: index) {
                result.unicodeScalars.append(scalar)
                index += length
            } else {
                result.unicodeScalars.append(scalars[index])
                index += 1
            }
        }
        return result
    }

    /// The escape ``evemuLine(_:)`` writes, starting at `index`: the scalar it stands for and its
    /// length; nil when the text there is no such escape.
    private static func evemuEscape(in scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
        guard scalars[index] == "\\", index + 1 < scalars.count else { return nil }
        let digitCount: Int
        switch scalars[index + 1] {
        case "x": digitCount = 2
        case "u": digitCount = 4
        default: return nil
        }
        guard index + 2 + digitCount <= scalars.count,
              let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 2 + digitCount)])), radix: 16),
              let scalar = Unicode.Scalar(value),
              digitCount == 2 ? (value <= 0xFF && (isEscaped(scalar) || scalar == "\\" || scalar == " ")) : (value > 0xFF && isEscaped(scalar))
        else { return nil }
        return (scalar, 2 + digitCount)
    }

    // MARK: YAML

    /// `text` as the content of a YAML double-quoted scalar (without the quotes).
    public static func yamlQuotedContent(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isEscaped($0) || $0 == "\\" || $0 == "\"" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where isEscaped(scalar): result += escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as a YAML scalar: plain when YAML reads it back as the same string, else double-quoted.
    public static func yamlScalar(_ text: String) -> String {
        isPlainYAML(text) ? text : "\"" + yamlQuotedContent(text) + "\""
    }

    /// Whether `text` reads back unchanged as a plain YAML scalar in a block: not empty, no
    /// escaped character, no indicator at its start, no `: ` or ` #` in it, no space at either
    /// end, and not a word YAML 1.1 gives another type (`true`, `null`, `~`, a number is kept:
    /// both readers take a node or `KEY=VALUE` item as text).
    static func isPlainYAML(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) || first == " " || last == " " || last == ":" { return false }
        if text.unicodeScalars.contains(where: { isEscaped($0) || $0 == "\\" || $0 == "\"" }) { return false }
        return !text.contains(": ") && !text.contains(" #")
            && !["true", "false", "yes", "no", "on", "off", "null", "~"].contains(text.lowercased())
    }

    /// Decodes the content of a YAML double-quoted scalar (without its quotes): YAML's escapes
    /// (`\\ \" \/ \0 \a \b \t \n \v \f \r \e \  \N \_ \L \P \xNN \uNNNN \UNNNNNNNN`); a backslash
    /// before anything else is dropped and the character kept.
    public static func fromYAMLQuotedContent(_ bytes: some Collection<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        var index = bytes.startIndex
        func append(_ value: UInt32) {
            result += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
        }
        while index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            guard byte == UInt8(ascii: "\\"), index != bytes.endIndex else {
                result.append(byte)
                continue
            }
            let code = bytes[index]
            index = bytes.index(after: index)
            let simple: UInt32? = switch code {
            case UInt8(ascii: "0"): 0x00
            case UInt8(ascii: "a"): 0x07
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "t"), 0x09: 0x09
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "v"): 0x0B
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "e"): 0x1B
            case UInt8(ascii: "N"): 0x85
            case UInt8(ascii: "_"): 0xA0
            case UInt8(ascii: "L"): 0x2028
            case UInt8(ascii: "P"): 0x2029
            default: nil
            }
            if let simple {
                append(simple)
                continue
            }
            let digitCount = switch code {
            case UInt8(ascii: "x"): 2
            case UInt8(ascii: "u"): 4
            case UInt8(ascii: "U"): 8
            default: 0
            }
            let digits = bytes[index...].prefix(digitCount)
            if digitCount > 0, digits.count == digitCount, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) {
                append(value)
                index = digits.endIndex
            } else {
                result.append(code)  // `\\`, `\"`, `\/`, `\ ` and anything else: the character itself
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
