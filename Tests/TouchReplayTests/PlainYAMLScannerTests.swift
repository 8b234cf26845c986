import Foundation
import Testing
import TestSupport
@testable import TouchReplay

/// Scenes in the plain subset of YAML are read without libyaml (issue 12 item 14: the fixed
/// cost of a replay); whatever the scanner reads, libyaml must read into the same nodes
/// (kinds, texts, plainness, lines and columns, places), and anything else is left to it.
@Suite struct PlainYAMLScannerTests {
    static func scanned(_ text: String) -> [SceneDocument.Node]? {
        var text = text
        return text.withUTF8 { PlainYAMLScanner.nodes(of: $0) }
    }

    /// libyaml's nodes, or nil when it refuses the text or finds no document.
    static func libyaml(_ text: String) -> [SceneDocument.Node]? {
        (try? SceneDocument.readWithLibyaml(text, source: SceneNode.Source(file: "t.yml", format: "YAML")))??.nodes
    }

    /// Whatever the scanner reads, libyaml reads the same; answers whether the scanner read it.
    @discardableResult
    static func expectSameNodes(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let nodes = scanned(text) else { return false }
        let reference = libyaml(text)
        #expect(reference != nil, "libyaml refuses what the scanner read: \(text.debugDescription)", sourceLocation: sourceLocation)
        if let reference, reference != nodes {
            let first = nodes.indices.first { $0 >= reference.count || nodes[$0] != reference[$0] } ?? reference.count
            Issue.record("node \(first) differs: \(first < nodes.count ? String(describing: nodes[first]) : "none") against \(first < reference.count ? String(describing: reference[first]) : "none") (\(nodes.count) against \(reference.count) nodes) in \(text.debugDescription)",
                         sourceLocation: sourceLocation)
        }
        return true
    }

