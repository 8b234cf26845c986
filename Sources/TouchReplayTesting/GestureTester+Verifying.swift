import Foundation
import TouchReplay

extension GestureTester {
    /// Finishes the tester and compares its whole trace with `expected`, as
    /// ``ExpectedTrace/verify(_:environment:scene:fingers:onMismatch:)`` does:
    /// on a mismatch in a Swift Testing test the diff and the viewer page of
    /// actual against expected (drawn on the scene, or on a sketch of the
    /// window as it was when the tester was made) are attached to the test.
    ///
    /// - Throws: ``ExpectedTraceError``.
    public func verify(_ expected: ExpectedTrace, environment: [String: String] = ProcessInfo.processInfo.environment,
                       onMismatch: ((TraceMismatchAttachments) -> Void)? = nil) throws(ExpectedTraceError) {
        try expected.verify(finishedTrace, environment: environment, scene: scene ?? sketch, fingers: frames, onMismatch: onMismatch)
    }
}
