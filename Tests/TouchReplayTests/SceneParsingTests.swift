import GestureEngine
import Testing
import TouchReplay

@Suite struct SceneParsingTests {
    static let full = """
        screen:
          size: [800, 480]
          rotation: 90
          calibration: [1, 0, 0, 0, 1, 0]
          target: [0, 0, 400, 480]
          pointerStart: [10, 20]
          pointerScale: 2
        root:
          id: root
          controller: true
          subviews:
            - id: card
              frame: [10, 20, 100, 50]
              hidden: false
              alpha: 0.5
              userInteractionEnabled: true
              clipsToBounds: true
              touches: follow
              touchAreaInsets: [-10, -5, -10, -5]
              extendToSubviews: true
              drawing:
                - shape: roundedRect
                  rect: [0, 0, 100, 50]
                  cornerRadius: 8
                  alpha: 0.75
                - shape: ellipse
              drawingMask: {width: 2, height: 1, values: [0, 255]}
              transparencyThreshold: 0.2
              gestures:
                - id: dbl
                  kind: doubleTap
                  touches: 1
                - id: single
                  kind: tap
                  taps: 1
                  requireToFail: dbl
                  cancelsTouchesInView: false
                  delaysTouchesBegan: true
                  delaysTouchesEnded: false
                - id: hold
                  kind: longPress
                  minimumPressDuration: 0.8
                  allowableMovement: 15
                  action: move
                  simultaneousWith: [single, dbl]
            - id: overlay
              frame: [0, 0, 800, 480]
              passThrough: true
              redirectTo: card
              neverInside: false
            - id: list
              frame: [0, 100, 800, 380]
              scroll:
                contentSize: [800, 2000]
                contentOffset: [0, 40]
                zoom: [0.5, 3]
                zoomView: content
                delaysContentTouches: false
                canCancelContentTouches: false
              gestures:
                - {id: swipe, kind: swipe, direction: [left, up], touches: 2}
                - {id: pan, kind: pan, minimumTouches: 1, maximumTouches: 2}
                - {id: pinch, kind: pinch, action: scale}
                - {id: turn, kind: rotation, action: rotate}
              subviews:
                - id: content
                  frame: [0, 0, 800, 2000]
                  touches: log
                  subviews:
                    - {id: button, frame: [10, 10, 80, 40], control: true, touchAreaInsets: -4}
        """

