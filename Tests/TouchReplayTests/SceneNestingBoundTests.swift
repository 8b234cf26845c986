import Testing
import TestSupport
@testable import TouchReplay

/// Scenes skip the nesting check's run of libyaml when a bound read from the
/// bytes alone shows they cannot be too deep (issue 12 items 7 and 14). The
/// bound must never be below the depth libyaml reads, whatever the text.
@Suite struct SceneNestingBoundTests {
    static func bound(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { SceneNesting.depthBound($0) }
    }

    static func deepest(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { SceneNesting.survey($0).deepest }
    }

    /// Texts where brackets are text, collections open without a bracket or at the same column.
    static let tricky = [
        "a:\n- b\n- c: [d, {e: f}]\n",
        "- - - - - a\n",
        "? - a\n  - b\n: - c\n",
        "a: \"]]]]\"\nb: [[[[x]]]]\n",
        "a: ']]]'\nb: [[[[x]]]]\n",
        "a: b]]]]]\nc: [[[[[[x]]]]]]\n",
        "a: [b, c]  # ]]]]]\nd: [[[[e]]]]\n",
        "a: !t]]]] [[[[x]]]]\n",
        "a: |\n  ]]]]\nb: [[[[[x]]]]]\n",
        "a: >\n  }}}}\nb: {c: {d: {e: f}}}\n",
        "[a: [b: [c: [d: e]]]]\n",
        "{a: [b, {c: [d]}], e: {f: [g: h]}}\n",
        "a:\n  b:\n    c:\n    - d:\n        e:\n        - f\n",
        "%TAG !e! tag:x,2000:]]]\n--- !e!a [[[b]]]\n",
        "a: [b,\n]]]\n[[[[\n",
        "a: &x [b, [c]]\nd: *x\n",
    ]

    @Test(arguments: tricky)
    func theBoundIsNeverBelowTheDepthLibyamlReads(text: String) {
        #expect(Self.bound(text) >= Self.deepest(text), "\(text.debugDescription)")
    }

    @Test func randomTextsOfYAMLsIndicatorsNeverBeatTheBound() {
        var rng = SplitMix64(seed: 14)
        let alphabet = Array("[]{}-:?#'\"!|>,&* \n\n  ab\t\r".utf8)
        for _ in 0..<20_000 {
            let length = Int(rng.next() % 40) + 1
            let bytes = (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(Self.bound(text) >= Self.deepest(text), "\(text.debugDescription)")
        }
    }

    /// Flow collections nested over short lines, with closing brackets that are text in between:
    /// the line length cannot make up for a bracket counted as closing when it is not.
    @Test(arguments: ["\"x\n", "'x\n", "# x\n"])
    func bracketsInTextOverShortLinesDoNotLowerTheBound(opening: String) {
        let levels = 30
        let opens = String(repeating: "[a:\n", count: levels)
        let text: String
        if opening.hasPrefix("#") {
            text = opens + String(repeating: "# ]\n", count: levels) + opens + "b\n" + String(repeating: "]\n", count: 2 * levels)
        } else {
            let quote = String(opening.prefix(1))
            text = opens + quote + "x\n" + String(repeating: "]\n", count: levels) + quote + ",\n" + opens + "b\n"
                + String(repeating: "]\n", count: 2 * levels)
        }
        #expect(Self.deepest(text) >= 4 * levels - 1)
        #expect(Self.bound(text) >= Self.deepest(text))
    }

    @Test func randomFlowTextsOverShortLinesNeverBeatTheBound() {
        var rng = SplitMix64(seed: 7)
        let pieces = ["[a:\n", "[\n", "]\n", "{a:\n", "{\n", "}\n", "\"]\n]\"\n", "'x\n]'\n", "# ]}\n", ",\n", "b\n", "- \n", "? \n"]
        for _ in 0..<5_000 {
            let count = Int(rng.next() % 120) + 1
            let text = (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            #expect(Self.bound(text) >= Self.deepest(text), "\(text.debugDescription)")
        }
    }

    @Test func theBenchmarksSceneShapeIsBoundedWithinTheLimitAndLongLinesAreNot() {
        let grid = "screen:\n  size: [800, 480]\nroot:\n  id: root\n  subviews:\n"
            + String(repeating: "    - id: cell\n      frame: [0.0, 0.0, 20.0, 19.2]\n      gestures:\n        - {id: t, kind: tap}\n", count: 100)
        #expect(Self.bound(grid) <= SceneNesting.maximumDepth)
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(Self.bound(deep) > SceneNesting.maximumDepth)
        #expect(Self.deepest(deep) > SceneNesting.maximumDepth)
    }
}