    static let projectYAML: [String] = {
        let root = ReplayFiles.packageRoot + "/Recordings"
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".yml") } ?? []
        return files.sorted().map { root + "/" + $0 }
    }()

    @Test func everySceneOfTheProjectIsReadWithoutLibyamlIntoLibyamlsNodes() throws {
        let scenes = Self.projectYAML.filter { $0.hasSuffix("scene.yml") }
        #expect(scenes.count >= 30)
        for path in scenes {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(Self.expectSameNodes(text), "\(path) left to libyaml")
        }
        for path in Self.projectYAML where !path.hasSuffix("scene.yml") {
            Self.expectSameNodes(try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    /// The benchmark's shape: a grid of views with flow-mapping recognizers.
    @Test func aGridOfAThousandViewsIsReadWithoutLibyaml() {
        var text = "# a grid\nscreen:\n  size: [800, 480]\nroot:\n  id: root\n  subviews:\n"
        for index in 0..<1_000 {
            text += "    - id: cell\(index)\n      frame: [\(index % 40 * 20).0, \(index / 40) , 20.0, 19.2]  # cell\n      touches: log\n"
            text += "      gestures:\n        - {id: cell\(index)Tap, kind: tap}\n"
            if index % 2 == 0 { text += "        - {id: cell\(index)Pan, kind: pan, requireToFail: [cell\(index)Tap]}\n" }
        }
        #expect(Self.expectSameNodes(text))
    }

    static let inSubset = [
        "a: 1\n",
        "a: 1",
        "a:\n  b: c\n  d: [1, -2.5, +3, .5]\ne: f\n",
        "a:\n- b\n- c: d\n  e: f\n- g\nh: i\n",
        "a:\n  - b\n  -  c\n  - d:\n      e: f\n",
        "a: \"x y\"\nb: 'p q'\nc: \"\"\nd: ''\n",
        "a: {b: [c, {d: e}], f: []}\ng: {}\n",
        "\n# top\n\na: b   # c\n  # indented comment\nd:   # waits\n  e: f\n",
        "a: [ b ,c ]\nb: { c: d }\n",
        "a: true\nb: null\nd: 0x1F\ne: 1e9\n",
        "# ·−≈ 😀\na: b  # é\nc: [d]  #·\n",
        "a:\n    b:\n        - - c\n",
        "- a\n",
        "a: -1\nb: --1\nc: [-1, -x]\n",
        String(repeating: "k", count: 900) + ": v\n",
    ]

    @Test(arguments: inSubset)
    func textInTheSubsetIsReadAsLibyamlReadsIt(text: String) {
        // `- - c` and a list at the top are outside; the rest is read.
        let outside = text.contains("- - ") || text.hasPrefix("- ")
        #expect(Self.expectSameNodes(text) == !outside)
    }

    static let outsideSubset = [
        "--- \na: b\n", "a: b\n...\n", "%YAML 1.1\n---\na: b\n", "a: &x b\nc: *x\n", "a: !t b\n",
        "a: |\n  b\n", "a: >\n  b\n", "? a\n: b\n", "a:\n  b\n", "a: b\n  c\n", "a:\nb: c\n", "a:\n",
        "a:\tb\n", "a: b\r\n", "a: é\n", "a: \"b\\n\"\n", "a: 'b''c'\n", "a: [b,\n  c]\n", "a: [b, ]\n",
        "a: b c\n", "a: b: c\n", "a: b#c\n", "a: {b:c}\n", " a: b\n", "a: b\n c: d\n", "a: b\n- c\n", "a: \"é\"\n", "a: é\n", "é: a\n", "a: b\n# \u{85}\n", "a: b\n# \u{9F}\n", "a: b\n# \u{FFFE}\n", "# \u{7F}\na: b\n", "a: b\n# \u{2028}\nc: d\n",
        String(repeating: "k", count: 1_030) + ": v\n", "a: {" + String(repeating: "k", count: 1_030) + ": v}\n",
        "a:\n  - b\n c: d\n", "", "# only\n", "a: -\n", "- \n", "a: \"b\n",
        // JSON outside the subset: escapes, a trailing comma, a comment, a key's `:` on the next
        // line, text over several lines, a block entry, a document marker, anything after the root.
        "{\"a\": \"b\\n\"}\n", "{\"a\": 1,}\n", "{\"a\": 1} # c\n", "{\"a\": 1, # c\n\"b\": 2}\n", "{\"a\"\n: 1}\n",
        "{\"a\": [1\n2]}\n", "[\n- 1]\n", "{\"a\":\n---\n1}\n", "{\"a\": 1\n...\n}\n", "{\"a\": 1}\n---\n", "{\"a\": 1} x\n",
        "{\"a\": 1}\n{\"b\": 2}\n", "{\"a\":\t1}\n", "{\"é\": 1}\n", "{\"a\": \"é\"}\n", "{\"a\"\"b\": 1}\n", "{\"" + String(repeating: "k", count: 1_030) + "\": 1}\n",
    ]

    @Test(arguments: outsideSubset)
    func textOutsideTheSubsetIsLeftToLibyaml(text: String) {
        #expect(Self.scanned(text) == nil, "\(text.debugDescription)")
    }

    /// JSON as encoders write it: compact (`JSONEncoder`), with `json.dumps`'s spaces, pretty-printed
    /// over several lines (`JSONEncoder`'s `.prettyPrinted` puts a space before the `:`), the
    /// benchmark's one-line scene; and flow collections at the top in YAML's own spelling.
    static let jsonInSubset = [
        "{\"screen\":{\"size\":[100,100]},\"root\":{\"id\":\"root\",\"frame\":[0,0,100,100]}}",
        "{\"screen\": {\"size\": [100, 100]}, \"root\": {\"id\": \"root\", \"frame\": [0, 0, 100, 100]}}\n",
        "{\n  \"screen\" : {\n    \"size\" : [\n      100,\n      100\n    ]\n  },\n  \"root\" : {\n    \"id\" : \"root\"\n  }\n}\n",
        "{\n  \"a\": [\n    {\n      \"b\": -1.5e-3,\n      \"c\": true,\n      \"d\": null\n    },\n    []\n  ],\n  \"e\": {}\n}\n",
        "\n\n  {\"a\": \"x y\", \"b\": \"\"}  \n\n",
        "{\"a\":\n  1, \"b\":\n[\n]\n}\n",
        "{a: b}\n", "[a]\n", "[]\n", "{}\n", "[1, [2, [3]], {a: [4]}]\n", "{a: {\"b\": c}}\n",
        "a: {\"b\": c, \"d\":e}\n",
    ]

    @Test(arguments: jsonInSubset)
    func jsonIsReadAsLibyamlReadsIt(text: String) {
        #expect(Self.expectSameNodes(text))
    }

    /// The benchmark's scene as `../shared/bench/replay_vs_evemu.py` writes it: one line of JSON.
    @Test func theBenchmarksOneLineJSONSceneIsReadWithoutLibyaml() {
        var cells: [String] = []
        for column in 0..<40 {
            var rows: [String] = []
            for row in 0..<24 {
                rows.append("{\"id\": \"v\(column)_\(row)\", \"frame\": [0, \(row * 45), 48, 45], \"gestures\": [{\"id\": \"t\(column)_\(row)\", \"kind\": \"tap\"}]}")
            }
            cells.append("{\"id\": \"c\(column)\", \"frame\": [\(column * 48), 0, 48, 1080], \"subviews\": [\(rows.joined(separator: ", "))]}")
        }
        let text = "{\"screen\": {\"size\": [1920, 1080]}, \"root\": {\"id\": \"root\", \"frame\": [0, 0, 1920, 1080], \"subviews\": "
            + "[{\"id\": \"canvas\", \"frame\": [0, 0, 1920, 1080], \"subviews\": [\(cells.joined(separator: ", "))], "
            + "\"gestures\": [{\"id\": \"pan\", \"kind\": \"pan\"}, {\"id\": \"pinch\", \"kind\": \"pinch\", \"simultaneousWith\": [\"pan\"]}]}]}}"
        #expect(Self.expectSameNodes(text))
    }

    /// A JSON scene's errors name the file, line and column whichever reader reads it: the
    /// scanner (pretty-printed JSON, an unknown key on its sixth line) or libyaml (a mapping
    /// never closed, outside the scanner's subset, reported where libyaml finds it).
    @Test func jsonSceneErrorsNameTheirLineAndColumnOnEitherReader() {
        let unknownKey = "{\n  \"screen\": {\n    \"size\": [100, 100]\n  },\n  \"root\": {\"id\": \"root\",\n\"frame\": [0, 0, 100, 100], \"bad\": 1}\n}\n"
        var text = unknownKey
        #expect(text.withUTF8 { PlainYAMLScanner.nodes(of: $0) } != nil, "read by the scanner")
        let error = #expect(throws: SceneError.self) { try Scene.parse(unknownKey, file: "s.json") }
        #expect(error?.description == "s.json:6:28: root.bad: unknown key \"bad\" (did you mean \"id\"?)")

        let unclosed = "{\"screen\": {\"size\": [100, 100]},\n \"root\": {\"id\": \"root\"\n"
        text = unclosed
        #expect(text.withUTF8 { PlainYAMLScanner.nodes(of: $0) } == nil, "left to libyaml")
        let syntax = #expect(throws: SceneError.self) { try Scene.parse(unclosed, file: "s.json") }
        // Where the text ends, after the open mapping's last line.
        #expect(syntax?.description == "s.json:3:1: JSON syntax error: did not find expected ',' or '}'")
    }

    /// Random edits of JSON with its and YAML's indicators: every text the scanner reads, libyaml
    /// reads the same way (and many are read; once run with 200,000 edits: 36,373 read, all the same).
    @Test func randomEditsOfJSONAreReadAsLibyamlReadsThem() {
        let read = Self.compareRandomEdits(of: Self.jsonInSubset.map { Array($0.utf8) }, seed: 2_718,
                                           alphabet: "-:[]{},#'\" \n\n  ab1.\t&*?|>!%~\\")
        #expect(read > 1_000)
    }

    /// Random edits of the project's scenes with YAML's indicators: every text the scanner reads,
    /// libyaml reads the same way (and many are read, so the comparison means something).
    @Test func randomEditsOfScenesAreReadAsLibyamlReadsThem() throws {
        let texts = try Self.projectYAML.filter { $0.hasSuffix("scene.yml") }.prefix(12).map {
            Array(try String(contentsOfFile: $0, encoding: .utf8).utf8)
        }
        let read = Self.compareRandomEdits(of: texts, seed: 1_414, alphabet: "-:[]{},#'\" \n\n    ab1.\t&*?|>!%~")
        #expect(read > 1_000)
    }

    /// Makes 6,000 texts of `texts` (in turn) with one to three bytes of `alphabet` inserted, removed
    /// or replaced at random places, and compares the two readers on each (``expectSameNodes(_:sourceLocation:)``);
    /// answers how many of them the scanner read.
    static func compareRandomEdits(of texts: [[UInt8]], seed: UInt64, alphabet: String,
                                   sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var rng = SplitMix64(seed: seed)
        let alphabet = Array(alphabet.utf8)
        var read = 0
        for round in 0..<6_000 {
            var bytes = texts[round % texts.count]
            for _ in 0...(rng.next() % 3) {
                let place = Int(rng.next() % UInt64(bytes.count + 1))
                let byte = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                switch rng.next() % 3 {
                case 0: bytes.insert(byte, at: place)
                case 1 where place < bytes.count: bytes.remove(at: place)
                default: if place < bytes.count { bytes[place] = byte }
                }
            }
            if expectSameNodes(String(decoding: bytes, as: UTF8.self), sourceLocation: sourceLocation) { read += 1 }
        }
        return read
    }
}

/// Numbers in scenes are read without `strtod` when they are short decimals; the value must be
/// `Double(text)`'s to the bit, whatever the text.
@Suite struct SceneNumberTests {
    static func expectSameAsDouble(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = SceneNumber.double(text)
        let reference = Double(text)
        #expect(fast?.bitPattern == reference?.bitPattern, "\(text.debugDescription): \(String(describing: fast)) against \(String(describing: reference))",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        "0", "-0", "+0", "0.0", "-0.0", "19.2", "0.1", "0.3", "-12.5", "+3", ".25", "5.", "-.5", "007", "999999999999999",
        "0.000000000000001", "123456789012345", "1234567890123456", "0.1234567890123456", "1e9", "1E-3", "inf", "nan", "0x1p3",
        "", ".", "-", "+", "-.", "1.2.3", "--1", "1-", " 1", "1 ", "1_000", "٣",
    ])
    func aNumberIsWhatDoubleReads(text: String) {
        Self.expectSameAsDouble(text)
    }

    @Test func randomDecimalsAreWhatDoubleReads() {
        var rng = SplitMix64(seed: 1_992)
        for _ in 0..<200_000 {
            let digits = Int(rng.next() % 18) + 1
            var text = rng.next() % 3 == 0 ? "-" : ""
            let point = Int(rng.next() % UInt64(digits + 2))
            for index in 0..<digits {
                if index == point { text += "." }
                text += String(rng.next() % 10)
            }
            Self.expectSameAsDouble(text)
        }
    }
}
