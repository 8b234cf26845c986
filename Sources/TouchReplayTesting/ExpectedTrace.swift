import Foundation
import GestureEngine
import OutputFiles
import TouchReplay

/// Why a trace did not match its expected file.
public enum ExpectedTraceError: Error, CustomStringConvertible {
    /// The traces differ; the diff says where.
    case mismatch(path: String, diff: TraceDiff)
    /// There is no expected file yet.
    case missing(path: String)
    /// The expected file was (re)written on request; run again to compare.
    case recorded(path: String)
    /// The expected file is not valid JSON Lines.
    case unreadable(FileError)
    /// The expected file could not be read or written.
    case fileError(path: String, reason: String)

    public var description: String {
        switch self {
        case let .mismatch(path, diff): "\(path): the trace does not match the expected one; \(diff)"
        case let .missing(path): "\(path): no expected trace; run the test with \(ExpectedTrace.recordVariable)=1 to record it"
        case let .recorded(path): "\(path): recorded the expected trace (\(ExpectedTrace.recordVariable) is set); check it in and run again without it"
        case let .unreadable(error): error.description
        case let .fileError(path, reason): "\(path): \(reason)"
        }
    }
}

/// An expected-trace file (JSON Lines) next to a test, compared structurally.
///
/// The file is written only when the environment asks for it
/// (`TOUCHREPLAY_RECORD=1`) and never when `CI=true`; recording fails the
/// test once, so a recorded file is always looked at before it counts.
public struct ExpectedTrace {
    /// The environment variable that asks for expected files to be (re)written.
    public static let recordVariable = "TOUCHREPLAY_RECORD"

    /// The expected file.
    public var path: String
    /// What the comparison looks at and its number tolerance.
    public var options: ComparisonOptions

    /// An expected file at `path`.
    public init(path: String, options: ComparisonOptions = ComparisonOptions()) {
        self.path = path
        self.options = options
    }

    /// An expected file named `name` in the folder of `file` (pass `#filePath`).
    public init(named name: String, besideFile file: String = #filePath, options: ComparisonOptions = ComparisonOptions()) {
        let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
        self.init(path: folder + name, options: options)
    }

    /// Whether `environment` asks to record: the record variable is set (not `0`) and `CI` is not `true`.
    public static func isRecording(_ environment: [String: String]) -> Bool {
        guard let value = environment[recordVariable], !value.isEmpty, value != "0" else { return false }
        return environment["CI"] != "true"
    }

    /// Compares `actual` with the file, or records it when the environment asks.
    ///
    /// On a mismatch inside a Swift Testing test, the diff and (given `scene`)
    /// the viewer page of actual against expected are attached to the test
    /// (``TraceMismatchAttachments``) before the error is thrown.
    ///
    /// - Parameters:
    ///   - actual: the trace made by the test.
    ///   - environment: where ``recordVariable`` and `CI` are read.
    ///   - scene: the scene the trace was made on, to draw the viewer page.
    ///   - fingers: the frames the trace was made from, to draw the fingers on the page.
    ///   - onMismatch: also called with the attachments of a mismatch.
    /// - Throws: ``ExpectedTraceError``: a mismatch with a readable diff, a missing file, or the note that it was recorded.
    public func verify(_ actual: [TraceLine], environment: [String: String] = ProcessInfo.processInfo.environment,
                       scene: Scene? = nil, fingers: [TouchFrame] = [],
                       onMismatch: ((TraceMismatchAttachments) -> Void)? = nil) throws(ExpectedTraceError) {
        if ExpectedTrace.isRecording(environment) {
            let text = actual.map { $0.jsonText + "\n" }.joined()
            do {
                try OutputFile.write(text, to: path)
            } catch {
                throw .fileError(path: path, reason: error.message)
            }
            throw .recorded(path: path)
        }
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .fileError(path: path, reason: "cannot read the expected trace")
        }
        let expected: [TraceLine]
        do {
            expected = try TraceLine.parseLines(text, file: path)
        } catch {
            throw .unreadable(error)
        }
        let diff = TraceComparison.compare(expected: expected, actual: actual, options: options)
        guard diff.isEmpty else {
            let attachments = TraceMismatchAttachments(expectedPath: path, diff: diff, expected: expected, actual: actual, scene: scene, fingers: fingers)
            attachments.record()
            onMismatch?(attachments)
            throw .mismatch(path: path, diff: diff)
        }
    }
}
