import Foundation
import Testing
import TouchReplay

/// The live page draws "hover and wheel, pens with their force" as they happen (issue 40, item 1):
/// `attach --serve` on devices umockdev emulates from the real recordings of ../shared/recordings,
/// their events played once a page connected (HotplugProbe's `play:`), headless Chromium noting
/// what the page draws while it follows the present (a MutationObserver on the page's own DOM,
/// installed before the page's scripts run), checked against the session's trace.
@Suite(.serialized) struct LiveViewPointerTests {
    /// Notes, while the page follows the present, each cursor drawn (its type and place), hover path,
    /// wheel mark (its title and ring) and pen trail segment (its force and width).
    static let recorder = """
        window.__seen = { cursors: {}, hovers: {}, wheels: {}, pens: {} };
        new MutationObserver(function (mutations) {
          const status = document.querySelector('[data-live-status]');
          if (!status || status.getAttribute('data-live-status') !== 'following') return;
          const seen = window.__seen;
          for (const m of mutations) {
            const nodes = m.type === 'childList' ? Array.from(m.addedNodes) : [m.target];
            for (const node of nodes) {
              if (!node.getAttribute) continue;
              if (node.hasAttribute('data-cursor') && node.getAttribute('visibility') === 'visible') {
                seen.cursors[[node.getAttribute('data-cursor'), node.getAttribute('data-x'), node.getAttribute('data-y')].join(' ')] = 1;
              } else if (node.hasAttribute('data-hover') && node.getAttribute('visibility') === 'visible') {
                seen.hovers[node.getAttribute('data-hover-type')] = 1;
              } else if (node.hasAttribute('data-wheel') && node.getAttribute('visibility') === 'visible') {
                const ring = node.querySelector('circle');
                seen.wheels[node.querySelector('title').textContent + ' @ ' + ring.getAttribute('cx') + ' ' + ring.getAttribute('cy')] = 1;
              } else if (node.tagName === 'line' && node.hasAttribute('data-force')) {
                seen.pens[node.getAttribute('data-force') + ' ' + node.getAttribute('stroke-width')] = 1;
              }
            }
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['visibility', 'data-x', 'data-y'] });
        """

    /// What the recorder noted.
    struct Seen: Decodable {
        var cursors: [String: Int]
        var hovers: [String: Int]
        var wheels: [String: Int]
        var pens: [String: Int]
    }

    /// `attach --serve` on `description` (with `events`) emulated as event`node`, the events played once
    /// the page (opened with the recorder) connected; answers what the page drew and the trace.
    static func session(description: String, events: String? = nil, node: Int) throws -> (Seen, [TraceLine]) {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try LiveServeRun.start(
            in: folder, description: description, events: events, node: node,
            steps: ["line:a page connected", "sleep:0.3", "play:" + LiveServeRun.device(in: folder)],
            arguments: ["--serve", "127.0.0.1:0", "--duration", "12", "--format", "jsonl"])
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = try browser.open(try run.waitForURL(), width: 1400, height: 1000, before: recorder)
        let result = run.finish()
        #expect(result.status == 0, "\(result)")
        let text = try #require(try browser.evaluate("JSON.stringify(window.__seen)", in: page) as? String)
        return (try JSONDecoder().decode(Seen.self, from: Data(text.utf8)), try TraceLine.parseLines(result.output, file: "attach"))
    }

