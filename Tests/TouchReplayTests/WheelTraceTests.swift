import GestureEngine
import Testing
import TouchReplay

/// Each wheel step has its own trace line (docs/trace-format.md, `wheel`),
/// from the real IBM ScrollPoint recording through a replay.
@Suite struct WheelTraceTests {
    static func wheels(_ session: EngineSession) -> [WheelRecord] {
        session.records.compactMap { if case let .wheel(r) = $0 { r } else { nil } }
    }

    @Test func everyWheelStepOfTheScrollPointIsALineNamingTheViewItScrolled() throws {
        let session = try PointerAndPenReplayTests.replay("ibm-scrollpoint-mouse.scroll.events", description: "ibm-scrollpoint-mouse.desc",
                                                          scene: "ibm-scrollpoint-wheel/scene.yml")
        let wheels = Self.wheels(session)
        // 51 REL_WHEEL frames adding up to 112 clicks away from the user (WheelDecodingTests), towards the user positive.
        #expect(wheels.count == 51)
        #expect(wheels.reduce(0) { $0 + $1.clicks.y } == 112)
        #expect(wheels.allSatisfy { $0.clicks.x == 0 })
        // A step that scrolled the list is followed by the list's `view` line at the same time; one at an edge took no view.
        let records = session.records
        for (index, record) in records.enumerated() {
            guard case let .wheel(r) = record else { continue }
            if r.view == "list" {
                guard case let .view(next) = records[index + 1] else {
                    Issue.record("no view line after \(r)")
                    continue
                }
                #expect(next.view == "list" && next.time == r.time)
            } else {
                #expect(r.view == nil)
            }
        }
        #expect(wheels.contains { $0.view == nil }, "the stick pushes past the content's edges")
    }

    @Test func aWheelLineReadsInTheTextFormat() {
        let record = TraceRecord.wheel(WheelRecord(time: 0.056002, location: Point(x: 961, y: 540), clicks: Point(x: 0, y: -23), view: "list"))
        #expect(TraceFormat.text.format(record) == "      0.056  wheel    0, -23         (961, 540)           → list")
        #expect(TraceFormat.jsonl.format(record) == #"{"t":0.056002,"type":"wheel","x":961,"y":540,"clicks":[0,-23],"view":"list"}"#)
    }
}
