import Testing
import TouchTime
@testable import GestureEngine

/// Seed 004: a full-screen clear overlay holds two round views dragged with
/// `touchesMoved`, over a zoomable scroll view; touches on the round views go
/// to them, every other touch falls through to the scroll view.
@Suite struct BindingSeed004Tests {
    /// The seed's `BackgroundView.hitTest`: a point on either round view returns it, else the default.
    final class BackgroundView: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            let hitView = super.hitTest(point, with: event)
            if let custom = subviews.last as? CustomView {
                for moved in [custom.movedView, custom.movedView2]
                where moved.point(inside: moved.convert(point, from: self), with: event) {
                    return moved
                }
            }
            return hitView
        }
    }

    /// The seed's clear `CustomView`. The seed switches its own interaction off
    /// in `hitTest` (relying on UIKit hit-testing twice); here it passes touches
    /// through instead. `touchesMoved` drags the touched round view (tag ≥ 101).
    final class CustomView: View {
        let movedView = View(id: "movedView", frame: Rect(x: 160, y: 240, width: 100, height: 100))
        let movedView2 = View(id: "movedView2", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        var dragsViews = true
        let log: TouchLog

        init(log: TouchLog) throws {
            self.log = log
            super.init(id: "CustomView", frame: Rect(x: 0, y: 0, width: 320, height: 480))
            passesTouchesThrough = true
            movedView.tag = 101
            movedView2.tag = 102
            try addSubview(movedView)
            try addSubview(movedView2)
        }

        override func touchesMoved(_ touches: [Touch], with event: Event) {
            log.calls.append(TouchCall(view: touches[0].view?.id ?? "nil", phase: .moved, touchIDs: touches.map(\.id),
                                       locations: touches.map { $0.location(in: nil) }))
            for touch in touches {
                guard dragsViews, let view = touch.view, view.tag >= 101 else { continue }
                view.center = touch.location(in: self)
            }
        }
    }

    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let log = TouchLog()
    let background = BackgroundView(id: "BackgroundView", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let scrollView: TouchRecordingView
    let custom: CustomView

    init() throws {
        scrollView = TouchRecordingView(id: "ScrollView", frame: Rect(x: 0, y: 0, width: 320, height: 480), log: log)
        custom = try CustomView(log: log)
        try window.addSubview(background)
        try background.addSubview(scrollView)
        try addView("ImageView", Rect(x: 0, y: 0, width: 320, height: 480), to: scrollView).isUserInteractionEnabled = false
        try background.addSubview(custom)
    }

    @Test(arguments: [
        (Point(x: 210, y: 290), "movedView"), (Point(x: 161, y: 241), "movedView"), (Point(x: 259, y: 339), "movedView"),
        (Point(x: 100, y: 100), "movedView2"), (Point(x: 51, y: 149), "movedView2"),
        (Point(x: 10, y: 10), "ScrollView"), (Point(x: 155, y: 200), "ScrollView"), (Point(x: 300, y: 470), "ScrollView"),
        (Point(x: 260, y: 290), "ScrollView"),
    ])
    func roundViewsTakeTheirTouchesAndEverythingElseReachesTheScrollView(point: Point, expected: String) {
        #expect(window.hitTest(point, with: nil)?.id == expected)
    }

    @Test func roundViewIsDraggedByTheOverlaysTouchesMoved() {
        window.send(frame(0, (1, .began, 100, 100)))
        for step in 1...5 { window.send(frame(Timestamp(seconds: 0.016 * Double(step)), (1, .moved, 100 + 40 * Double(step), 100 + 70 * Double(step)))) }
        window.send(frame(0.1, (1, .ended, 300, 450)))
        #expect(log.calls.count == 5)
        #expect(log.calls.allSatisfy { $0.view == "movedView2" })
        #expect(custom.movedView2.center == Point(x: 300, y: 450))
        #expect(custom.movedView.center == Point(x: 210, y: 290))
    }

    @Test func fingerDraggedFarOutsideARoundViewStillReachesIt() {
        custom.dragsViews = false
        window.send(frame(0, (1, .began, 100, 100)))
        window.send(frame(0.016, (1, .moved, 200, 200)))
        window.send(frame(0.032, (1, .moved, 310, 470)))
        window.send(frame(0.048, (1, .ended, 310, 470)))
        #expect(log.lines == ["movedView2 moved [1]", "movedView2 moved [1]"])
        #expect(log.calls.last?.locations == [Point(x: 310, y: 470)])
        #expect(custom.movedView2.frame == Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(window.application.droppedTouchCount == 2)
    }

    @Test func twoFingersOnTwoRoundViewsEachDragTheirOwn() {
        window.send(frame(0, (1, .began, 210, 290), (2, .began, 100, 100)))
        window.send(frame(0.016, (1, .moved, 230, 300), (2, .moved, 80, 120)))
        window.send(frame(0.032, (1, .moved, 250, 310), (2, .moved, 60, 140)))
        window.send(frame(0.048, (1, .ended, 250, 310), (2, .ended, 60, 140)))
        #expect(log.lines == [
            "movedView moved [1]", "movedView2 moved [2]", "movedView moved [1]", "movedView2 moved [2]",
        ])
        #expect(custom.movedView.center == Point(x: 250, y: 310))
        #expect(custom.movedView2.center == Point(x: 60, y: 140))
    }

    @Test func fingerOnARoundViewAndFingerOnTheBackgroundStayApart() {
        window.send(frame(0, (1, .began, 100, 100), (2, .began, 200, 50)))
        window.send(frame(0.016, (1, .moved, 120, 110), (2, .moved, 150, 60)))
        window.send(frame(0.032, (1, .ended, 120, 110), (2, .ended, 150, 60)))
        #expect(log.lines == ["ScrollView began [2]", "movedView2 moved [1]", "ScrollView moved [2]", "ScrollView ended [2]"])
        #expect(custom.movedView2.center == Point(x: 120, y: 110))
    }
}