    @Test func aPageOfAttachServeDrawsAMousesHoverPointerAndEachWheelTurnAsItHappens() throws {
        // The IBM ScrollPoint's scroll recording: small moves (hover: no button down) and 51 wheel turns.
        let (seen, trace) = try Self.session(description: "ibm-scrollpoint-mouse.desc", events: "ibm-scrollpoint-mouse.scroll.events", node: 51)
        let hovers = trace.filter { $0.type == "hover" && $0["touchType"]?.string == "pointer" }
        let wheels = trace.filter { $0.type == "wheel" }
        try #require(hovers.count >= 5 && wheels.count >= 40, "the recording played: \(hovers.count) hovers, \(wheels.count) wheel turns")

        // The pointer's cursor where the trace has the hover.
        // The page's points are the trace's rounded to a hundredth (ViewerData.point).
        func point(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        let places = Set(hovers.compactMap { line in line["x"]?.number.flatMap { x in line["y"]?.number.map { "\(point(x)) \(point($0))" } } })
        let cursors = seen.cursors.keys.map { $0.split(separator: " ") }
        #expect(cursors.contains { $0.count == 3 && $0[0] == "pointer" && places.contains("\(Double($0[1])!) \(Double($0[2])!)") },
                "a pointer cursor at a hover's place: \(seen.cursors.keys.sorted().prefix(5)) of \(places.sorted().prefix(5))")
        #expect(seen.hovers["pointer"] != nil, "the hover's path drawn: \(seen.hovers)")

        // Each wheel mark drawn is a turn of the trace: its time, its clicks and where the pointer was.
        func mark(_ line: TraceLine) -> String? {
            guard let t = line["t"]?.number, let clicks = line["clicks"]?.array, clicks.count == 2,
                  let dx = clicks[0].number, let dy = clicks[1].number, let x = line["x"]?.number, let y = line["y"]?.number else { return nil }
            var parts: [String] = []
            if dy != 0 { parts.append((dy > 0 ? "↓" : "↑") + Self.viewerNumber(abs(dy), digits: 2)) }
            if dx != 0 { parts.append((dx > 0 ? "→" : "←") + Self.viewerNumber(abs(dx), digits: 2)) }
            return "wheel at \(Self.viewerNumber(t, digits: 3)) s: \(parts.joined(separator: " ")) clicks @ \(Self.scriptNumber(point(x))) \(Self.scriptNumber(point(y)))"
        }
        let expected = Set(wheels.compactMap(mark))
        #expect(expected.count >= 40, "\(expected.count) distinct turns")
        #expect(seen.wheels.keys.allSatisfy(expected.contains), "every mark is a turn of the trace: \(seen.wheels.keys.filter { !expected.contains($0) }.sorted())")
        // A mark shows for 0.6 s; a page that falls behind by more than that may skip one, but not half.
        #expect(seen.wheels.count * 2 >= expected.count, "the turns drawn live: \(seen.wheels.count) of \(expected.count)")
    }

    @Test func aPageOfAttachServeDrawsAPensStrokeAsWideAsItsForceAndItsHoverAsAPen() throws {
        // The Wacom Cintiq 13HD's pen: it hovers, touches down twice with pressure (0–2047), and hovers away.
        let (seen, trace) = try Self.session(description: "wacom-cintiq-13hd-pen.events", node: 52)
        let strokes = trace.filter { $0.type == "touch" && $0["touchType"]?.string == "pencil" }
        let forces = Set(strokes.compactMap { $0["force"]?.number })
        try #require(forces.count >= 3, "the pen touched with several pressures: \(forces.sorted())")

        // Each drawn segment: a force of the trace, as wide as that force (1.5 px at none, 9 px at the axis's most).
        let segments = seen.pens.keys.compactMap { key -> (force: Double, width: Double)? in
            let parts = key.split(separator: " ").compactMap { Double($0) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }.sorted { $0.force < $1.force }
        #expect(Set(segments.map(\.force)).count >= 2, "two pressures drawn as two forces: \(segments)")
        #expect(segments.allSatisfy { forces.contains($0.force) }, "drawn forces are the trace's: \(segments.map(\.force)) of \(forces.sorted())")
        #expect(segments.allSatisfy { abs($0.width - (1.5 + 7.5 * min($0.force / (20.0 / 3), 1))) < 1e-6 }, "width from force: \(segments)")
        #expect(zip(segments, segments.dropFirst()).allSatisfy { $0.force == $1.force || $0.width < $1.width },
                "a harder press is drawn wider: \(segments)")
        // Between the strokes the pen hovers: its cursor is a pen's.
        #expect(seen.cursors.keys.contains { $0.hasPrefix("pencil ") }, "\(seen.cursors.keys.sorted().prefix(5))")
        #expect(seen.hovers["pencil"] != nil, "the pen's hover path: \(seen.hovers)")
    }

    /// A number as the page's script writes it in an attribute (`String(x)`: no fraction for a whole number).
    static func scriptNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// A number as the viewer writes it (`fmt`: rounded to 3 decimals, `digits` shown, a zero fraction dropped).
    static func viewerNumber(_ value: Double, digits: Int = 1) -> String {
        let text = String(format: "%.\(digits)f", (value * 1000).rounded() / 1000)
        return text.replacing(/\.0+$/, with: "")
    }
}
