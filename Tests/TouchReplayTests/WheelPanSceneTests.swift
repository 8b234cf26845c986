import GestureEngine
import Testing
import TouchReplay

/// A scene's pan takes `allowedScrollTypesMask` (docs/scene-format.md); a bad
/// value, or the key on another kind, is one line naming its place.
@Suite struct WheelPanSceneTests {
    static func scene(_ mask: String) -> String {
        "screen:\n  size: [320, 480]\nroot:\n  id: root\n  gestures:\n    - {id: p, kind: pan, allowedScrollTypesMask: \(mask)}\n"
    }

    @Test func aScenePanTakesDiscreteContinuousOrAll() throws {
        for (text, mask) in [("[discrete]", ScrollTypeMask.discrete), ("continuous", .continuous), ("all", .all), ("[]", [])] {
            let recognizer = try #require(try Scene.parse(Self.scene(text), file: "s.yml").makeHierarchy().recognizers.first as? PanGestureRecognizer)
            #expect(recognizer.allowedScrollTypesMask == mask, "\(text)")
        }
    }

    @Test func aBadScrollTypeIsOneLineNamingItsPlace() {
        let error = #expect(throws: SceneError.self) { try Scene.parse(Self.scene("[wheel]"), file: "s.yml") }
        #expect(error?.description == ("s.yml:6:51: root.gestures[0].allowedScrollTypesMask[0]: unknown value \"wheel\"; expected one of discrete, continuous, all"),
                "\(String(describing: error))")
        let tap = "screen:\n  size: [320, 480]\nroot:\n  id: root\n  gestures:\n    - {id: t, kind: tap, allowedScrollTypesMask: all}\n"
        let misplaced = #expect(throws: SceneError.self) { try Scene.parse(tap, file: "s.yml") }
        #expect(misplaced?.description.contains("\"allowedScrollTypesMask\" does not apply to a tap recognizer") == true)
    }
}
