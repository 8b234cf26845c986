extension TraceLine {
    /// Parses JSON Lines text: one JSON object per line; blank lines are skipped.
    ///
    /// - Parameters:
    ///   - text: the JSON Lines.
    ///   - file: the name used in errors.
    /// - Throws: ``FileError`` naming the file, line and column of the first bad line.
    public static func parseLines(_ text: String, file: String) throws(FileError) -> [TraceLine] {
        var lines: [TraceLine] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let content = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if content.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            lines.append(try parse(Array(content.utf8), file: file, line: number))
        }
        return lines
    }

    /// Parses the bytes of one line (without its newline) holding a JSON object.
    ///
    /// - Throws: ``FileError`` naming `file`, `line` and the column.
    package static func parse(_ bytes: [UInt8], file: String, line: Int) throws(FileError) -> TraceLine {
        var parser = JSONLineParser(bytes: bytes)
        do {
            return try parser.parseLine()
        } catch {
            let column = String(decoding: parser.bytes[..<min(parser.position, parser.bytes.count)], as: UTF8.self).count + 1
            throw FileError(path: file, line: line, column: column, message: error.message)
        }
    }

    /// Parses one line of JSON text holding an object.
    public init(json: String) throws(FileError) {
        let lines = try TraceLine.parseLines(json, file: "<string>")
        guard lines.count == 1 else {
            throw FileError(path: "<string>", line: 1, column: 1, message: "expected exactly one JSON object")
        }
        self = lines[0]
    }
}

/// A problem found by ``JSONLineParser``; the parser's position tells where.
struct JSONSyntaxError: Error {
    let message: String
}

/// A small strict JSON parser that keeps object keys in order.
struct JSONLineParser {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseLine() throws(JSONSyntaxError) -> TraceLine {
        skipSpace()
        guard peek == UInt8(ascii: "{") else { throw JSONSyntaxError(message: "a trace line must be a JSON object") }
        guard case let .object(line) = try parseValue(depth: 0) else { preconditionFailure("object expected") }
        skipSpace()
        guard position == bytes.count else { throw JSONSyntaxError(message: "unexpected text after the object") }
        return line
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { position += 1 }
    }

    private mutating func expect(_ character: Character) throws(JSONSyntaxError) {
        skipSpace()
        guard peek == character.asciiValue else { throw JSONSyntaxError(message: "expected '\(character)'") }
        position += 1
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> TraceValue {
        guard depth < 64 else { throw JSONSyntaxError(message: "nesting too deep") }
        skipSpace()
        guard let byte = peek else { throw JSONSyntaxError(message: "unexpected end of line") }
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            var line = TraceLine()
            skipSpace()
            if peek == UInt8(ascii: "}") { position += 1; return .object(line) }
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\"") else { throw JSONSyntaxError(message: "expected a string key") }
                let key = try parseString()
                try expect(":")
                line.append(key, try parseValue(depth: depth + 1))
                skipSpace()
                if peek == UInt8(ascii: ",") { position += 1; continue }
                if peek == UInt8(ascii: "}") { position += 1; return .object(line) }
                throw JSONSyntaxError(message: "expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            position += 1
            var values: [TraceValue] = []
            skipSpace()
            if peek == UInt8(ascii: "]") { position += 1; return .array(values) }
            while true {
                values.append(try parseValue(depth: depth + 1))
                skipSpace()
                if peek == UInt8(ascii: ",") { position += 1; continue }
                if peek == UInt8(ascii: "]") { position += 1; return .array(values) }
                throw JSONSyntaxError(message: "expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw JSONSyntaxError(message: "unexpected character '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard peek == expected else { throw JSONSyntaxError(message: "expected '\(word)'") }
            position += 1
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        let digits = { (p: inout JSONLineParser) -> Int in
            var count = 0
            while let b = p.peek, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { p.position += 1; count += 1 }
            return count
        }
        guard digits(&self) > 0 else { throw JSONSyntaxError(message: "expected digits") }
        if peek == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw JSONSyntaxError(message: "expected digits after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw JSONSyntaxError(message: "expected digits in exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) else { position = start; throw JSONSyntaxError(message: "bad number") }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ p: JSONLineParser, _ scalars: inout String.UnicodeScalarView) {
            scalars.append(contentsOf: String(decoding: p.bytes[run..<p.position], as: UTF8.self).unicodeScalars)
        }
        while let byte = peek {
            if byte == UInt8(ascii: "\"") {
                flush(self, &scalars)
                position += 1
                return String(scalars)
            }
            if byte < 0x20 { throw JSONSyntaxError(message: "control character in string") }
            if byte != UInt8(ascii: "\\") { position += 1; continue }
            flush(self, &scalars)
            position += 1
            guard let escape = peek else { break }
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{c}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code: UInt32 = 0
                for _ in 0..<4 {
                    guard let h = peek, let digit = hexValue(h) else { throw JSONSyntaxError(message: "bad \\u escape") }
                    code = code * 16 + digit
                    position += 1
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                position -= 1
                throw JSONSyntaxError(message: "bad escape in string")
            }
            run = position
        }
        throw JSONSyntaxError(message: "unterminated string")
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
