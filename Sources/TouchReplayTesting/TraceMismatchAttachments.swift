import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools

/// What a failing expected-trace comparison attaches to the test result
/// (Swift Testing attachments): the diff as text and, when the scene is
/// known, the HTML viewer page of the actual trace beside the expected one,
/// opened at the first difference, so that a failing CI run can be opened in
/// a browser.
///
/// `swift test --attachments-path DIR` saves them as files; XCTest on Linux
/// (swift-corelibs-xctest) has no attachments, so XCTest cases get the diff in
/// the thrown error only.
public struct TraceMismatchAttachments: Sendable {
    /// The file name the attachments start with: the expected file's name without `.jsonl`.
    public let baseName: String
    /// The diff as ``ExpectedTraceError`` describes it.
    public let diff: String
    /// The viewer page of the actual trace against the expected one; nil without a scene.
    public let page: String?

    /// The attachments of a comparison of `actual` with `expected` (read from `expectedPath`).
    ///
    /// - Parameters:
    ///   - expectedPath: the expected file; its name names the attachments.
    ///   - diff: the comparison's differences.
    ///   - expected: the expected trace.
    ///   - actual: the trace the test made.
    ///   - scene: the scene the traces were made on (or a sketch of the window); no page without one.
    ///   - fingers: the frames the traces were made from, to draw the fingers.
    public init(expectedPath: String, diff: TraceDiff, expected: [TraceLine], actual: [TraceLine], scene: Scene?, fingers: [TouchFrame]) {
        let file = expectedPath.split(separator: "/").last.map(String.init) ?? expectedPath
        baseName = file.hasSuffix(".jsonl") ? String(file.dropLast(6)) : file
        self.diff = ExpectedTraceError.mismatch(path: expectedPath, diff: diff).description + "\n"
        page = scene.map { scene in
            CheckReport.comparisonPage(
                name: file,
                expected: ViewerData(title: "\(file): expected", scene: scene, lines: expected, fingers: fingers),
                actual: ViewerData(title: "\(file): actual", scene: scene, lines: actual, fingers: fingers),
                diff: diff)
        }
    }

    /// The attachments: `NAME.diff.txt`, and `NAME.html` when there is a page.
    public var attachments: [Attachment<String>] {
        var made = [Attachment(diff, named: baseName + ".diff.txt")]
        if let page { made.append(Attachment(page, named: baseName + ".html")) }
        return made
    }

    /// Attaches them to the test running now; does nothing outside a Swift Testing test.
    public func record() {
        guard Test.current != nil else { return }
        for attachment in attachments { Attachment.record(attachment) }
    }
}
