import GestureEngine
import Testing
import TouchReplay
import TouchReplayTesting
import XCTest

/// The examples of the DocC article "Testing gestures in Swift"
/// (Sources/TouchReplayTesting/TouchReplayTesting.docc/TestingGestures.md), as written there, run.
@Suite struct TestingGesturesArticleTests {
    /// The seed-004 scene: a zoomable scroll view under a clear overlay holding two round views.
    let seedScene = DocExampleCoverageTests.packageRoot + "/Recordings/synth/seed-004-overlay/scene.yml"

    // The article's first example, as written there.
    @Test func doubleTapZoomsThePhoto() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let photo = View(id: "photo", frame: Rect(x: 0, y: 80, width: 320, height: 320))
        try window.addSubview(photo)
        let zoom = TapGestureRecognizer(id: "zoom")
        zoom.numberOfTapsRequired = 2
        photo.addGestureRecognizer(zoom)

        let tester = GestureTester(window: window)
        try tester.doubleTap(on: "photo")
        try tester.settle()
        #expect(tester.states(of: "zoom") == ["recognized"])
    }

    // The seed-004 scenario (shared/seeds/004): drag a round view, pinch the scroll view under it.
    @Test func theRoundViewFollowsItsDragAndThePinchBesideItZoomsTheScrollView() throws {
        let tester = try GestureTester(sceneFile: seedScene)
        try tester.drag(on: "blackDot", by: Point(x: 150, y: -120))
        #expect(tester.view("blackDot")?.frame.origin == Point(x: 550, y: 120))

        // Aimed where the orange dot is, the pinch would go to the dot, not the scroll view.
        let missed = #expect(throws: GestureTesterError.self) {
            try tester.pinch(on: "scroller", at: Point(x: 100, y: 100), from: 60, to: 120)
        }
        #expect(missed?.description.contains("would land on \"orangeDot\"") == true)

        // Beside the dots it passes through the overlay and zooms by the spans' ratio since touch-down (100 → 220 pt).
        try tester.pinch(on: "scroller", at: Point(x: 250, y: 330), from: 100, to: 220)
        try tester.settle()
        let scroller = try #require(tester.view("scroller") as? ScrollView)
        #expect(abs(scroller.zoomScale - 2.2) < 0.01)
        #expect(tester.view("blackDot")?.frame.origin == Point(x: 550, y: 120))
    }

    // The article's expected-trace example: the file sits next to the test.
    @Test func theDragMatchesItsExpectedTrace() throws {
        let tester = try GestureTester(sceneFile: seedScene)
        try tester.drag(on: "orangeDot", by: Point(x: 200, y: 40))
        try tester.verify(ExpectedTrace(named: "Expected/orange-dot-drag.expected.jsonl"))
    }
}

/// The article's XCTest example.
final class TestingGesturesXCTests: XCTestCase {
    func testLongPressBeginsAfterHalfASecond() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let row = View(id: "row", frame: Rect(x: 0, y: 0, width: 320, height: 60))
        try window.addSubview(row)
        row.addGestureRecognizer(LongPressGestureRecognizer(id: "menu"))

        let tester = GestureTester(window: window)
        try tester.longPress(on: "row")
        XCTAssertEqual(tester.states(of: "menu"), ["began", "ended"])
    }
}
