import GestureEngine
import InputEvents
import Testing
import TouchReplay

/// A scene's `windows:` (issue 39, item 1): one window per display, each with its own
/// size, orientation and views; `devices:` entries bind a device to one window by its
/// id; a scene without `windows:` is the one window it always was; bad input is one line
/// with the file and position.
@Suite struct SceneWindowsTests {
    /// Two windows of different sizes and orientations, a device bound to each (by name, by path).
    static let twoWindows = """
        windows:
          - id: left
            screen: {size: [800, 480]}
            root:
              id: leftRoot
              subviews: [{id: leftPad, frame: [0, 0, 800, 480], multipleTouch: true, touches: log}]
          - id: right
            screen: {size: [600, 1000], orientation: landscapeLeft}
            root:
              id: rightRoot
              subviews: [{id: rightPad, frame: [0, 0, 1000, 600], multipleTouch: true, touches: log, gestures: [{id: drag, kind: pan}]}]
        devices:
          - {match: "atmel", window: left}
          - {match: "/dev/input/event51", window: right}
        """

    @Test func aSceneWithoutWindowsIsOneWindowNamedWindow() throws {
        let scene = try Scene.parse("""
            screen: {size: [320, 480]}
            root: {id: root}
            """, file: "one.yml")
        #expect(scene.windows.map(\.id) == ["window"])
        #expect(!scene.hasSeveralWindows)
        let hierarchy = scene.makeHierarchy()
        #expect(hierarchy.windows.count == 1 && hierarchy.windows[0] === hierarchy.window)
    }

    @Test func eachWindowHasItsOwnSizeOrientationAndViewsOnOneClock() throws {
        let scene = try Scene.parse(Self.twoWindows, file: "two.yml")
        #expect(scene.windows.map(\.id) == ["left", "right"])
        let hierarchy = scene.makeHierarchy(startTime: 2)
        #expect(hierarchy.windows.map(\.id) == ["left", "right"])
        #expect(hierarchy.windows[0].bounds.size == Size(width: 800, height: 480))
        // landscapeLeft turns the fixed 600 × 1000 screen into a 1000 × 600 window.
        #expect(hierarchy.windows[1].bounds.size == Size(width: 1000, height: 600))
        #expect(hierarchy.windows[0].subviews.map(\.id) == ["leftRoot"] && hierarchy.windows[1].subviews.map(\.id) == ["rightRoot"])
        // One application, one clock: a timer of either window fires in one time order (UIKit's one main run loop).
        #expect(hierarchy.windows[0].application === hierarchy.windows[1].application)
        #expect(hierarchy.windows[0].scheduler === hierarchy.windows[1].scheduler && hierarchy.windows[1].now == 2)
        #expect(hierarchy.windows[0].application.windows.map(\.id) == ["left", "right"])
    }

    @Test func aDeviceEntryBindsItsDeviceToItsWindowByNameOrPath() throws {
        let scene = try Scene.parse(Self.twoWindows, file: "two.yml")
        let atmel = try scene.placement(forDeviceNamed: "Atmel maXTouch Digitizer", path: "/dev/input/event50")
        let ep = try scene.placement(forDeviceNamed: "EP0430M09", path: "/dev/input/event51")
        #expect(atmel.window == 0 && ep.window == 1)
        // Each device maps onto its own window's fixed screen.
        #expect(atmel.mapping.screenSize == ScreenSize(width: 800, height: 480))
        #expect(ep.mapping.screenSize == ScreenSize(width: 600, height: 1000))
    }

    @Test func aDeviceNoEntryBindsGoesToTheFirstWindow() throws {
        let scene = try Scene.parse(Self.twoWindows + "\n  - {match: \"mouse\"}", file: "two.yml")
        #expect(try scene.placement(forDeviceNamed: "Logitech touchpad", path: "/dev/input/event9").window == 0)
        #expect(try scene.placement(forDeviceNamed: "Saitek mouse", path: "/dev/input/event9").window == 0, "an entry naming no window")
    }

    /// The one line `text` is refused with.
    func refusal(_ text: String) -> String {
        do {
            _ = try Scene.parse(text, file: "bad.yml")
            return "accepted"
        } catch {
            return error.description
        }
    }

