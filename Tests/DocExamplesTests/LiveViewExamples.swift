import GestureEngine
import LiveView
import TouchReplayLive

// The live view's examples: docs/live-view.md ("In an app") and the doc comment of LiveView,
// as written there (DocExampleCoverageTests). Compiled, not run: they serve on port 8080.

@MainActor
enum LiveViewExamples {
    private static func render(_ window: Window) {}

    /// The doc comment of `LiveView`.
    static func docComment(window: Window, running: Bool) throws {
        let clock = MonotonicClock()
        let input = LiveInput(window: window)
        let live = try LiveView(input: input, address: LiveViewAddress(parsing: "8080"), title: "photo board") { print($0) }
        print("open \(live.url)")
        while running {
            let update = try input.update(at: clock.now)
            live.publish(update)
            if update.needsDisplay { render(window) }
        }
        input.finish()
        live.close()
    }

    /// docs/live-view.md, "In an app".
    static func inAnApp(window: Window, running: Bool) throws {
        let clock = MonotonicClock()
        let input = LiveInput(window: window)
        let live = try LiveView(input: input, address: LiveViewAddress(parsing: "8080"), title: "photo board") { line in
            print(line)                                   // one line per client refused, dropped or malformed
        }
        print("live view: \(live.url)")
        while running {
            let update = try input.update(at: clock.now)
            live.publish(update)                          // never waits
            if update.needsDisplay { render(window) }
            input.waitForInput(until: update.nextUpdateTime, clock: clock, maximumWait: 1.0 / 60)
        }
        input.finish()
        live.close()
    }
}
