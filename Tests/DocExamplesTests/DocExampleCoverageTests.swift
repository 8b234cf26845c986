import Foundation
import Testing

/// Every Swift example of the docs (README.md, docs/*.md, the DocC articles and
/// the doc comments of Sources/) is in this target, which CI builds: so every
/// example compiles against the current API.
///
/// An example is a ```swift block (`/// ```swift` in a doc comment). It counts
/// as held here when its lines, `import` lines and blank lines left out, appear
/// in this target's sources paragraph by paragraph (a blank line in the example
/// starts a paragraph), in order, each paragraph on consecutive lines, whatever
/// the indentation: so an example can be wrapped in a function, with stubs for
/// what it leaves out and checks between its paragraphs. A block whose first
/// line is `// UIKit` or `// Package.swift` is not our Swift and is not held;
/// nor is one whose first line starts `// Not compiled:`, which says why.
@Suite struct DocExampleCoverageTests {
    /// The package root, from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// One example: where it is and its lines.
    struct Example: CustomStringConvertible {
        let file: String
        let line: Int
        let lines: [String]
        var description: String { "\(file):\(line)" }
    }

    /// The first lines that mark a block as not compiled here.
    static let exemptions = ["// UIKit", "// Package.swift", "// Not compiled:"]

    /// The files under `folder` (relative to the package root) whose names end with `suffix`, sorted.
    static func files(under folder: String, endingWith suffix: String) -> [String] {
        let root = packageRoot + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8) }

    /// The ```swift blocks of `text`; in doc comments (`inComments`) the `///` is taken off first.
    static func examples(in text: String, file: String, inComments: Bool) -> [Example] {
        var found: [Example] = []
        var current: (start: Int, lines: [String])?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if inComments {
                guard line.hasPrefix("///") else {
                    current = nil
                    continue
                }
                line = String(line.dropFirst(3))
                if line.hasPrefix(" ") { line.removeFirst() }
            }
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = (index + 1, []) }
            } else if line.trimmingCharacters(in: .whitespaces) == "```" {
                if let block = current { found.append(Example(file: file, line: block.start, lines: block.lines)) }
                current = nil
            } else {
                current?.lines.append(line)
            }
        }
        return found
    }

    /// Every example of the docs and doc comments.
    static func allExamples() throws -> [Example] {
        let documents = ["README.md"] + files(under: "docs", endingWith: ".md") + files(under: "Sources", endingWith: ".md")
        var found: [Example] = []
        for path in documents { found += examples(in: try read(path), file: path, inComments: false) }
        for path in files(under: "Sources", endingWith: ".swift") { found += examples(in: try read(path), file: path, inComments: true) }
        return found
    }

    /// `lines` without leading and trailing spaces, split into paragraphs at blank lines, `import` lines left out.
    static func paragraphs(_ lines: [String]) -> [[String]] {
        var result: [[String]] = [[]]
        for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.isEmpty {
                if !(result.last?.isEmpty ?? true) { result.append([]) }
            } else if !line.hasPrefix("import ") {
                result[result.count - 1].append(line)
            }
        }
        return result.filter { !$0.isEmpty }
    }

    /// Whether `paragraphs` appear in `haystack` in order, each on consecutive lines.
    static func holds(_ haystack: [String], _ paragraphs: [[String]]) -> Bool {
        var start = 0
        for paragraph in paragraphs {
            guard let first = paragraph.first else { continue }
            var found: Int?
            var index = start
            while index + paragraph.count <= haystack.count {
                if haystack[index] == first, Array(haystack[index..<(index + paragraph.count)]) == paragraph {
                    found = index
                    break
                }
                index += 1
            }
            guard let at = found else { return false }
            start = at + paragraph.count
        }
        return true
    }

    /// The lines of this target's sources, trimmed, blank lines left out, file by file.
    static func targetSources() throws -> [[String]] {
        try files(under: "Tests/DocExamplesTests", endingWith: ".swift").map { path in
            try read(path).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    @Test func everySwiftExampleOfTheDocsIsCompiledInThisTarget() throws {
        let examples = try Self.allExamples()
        #expect(examples.count > 40, "the docs' examples were found: \(examples.count)")
        let sources = try Self.targetSources()
        for example in examples {
            if let first = example.lines.first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
               Self.exemptions.contains(where: { first.trimmingCharacters(in: .whitespaces).hasPrefix($0) }) { continue }
            let paragraphs = Self.paragraphs(example.lines)
            #expect(sources.contains { Self.holds($0, paragraphs) },
                    "\(example): this Swift example is not in Tests/DocExamplesTests; copy it there (paragraph by paragraph) so that CI compiles it")
        }
    }

    @Test func theCheckFindsAnExampleThatIsMissingOrChanged() {
        let held = ["func example() {", "let a = 1", "print(a)", "_ = a", "let b = 2", "}"]
        #expect(Self.holds(held, Self.paragraphs(["import GestureEngine", "", "let a = 1", "print(a)", "", "let b = 2"])))
        #expect(!Self.holds(held, Self.paragraphs(["let a = 1", "print(b)"])), "a changed line")
        #expect(!Self.holds(held, Self.paragraphs(["let b = 2", "", "let a = 1"])), "paragraphs out of order")
        #expect(!Self.holds(held, Self.paragraphs(["let a = 1", "let b = 2"])), "one paragraph split in the target")
        let inComments = Self.examples(in: "/// Text.\n///\n/// ```swift\n/// let x = 1\n/// ```\nstruct S {}\n", file: "f.swift", inComments: true)
        #expect(inComments.map(\.lines) == [["let x = 1"]])
    }
}
