import TouchReplay

/// Writes check results as JUnit XML, the format CI servers read.
///
/// One `<testsuite name="touchreplay check">` holds a `<testcase>` per case
/// (`classname` is the case's parent folder, `name` its last component);
/// a failing case has a `<failure>` with the diff, a broken one an `<error>`.
/// No times are written, so the same results give the same file.
public enum JUnitReport {
    /// The XML document for `results`.
    public static func xml(_ results: [CheckResult]) -> String {
        let summary = CheckSummary(results)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(summary.total)\" failures=\"\(summary.failed)\" errors=\"\(summary.broken)\""
        xml += "<testsuites \(counts)>\n"
        xml += "  <testsuite name=\"touchreplay check\" \(counts) skipped=\"0\">\n"
        for result in results {
            let name = result.checkCase.name
            let slash = name.lastIndex(of: "/")
            let classname = slash.map { String(name[..<$0]) } ?? "."
            let short = slash.map { String(name[name.index(after: $0)...]) } ?? name
            xml += "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(short))\""
            switch result.outcome {
            case .passed, .updated:
                xml += "/>\n"
            case .failed(let diff):
                let headline = diff.description.split(separator: "\n").first.map(String.init) ?? ""
                xml += ">\n      <failure message=\"\(escape(headline))\">\(escape(diff.description))</failure>\n    </testcase>\n"
            case .broken(let reason):
                xml += ">\n      <error message=\"\(escape(reason))\">\(escape(reason))</error>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// `text` with XML's special characters escaped and control characters other than tab and newline dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0x7f { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
