import TouchReplay

/// Escaping text for the SVG and HTML the package writes.
enum MarkupText {
    /// `text` with the characters special to XML and HTML escaped, for element
    /// content and attribute values (quoted with either kind of quote).
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
