import GestureEngine
import InputEvents
import InputRecordings
import Testing
import TouchReplay

/// The scene `touchreplay attach DEVICE` uses without `--scene`.
@Suite struct StandardSceneTests {
    /// The description of the shared recording `device.events` with `device.desc` … `.events` (`name` names the device).
    static func device(_ name: String, events: String) throws -> DeviceDescription {
        try RecordingReader(path: ReplayFiles.shared("\(name).\(events).events"), descriptionPath: ReplayFiles.shared(name + ".desc")).description
    }

    @Test func theScreenHasTheDevicesAspectWhenItGivesNoSize() throws {
        let ntrig = try Self.device("ntrig-multitouch", events: "1-finger-drag-nw-se")
        // N-Trig: x 0…9600, y 0…7200 (9601 × 7201 units), no resolution.
        #expect(Scene.standard(for: ntrig).screen.size == Size(width: 1280, height: 960))
    }

    @Test func theScreenHasTheDevicesSizeAt160PointsPerInchWhenItGivesOne() throws {
        var atmel = try Self.device("atmel-maxtouch", events: "1-finger-drag-up-down")
        for axis in [AbsoluteAxis.x, AbsoluteAxis.y, AbsoluteAxis.multiTouchPositionX, AbsoluteAxis.multiTouchPositionY] {
            atmel.absoluteAxes[axis]?.resolution = 5   // units per millimetre: 800 × 480 units are 160 × 96 mm
        }
        #expect(Scene.standard(for: atmel).screen.size == Size(width: (160 * 160 / 25.4).rounded(), height: (96 * 160 / 25.4).rounded()))
    }

    @Test func aMouseGetsAFullHDScreen() throws {
        let mouse = try Self.device("ps2-generic-mouse", events: "motion")
        #expect(Scene.standard(for: mouse).screen.size == Size(width: 1920, height: 1080))
    }

    @Test func everyStandardRecognizerMayRecognizeWithEveryOtherAndLeavesTheViewItsTouches() throws {
        let scene = Scene.standard(for: try Self.device("atmel-maxtouch", events: "1-finger-drag-up-down"))
        #expect(scene.allViews.map(\.id) == [Scene.standardViewID])
        #expect(scene.allGestures.map(\.kind) == [.tap, .doubleTap, .longPress, .pan, .pinch, .rotation, .swipe])
        let ids = scene.allGestures.map(\.id)
        for gesture in scene.allGestures {
            #expect(Set(gesture.simultaneousWith.map(\.id)) == Set(ids.filter { $0 != gesture.id }), "\(gesture.id) runs with all the others")
            #expect(!gesture.cancelsTouchesInView)
        }
        #expect(scene.allGestures.last?.directions.count == 4, "swipes in any direction")
    }
}
