import Foundation
import Testing

/// A live page (`attach --serve`) open in a ``DevToolsBrowser``, read from its own DOM and
/// `TouchLive.stats()`, and used as a person would: the pause/follow button, the viewer's scrubber.
struct LiveViewPage {
    let browser: DevToolsBrowser
    let session: String

    /// What the page shows now.
    struct Look: Decodable {
        /// A touch as the page's session holds it.
        struct Touch: Decodable {
            var id: Int
            var view: String?
            var down: Bool
            var t: [Double]
            var p: [Double]
        }
        /// A finger dot drawn (visible).
        struct Dot: Decodable {
            var id: Int
            var x: Double
            var y: Double
        }
        /// The status line and its state (`following`, `paused`, `ended`, …).
        var status: String
        var state: String
        var following: Bool
        /// The viewer's time, its scrubber's range, and whether it draws a touch's group at all.
        var time: Double
        var scrubMin: Double
        var scrubMax: Double
        var drawnTouches: [Int]
        var dots: [Dot]
        /// The side panel's rows: touches, and each recognizer's state at the viewer's time.
        var rows: [String]
        var gestures: [String: String]
        var touches: [Touch]
        var present: Double
    }

    static let probe = """
        JSON.stringify((() => {
          const viewer = document.querySelector('.trv[data-time]'), scrub = document.querySelector('input.trv-scrub');
          const status = document.querySelector('[data-live-status]'), stats = window.TouchLive && TouchLive.stats ? TouchLive.stats() : null;
          const gestures = {};
          for (const li of document.querySelectorAll('[data-gesture-row]')) gestures[li.getAttribute('data-gesture-row')] = li.querySelector('.trv-state').textContent;
          return {
            status: status ? status.textContent : '', state: status ? status.getAttribute('data-live-status') : 'loading', following: stats ? stats.following : true,
            time: viewer ? Number(viewer.getAttribute('data-time')) : -1,
            scrubMin: scrub ? Number(scrub.min) : -1, scrubMax: scrub ? Number(scrub.max) : -1,
            drawnTouches: Array.from(document.querySelectorAll('g[data-touch]')).map(g => Number(g.getAttribute('data-touch'))),
            dots: Array.from(document.querySelectorAll('g[data-touch]')).filter(g => g.getAttribute('visibility') === 'visible').map(g => {
              const dot = g.querySelector('circle.trv-dot');
              return { id: Number(g.getAttribute('data-touch')), x: Number(dot.getAttribute('cx')), y: Number(dot.getAttribute('cy')) };
            }),
            rows: Array.from(document.querySelectorAll('.trv-touches li')).map(li => li.textContent),
            gestures: gestures,
            touches: stats ? stats.paths : [], present: stats ? stats.present : 0
          };
        })())
        """

    /// What the page shows now.
    func look() throws -> Look {
        let text = try #require(try browser.evaluate(Self.probe, in: session) as? String)
        return try JSONDecoder().decode(Look.self, from: Data(text.utf8))
    }

    /// Polls the page every 50 ms until `condition` holds (answering that look), for at most `seconds`.
    func wait(_ what: String, seconds: Double = 20, until condition: (Look) -> Bool) throws -> Look {
        let deadline = Date().addingTimeInterval(seconds)
        var last = try look()
        while !condition(last) {
            guard Date() < deadline else { throw DevToolsBrowser.Failure(description: "the page never \(what): \(last)") }
            usleep(50_000)
            last = try look()
        }
        return last
    }

    /// Clicks the pause / follow-live button.
    func toggle() throws {
        _ = try browser.evaluate("document.querySelector('[data-action=live]').click()", in: session)
    }

    /// Moves the viewer's scrubber to `time`, as a hand on it does (an `input` event).
    func scrub(to time: Double) throws {
        _ = try browser.evaluate("""
            (s => { s.value = String(\(time)); s.dispatchEvent(new Event('input')); })(document.querySelector('input.trv-scrub'))
            """, in: session)
    }

    /// The index of `touch`'s last sample at or before `time` (the one the viewer draws then), or nil before its first.
    static func sample(of touch: Look.Touch, at time: Double) -> Int? {
        touch.t.lastIndex { $0 <= time + 1e-9 }
    }
}