    @Test func aWindowWithoutSizeIsOneLineWithFileAndPosition() {
        let noScreen = refusal("""
            windows:
              - {id: left, screen: {size: [800, 480]}, root: {id: a}}
              - {id: right, root: {id: b}}
            """)
        #expect(noScreen == #"bad.yml:3:5: windows[1]: window "right" has no size; give it screen: {size: [width, height]}"#)
        let noSize = refusal("""
            windows:
              - id: left
                screen: {orientation: landscapeLeft}
                root: {id: a}
            """)
        #expect(noSize == #"bad.yml:3:13: windows[0].screen: window "left" has no size; give its screen size: [width, height]"#)
    }

    @Test func anEmptyListOfWindowsAndAWindowThatIsNoMappingAreOneLineEach() {
        #expect(refusal("windows: []") == "bad.yml:1:10: windows: windows needs at least one window: {id, screen: {size: [width, height]}, root}")
        #expect(refusal("windows: [left]").hasPrefix("bad.yml:1:11: windows[0]: "), "\(refusal("windows: [left]"))")
    }

    @Test func twoWindowsClaimingOneDeviceIsOneLineWithFileAndPosition() {
        let line = refusal(Self.twoWindows + "\n  - {match: \"ATMEL\", window: right}")
        #expect(line == #"bad.yml:15:30: devices[2].window: windows "left" (devices[0]) and "right" both claim the device "ATMEL"; bind each device to one window"#)
    }

    @Test func twoEntriesOfOtherTextsMatchingOneDeviceForTwoWindowsIsOneLineWhenTheDeviceComes() throws {
        let scene = try Scene.parse(Self.twoWindows.replacingOccurrences(of: "\"/dev/input/event51\"", with: "\"/dev/input/event50\""),
                                    file: "two.yml")
        #expect(throws: DeviceMappingConflict.self) {
            try scene.placement(forDeviceNamed: "Atmel maXTouch Digitizer", path: "/dev/input/event50")
        }
        do {
            _ = try scene.placement(forDeviceNamed: "Atmel maXTouch Digitizer", path: "/dev/input/event50")
        } catch {
            #expect(error.description == #"two.yml:14:5: devices[1]: devices[0] also matches /dev/input/event50 (Atmel maXTouch Digitizer): windows "left" and "right" both claim it; bind each device to one window"#)
        }
    }

    @Test func aDeviceBoundToAWindowTheSceneLacksIsOneLineWithASuggestion() {
        let line = refusal(Self.twoWindows.replacingOccurrences(of: "window: right}", with: "window: rigth}"))
        #expect(line == #"bad.yml:14:43: devices[1].window: no window "rigth"; the scene's windows are "left", "right" (did you mean "right"?)"#)
    }

    @Test func windowsBesideScreenAndRootIsOneLine() {
        let line = refusal("screen: {size: [10, 10]}\n" + Self.twoWindows)
        #expect(line.hasPrefix("bad.yml:1:") && line.hasSuffix("a scene has screen and root (one window) or windows, not both; put screen in a window of windows"), "\(line)")
    }

    @Test func aWindowIdUsedTwiceAndAViewIdOfAnotherWindowAreOneLineEach() {
        let twice = refusal(Self.twoWindows.replacingOccurrences(of: "id: right", with: "id: left"))
        #expect(twice == #"bad.yml:7:5: windows[1].id: duplicate window id "left" (first at line 2)"#)
        let shared = refusal(Self.twoWindows.replacingOccurrences(of: "id: rightPad", with: "id: leftPad"))
        #expect(shared.hasPrefix("bad.yml:11:") && shared.contains(#"duplicate view id "leftPad" (first at line 6)"#), "\(shared)")
    }

    @Test func aRedirectToAViewOfAnotherWindowIsOneLine() {
        let line = refusal(Self.twoWindows.replacingOccurrences(of: "touches: log, gestures", with: "touches: log, redirectTo: leftPad, gestures"))
        #expect(line.contains(#"view "leftPad" is in window "left"; a touch never leaves its window"#), "\(line)")
    }
}
