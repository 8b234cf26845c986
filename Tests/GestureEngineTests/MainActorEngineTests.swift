import GestureEngine
import Testing
import TouchTime

/// The engine in an app: made and driven on the main actor, as a UIKit app
/// drives UIKit. The engine is single-threaded and declares no actor of its
/// own, so it belongs to whichever isolation domain made it; this suite
/// compiling under Swift 6's complete concurrency checking is half the claim,
/// the recognizer's action firing on the main actor is the other half.
@MainActor @Suite struct MainActorEngineTests {
    @Test func aWindowMadeOnTheMainActorRecognizesATapThere() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let button = View(id: "ok", frame: Rect(x: 100, y: 100, width: 80, height: 44))
        try window.addSubview(button)
        let tap = TapGestureRecognizer(id: "tap")
        var recognizedOnMainActor = 0
        tap.addTarget { _ in
            MainActor.assertIsolated("the action runs where the frame was sent")
            recognizedOnMainActor += 1
        }
        button.addGestureRecognizer(tap)

        window.send(TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 120, y: 120))]))
        window.send(TouchFrame(time: 0.05, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 120, y: 120))]))
        window.advance(to: 1)

        #expect(recognizedOnMainActor == 1)
    }
}