    @Test func everyKeyIsDecoded() throws {
        let scene = try Scene.parse(Self.full, file: "full.yml")
        #expect(scene.screen == ScreenDescription(size: Size(width: 800, height: 480), rotation: 90, calibration: [1, 0, 0, 0, 1, 0],
                                                  target: Rect(x: 0, y: 0, width: 400, height: 480), pointerStart: Point(x: 10, y: 20), pointerScale: 2))
        #expect(scene.allViews.map(\.id) == ["root", "card", "overlay", "list", "content", "button"])
        #expect(scene.root.frame == Rect(x: 0, y: 0, width: 800, height: 480))
        #expect(scene.root.hasController)
        let card = scene.root.subviews[0]
        #expect(card.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(card.alpha == 0.5 && card.clipsToBounds && !card.isHidden && card.isUserInteractionEnabled)
        #expect(card.touches == .follow)
        #expect(card.touchAreaInsets == EdgeInsets(top: -10, left: -5, bottom: -10, right: -5))
        #expect(card.extendsHitAreaToSubviews)
        #expect(card.drawing == [FillDescription(shape: .roundedRect, rect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8, alpha: 0.75),
                                 FillDescription(shape: .ellipse, rect: Rect(x: 0, y: 0, width: 100, height: 50))])
        #expect(card.transparencyThreshold == 0.2)
        #expect(card.drawingMask == (try AlphaMask(width: 2, height: 1, values: [0, 255])))
        let gestures = card.gestures
        #expect(gestures.map(\.kind) == [.doubleTap, .tap, .longPress])
        #expect(gestures[0].taps == 2)
        #expect(gestures[1].requireToFail.map(\.id) == ["dbl"])
        #expect(!gestures[1].cancelsTouchesInView && gestures[1].delaysTouchesBegan && !gestures[1].delaysTouchesEnded)
        #expect(gestures[2].minimumPressDuration == 0.8 && gestures[2].allowableMovement == 15 && gestures[2].action == .move)
        #expect(gestures[2].simultaneousWith.map(\.id) == ["single", "dbl"])
        let overlay = scene.root.subviews[1]
        #expect(overlay.passesTouchesThrough && overlay.redirect?.id == "card" && !overlay.ignoresTouches)
        let list = scene.root.subviews[2]
        #expect(list.scroll == ScrollDescription(contentSize: Size(width: 800, height: 2000), contentOffset: Point(x: 0, y: 40),
                                                 minimumZoomScale: 0.5, maximumZoomScale: 3, zoomView: list.scroll?.zoomView,
                                                 delaysContentTouches: false, canCancelContentTouches: false))
        #expect(list.scroll?.zoomView?.id == "content")
        #expect(list.gestures[0].directions == [.left, .up] && list.gestures[0].touches == 2)
        #expect(list.gestures[1].maximumTouches == 2)
        #expect(list.gestures.map(\.action) == [.none, .none, .scale, .rotate])
        let content = list.subviews[0]
        #expect(content.touches == .log)
        #expect(content.subviews[0].isControl && content.subviews[0].touchAreaInsets == EdgeInsets(all: -4))
    }

    @Test func jsonScenesDecodeLikeYAML() throws {
        let json = #"{"screen": {"size": [320, 240]}, "root": {"id": "root", "subviews": [{"id": "a", "frame": [0, 0, 10, 10]}]}}"#
        let scene = try Scene.parse(json, file: "s.json")
        #expect(scene.allViews.map(\.id) == ["root", "a"])
        #expect(scene.root.frame == Rect(x: 0, y: 0, width: 320, height: 240))
    }

    @Test func errorLocationsPointAtTheValue() throws {
        let error = #expect(throws: SceneError.self) { try Scene.parse(Self.full.replacingOccurrences(of: "requireToFail: dbl", with: "requireToFail: dbI"), file: "scene.yml") }
        #expect(error?.description == "scene.yml:36:26: root.subviews[0].gestures[1].requireToFail: no recognizer \"dbI\"")
    }

    static let base = "screen:\n  size: [100, 100]\nroot:\n  id: root\n"

    @Test(arguments: [
        // (scene text after `base`, expected error)
        ("  fram: [0, 0, 1, 1]\n", "s.yml:5:3: root.fram: unknown key \"fram\" (did you mean \"frame\"?)"),
        ("  alpha: 2\n", "s.yml:5:10: root.alpha: must be between 0 and 1, got 2"),
        ("  alpha: high\n", "s.yml:5:10: root.alpha: expected a number, got \"high\""),
        ("  hidden: yes\n", "s.yml:5:11: root.hidden: expected true or false, got \"yes\""),
        ("  frame: [0, 0, 1]\n", "s.yml:5:10: root.frame: expected 4 numbers [x, y, width, height], got a list"),
        ("  frame: [0, 0, -1, 1]\n", "s.yml:5:10: root.frame: width and height must not be negative"),
        ("  touches: drag\n", "s.yml:5:12: root.touches: unknown value \"drag\"; expected one of forward, log, follow"),
        ("  subviews:\n    - frame: [0, 0, 1, 1]\n", "s.yml:6:7: root.subviews[0]: missing key \"id\""),
        ("  subviews:\n    - id: a\n", "s.yml:6:7: root.subviews[0]: missing key \"frame\""),
        ("  subviews:\n    - {id: root, frame: [0, 0, 1, 1]}\n", "s.yml:6:7: root.subviews[0].id: duplicate view id \"root\" (first at line 4)"),
        ("  subviews:\n    - {id: window, frame: [0, 0, 1, 1]}\n", "s.yml:6:7: root.subviews[0].id: the id \"window\" is the window's; choose another"),
        ("  redirectTo: nowhere\n", "s.yml:5:15: root.redirectTo: no view \"nowhere\""),
        ("  redirectTo: root\n", "s.yml:5:15: root.redirectTo: a view cannot redirect to itself"),
        ("  gestures:\n    - {id: t, kind: tapp}\n", "s.yml:6:21: root.gestures[0].kind: unknown value \"tapp\"; expected one of tap, doubleTap, longPress, pan, pinch, rotation, swipe, screenEdgePan, hover (did you mean \"tap\"?)"),
        ("  gestures:\n    - {id: t, kind: pan, taps: 2}\n", "s.yml:6:26: root.gestures[0].taps: \"taps\" does not apply to a pan recognizer"),
        ("  gestures:\n    - {id: t, kind: tap, action: scale}\n", "s.yml:6:34: root.gestures[0].action: action scale needs a pinch recognizer, not tap"),
        ("  gestures:\n    - {id: t, kind: tap, taps: 0}\n", "s.yml:6:32: root.gestures[0].taps: must be at least 1, got 0"),
        ("  gestures:\n    - {id: t, kind: tap}\n    - {id: t, kind: pan}\n", "s.yml:7:7: root.gestures[1].id: duplicate recognizer id \"t\" (first at line 6)"),
        ("  gestures:\n    - {id: t, kind: tap, simultaneousWith: [t]}\n", "s.yml:6:45: root.gestures[0].simultaneousWith[0]: a recognizer cannot refer to itself"),
        ("  gestures:\n    - {id: a, kind: tap, requireToFail: b}\n    - {id: b, kind: tap, requireToFail: [a]}\n",
         "s.yml:7:42: root.gestures[1].requireToFail[0]: requireToFail makes a cycle that can never resolve: a → b → a"),
        ("  scroll: {contentSize: [10, 10], zoomView: root}\n", "s.yml:5:45: root.scroll.zoomView: the zoom view \"root\" must be inside scroll view \"root\""),
        ("  scroll: {contentOffset: [0, 0]}\n", "s.yml:5:11: root.scroll: missing key \"contentSize\""),
        ("  scroll: {contentSize: [10, 10], zoom: [2, 1]}\n", "s.yml:5:41: root.scroll.zoom: zoom scales must be positive with minimum ≤ maximum, got [2, 1]"),
        ("  drawing: [{shape: rect, cornerRadius: 3}]\n", "s.yml:5:41: root.drawing[0].cornerRadius: cornerRadius applies only to shape roundedRect"),
        ("  drawingMask: {width: 2, height: 2, values: [0, 255, 255]}\n", "s.yml:5:46: root.drawingMask.values: alpha mask 2x2 needs 4 values, got 3"),
        ("  drawingMask: {width: 1, height: 1, values: [256]}\n", "s.yml:5:47: root.drawingMask.values[0]: mask values are 0 (clear) to 255 (opaque), got 256"),
        ("  scroll: {contentSize: [10, 10]}\n  gestures: [{id: root.pan, kind: pan}]\n", "s.yml:6:14: root.gestures[0].id: the id \"root.pan\" is scroll view \"root\"'s own recognizer; choose another"),
        ("  id: again\n", "s.yml:5:3: root.id: duplicate key \"id\""),
        ("  subviews: {id: a}\n", "s.yml:5:13: root.subviews: expected a list, got a mapping"),
        ("  frame: [0, 0, 1, 1\n", "s.yml:6:1: YAML syntax error: did not find expected ',' or ']'"),
    ])
    func badScenesNameFileLineColumnAndKeyPath(tail: String, expected: String) {
        let error = #expect(throws: SceneError.self) { try Scene.parse(Self.base + tail, file: "s.yml") }
        #expect(error?.description == expected)
    }

    @Test(arguments: [
        ("", "e.yml: the file is empty: a scene needs \"screen\" and \"root\""),
        ("root: {id: r}\n", "e.yml:1:1: missing key \"screen\""),
        ("screen: {size: [0, 10]}\nroot: {id: r}\n", "e.yml:1:16: screen.size: the screen needs a positive width and height"),
        ("screen: {size: [10, 10], rotation: 45}\nroot: {id: r}\n", "e.yml:1:36: screen.rotation: rotation must be 0, 90, 180 or 270 (degrees clockwise), got 45"),
        ("screen: {size: [10, 10]}\nroot: {id: r}\nextra: 1\n", "e.yml:3:1: extra: unknown key \"extra\""),
        ("{\"screen\": {\"size\": [10, 10]}, \"root\": {\"id\": \"r\"}\n", "e.yml:2:1: JSON syntax error: did not find expected ',' or '}'"),
        ("- 1\n- 2\n", "e.yml:1:1: expected a mapping, got a list"),
    ])
    func badFilesAreReportedOnOneLine(text: String, expected: String) {
        let error = #expect(throws: SceneError.self) { try Scene.parse(text, file: "e.yml") }
        #expect(error?.description == expected)
        #expect(!(error?.description.contains("\n") ?? true))
    }

    @Test func missingFileNamesThePathAndTheReason() {
        let error = #expect(throws: SceneError.self) { try Scene.load(contentsOf: "/nonexistent/scene.yml") }
        #expect(error?.description == "/nonexistent/scene.yml: cannot read: No such file or directory")
    }
}
