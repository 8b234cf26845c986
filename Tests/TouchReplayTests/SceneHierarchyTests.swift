import GestureEngine
import Testing
import TouchReplay
import TouchTime

/// `Scene.makeHierarchy()`: scene values become engine objects with the scene's settings.
@Suite struct SceneHierarchyTests {
    static func build(_ text: String) throws -> SceneHierarchy {
        try Scene.parse(text, file: "t.yml").makeHierarchy()
    }

    @Test func viewsGetTheirClassesFlagsAndControllers() throws {
        let built = try Self.build(SceneParsingTests.full)
        #expect(built.window.id == "window" && built.window.bounds.size == Size(width: 800, height: 480))
        #expect(built.views.map(\.id) == ["root", "card", "overlay", "list", "content", "button"])
        #expect(built.window.subviews.map(\.id) == ["root"])
        let card = try #require(built.view("card"))
        #expect(card is TouchHandlingView && card.alpha == 0.5 && card.clipsToBounds)
        #expect(card.touchAreaInsets == EdgeInsets(top: -10, left: -5, bottom: -10, right: -5))
        #expect(card.extendsHitAreaToSubviews && card.passesTouchesThroughTransparency && card.transparencyThreshold == 0.2)
        #expect(card.drawing.fills.count == 2 && card.drawing.mask?.width == 2)
        let overlay = try #require(built.view("overlay"))
        #expect(overlay.passesTouchesThrough && overlay.hitTestRedirect === card)
        let list = try #require(built.view("list") as? ScrollView)
        #expect(list.contentSize == Size(width: 800, height: 2000) && list.contentOffset == Point(x: 0, y: 40))
        #expect(list.minimumZoomScale == 0.5 && list.maximumZoomScale == 3)
        #expect(!list.delaysContentTouches && !list.canCancelContentTouches)
        #expect(list.delegate?.viewForZooming(in: list) === built.view("content"))
        #expect(built.view("button") is Control)
        #expect(built.controllers.map(\.view.id) == ["root"])
        #expect(built.view("root")?.next === built.controllers.first)
    }

    @Test func recognizersGetTheirKindsParametersAndFlags() throws {
        let built = try Self.build(SceneParsingTests.full)
        #expect(built.recognizers.map(\.id) == ["dbl", "single", "hold", "swipe", "pan", "pinch", "turn"])
        let dbl = try #require(built.recognizer("dbl") as? TapGestureRecognizer)
        #expect(dbl.numberOfTapsRequired == 2)
        let single = try #require(built.recognizer("single") as? TapGestureRecognizer)
        #expect(!single.cancelsTouchesInView && single.delaysTouchesBegan && !single.delaysTouchesEnded)
        let hold = try #require(built.recognizer("hold") as? LongPressGestureRecognizer)
        #expect(hold.minimumPressDuration == 0.8 && hold.allowableMovement == 15)
        let swipe = try #require(built.recognizer("swipe") as? SwipeGestureRecognizer)
        #expect(swipe.direction == [.left, .up] && swipe.numberOfTouchesRequired == 2)
        let pan = try #require(built.recognizer("pan") as? PanGestureRecognizer)
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == 2)
        #expect(built.recognizer("pinch") is PinchGestureRecognizer && built.recognizer("turn") is RotationGestureRecognizer)
        #expect(built.view("card")?.gestureRecognizers.map(\.id) == ["dbl", "single", "hold"])
    }

    static let tapScene = """
        screen: {size: [100, 100]}
        root:
          id: root
          gestures:
            - {id: double, kind: doubleTap}
            - {id: single, kind: tap, requireToFail: double}
        """

    /// Two quick taps at the same place, as a one-finger touchscreen would report them.
    static func tap(_ session: EngineSession, at time: Timestamp, id: Int) {
        session.send(TouchFrame(time: time, samples: [TouchSample(id: id, phase: .began, location: Point(x: 50, y: 50))]))
        session.send(TouchFrame(time: time + 0.05, samples: [TouchSample(id: id, phase: .ended, location: Point(x: 50, y: 50))]))
    }

    static func gestures(_ session: EngineSession) -> [String] {
        session.records.compactMap { if case let .gesture(g) = $0 { "\(g.gesture) \(g.state)" } else { nil } }
    }

    @Test func requireToFailMakesTheSingleTapWaitForTheDoubleTap() throws {
        let session = EngineSession(scene: try Scene.parse(Self.tapScene, file: "t.yml"))
        Self.tap(session, at: 0, id: 0)
        Self.tap(session, at: 0.2, id: 1)
        session.finish()
        #expect(Self.gestures(session) == ["double recognized", "single failed"])
    }

    @Test func aLoneTapIsRecognizedOnlyAfterTheDoubleTapTimesOutInTheSettleTime() throws {
        let session = EngineSession(scene: try Scene.parse(Self.tapScene, file: "t.yml"))
        Self.tap(session, at: 0, id: 0)
        #expect(Self.gestures(session).isEmpty)
        session.finish()
        #expect(Self.gestures(session) == ["double failed", "single recognized"])
    }

    @Test func panActionMovesTheViewByTheCumulativeTranslation() throws {
        let scene = try Scene.parse("""
            screen: {size: [400, 400]}
            root:
              id: root
              subviews:
                - id: card
                  frame: [100, 100, 100, 100]
                  gestures: [{id: drag, kind: pan, action: move}]
            """, file: "t.yml")
        let session = EngineSession(scene: scene)
        for step in 0...10 {
            let phase: TouchPhase = step == 0 ? .began : (step == 10 ? .ended : .moved)
            session.send(TouchFrame(time: Timestamp(microseconds: Int64(step * 16_000)), samples: [TouchSample(id: 0, phase: phase, location: Point(x: 150 + Double(step) * 10, y: 150))]))
        }
        session.finish()
        #expect(session.sceneHierarchy?.view("card")?.frame == Rect(x: 200, y: 100, width: 100, height: 100))
        let views = session.records.compactMap { if case let .view(v) = $0 { v } else { nil } }
        #expect(views.last?.frame == Rect(x: 200, y: 100, width: 100, height: 100))
        let ended = session.records.compactMap { if case let .gesture(g) = $0, g.state == "ended" { g } else { nil } }
        #expect(ended.first?.translation == Point(x: 100, y: 0))
    }
}

/// Timing of deliveries that a timer releases.
@Suite struct ReplayTimerDeliveryTests {
    @Test func aTouchHeldBackByTheScrollViewIsTracedAtTheDelayNotAtTouchDown() throws {
        let scene = try Scene.parse("""
            screen: {size: [400, 400]}
            root:
              id: root
              subviews:
                - id: list
                  frame: [0, 0, 400, 400]
                  scroll: {contentSize: [400, 1000]}
                  subviews: [{id: row, frame: [0, 0, 400, 100], touches: log}]
            """, file: "t.yml")
        let session = EngineSession(scene: scene)
        session.send(TouchFrame(time: 0, samples: [TouchSample(id: 0, phase: .began, location: Point(x: 50, y: 50))]))
        session.send(TouchFrame(time: 0.4, samples: [TouchSample(id: 0, phase: .ended, location: Point(x: 50, y: 50))]))
        session.finish()
        let touches = session.records.compactMap { if case let .touch(t) = $0 { t } else { nil } }
        #expect(touches.map(\.phase) == [.began, .ended])
        #expect(touches.first?.view == "row")
        #expect(touches.first?.time == GestureDefaults.scrollViewContentTouchDelay)
        #expect(touches.last?.time == 0.4)
    }
}
