import Foundation
import GestureEngine
import InputEvents
import Testing
import TouchReplay
import TouchReplayTools

/// Scripts that say what UI-test frameworks do (issue 23, item 9): paths whose
/// points carry times (accelerating swipes, slowing ends), a pinch from span 0,
/// and taps one report long.
@Suite struct SynthTimingTests {
    @Test func timedPathPointsAreReachedAtTheirTimes() throws {
        let (_, strokes, frames) = try SynthRoundTripTests.decode("""
            device: multitouch
            screen: [800, 480]
            gestures:
              - drag: {from: [100, 100], through: [[100, 300, 0.05]], to: [100, 310, 0.45], start: 0}
            """)
        let stroke = try #require(strokes.first)
        #expect(stroke.keyframes.map(\.time) == [0, 0.05, 0.45])
        #expect(stroke.keyframes.map(\.point) == [Point(x: 100, y: 100), Point(x: 100, y: 300), Point(x: 100, y: 310)])
        // Fast (4000 pt/s) to y 300, then slow (25 pt/s): the decoded contacts follow both speeds.
        #expect(SynthRoundTripTests.worstError(strokes, frames) < 1)
        let late = frames.filter { $0.time.seconds > 0.1 && $0.time.seconds < 0.4 }.compactMap { $0.contacts.first?.y }
        #expect(late.count > 10 && late.allSatisfy { $0 >= 300 && $0 <= 310 })
    }

    @Test func timedPathAfterAHoldStartsMovingAfterIt() throws {
        let script = try SynthScript.parse(yaml: """
            gestures:
              - drag: {from: [10, 10], to: [10, 60, 0.2], hold: 0.3, start: 1}
            """, path: "t.yml")
        let stroke = try #require(try script.strokes(path: "t.yml").first)
        #expect(stroke.keyframes.map(\.time) == [1, 1.3, 1.5])
    }

    @Test func aTapOfDurationZeroIsDownForOneReport() throws {
        let (_, _, frames) = try SynthRoundTripTests.decode("""
            device: multitouch
            screen: [800, 480]
            rate: 100
            gestures:
              - tap: {at: [200, 200], duration: 0, start: 0.1}
            """)
        let began = try #require(frames.firstIndex { $0.contacts.contains { $0.phase == .began } })
        let ended = try #require(frames.firstIndex { $0.contacts.contains { $0.phase == .ended } })
        #expect(ended == began + 1)
        #expect(abs(frames[ended].time.seconds - frames[began].time.seconds - 0.01) < 1e-6)
    }

    @Test func aPinchFromSpanZeroStartsWithBothFingersOnOneSpot() throws {
        let (_, strokes, frames) = try SynthRoundTripTests.decode("""
            device: multitouch
            screen: [800, 480]
            gestures:
              - pinch: {center: [400, 240], from: 0, to: 200, duration: 0.4, start: 0}
            """)
        #expect(strokes.count == 2)
        let first = try #require(frames.first)
        #expect(first.contacts.count == 2)
        if first.contacts.count == 2 {
            #expect(abs(first.contacts[0].x - first.contacts[1].x) < 1 && abs(first.contacts[0].y - first.contacts[1].y) < 1)
        }
    }

    @Test(arguments: [
        ("gestures:\n  - drag: {from: [1, 2], through: [[5, 5]], to: [9, 9, 0.2]}\n",
         "s.yml:2:36: give every through and to point a time ([x, y, seconds]) or none"),
        ("gestures:\n  - drag: {from: [1, 2], through: [[5, 5, 0.3]], to: [9, 9, 0.2]}\n",
         "s.yml:2:61: to time must be later than the previous point's (0.3 s)"),
        ("gestures:\n  - drag: {from: [1, 2], to: [9, 9, 0.2], duration: 0.5}\n",
         "s.yml:2:53: a drag whose points carry times takes its duration from them; remove duration"),
        ("gestures:\n  - tap: {at: [1, 2], duration: -1}\n", "s.yml:2:33: duration must be at least 0"),
    ])
    func badTimedScriptsNameTheFileAndPlace(yaml: String, expected: String) {
        let message = SynthScriptErrorTests.error(yaml)
        #expect(message == expected, "got \(message ?? "no error")")
    }
}
