import GestureEngine
import Testing
import TouchReplay

/// The scroll physics settings in scenes (docs/scene-format.md): each key
/// reaches the engine's ScrollView; bad values are one-line errors naming the position.
@Suite struct ScrollSceneTests {
    static let scene = """
        screen:
          size: [800, 480]
          refreshRate: 120
        root:
          id: root
          subviews:
            - id: list
              frame: [0, 0, 800, 480]
              scroll:
                contentSize: [800, 2000]
                contentInset: [10, 0, 20, 0]
                bounces: false
                alwaysBounceVertical: true
                alwaysBounceHorizontal: true
                bouncesZoom: false
                paging: true
                decelerationRate: fast
            - id: plain
              frame: [0, 0, 800, 480]
              scroll: {contentSize: [800, 2000], decelerationRate: 0.995}

        """

    @Test func everyScrollSettingReachesTheScrollView() throws {
        let built = try Scene.parse(Self.scene, file: "s.yml").makeHierarchy()
        #expect(built.window.maximumFramesPerSecond == 120)
        let list = try #require(built.view("list") as? ScrollView)
        #expect(list.contentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(!list.bounces && list.alwaysBounceVertical && list.alwaysBounceHorizontal && !list.bouncesZoom && list.isPagingEnabled)
        #expect(list.decelerationRate == .fast)
        let plain = try #require(built.view("plain") as? ScrollView)
        #expect(plain.decelerationRate.rawValue == 0.995)
        #expect(plain.bounces && !plain.alwaysBounceVertical && !plain.alwaysBounceHorizontal && plain.bouncesZoom && !plain.isPagingEnabled)
        #expect(plain.contentInset == .zero)
    }

    @Test("Without the keys, UIKit's defaults: bounces, normal rate, 60 Hz")
    func defaultsAreUIKits() throws {
        let built = try Scene.parse("screen: {size: [100, 100]}\nroot: {id: r, scroll: {contentSize: [100, 300]}}\n", file: "d.yml").makeHierarchy()
        let r = try #require(built.view("r") as? ScrollView)
        #expect(built.window.maximumFramesPerSecond == 60)
        #expect(r.bounces && r.bouncesZoom && !r.isPagingEnabled && r.decelerationRate == .normal)
    }

    @Test(arguments: [
        ("  scroll: {contentSize: [10, 10], decelerationRate: 1}\n",
         "s.yml:5:53: root.scroll.decelerationRate: decelerationRate must be normal, fast or a number between 0 and 1 (exclusive), got 1"),
        ("  scroll: {contentSize: [10, 10], decelerationRate: slow}\n",
         "s.yml:5:53: root.scroll.decelerationRate: decelerationRate must be normal, fast or a number between 0 and 1 (exclusive), got slow"),
        ("  scroll: {contentSize: [10, 10], paging: yes}\n", "s.yml:5:43: root.scroll.paging: expected true or false, got \"yes\""),
        ("  scroll: {contentSize: [10, 10], contentInset: [1, 2]}\n",
         "s.yml:5:49: root.scroll.contentInset: expected 4 numbers [top, left, bottom, right], got a list"),
        ("  scroll: {contentSize: [10, 10], bounce: true}\n", "s.yml:5:35: root.scroll.bounce: unknown key \"bounce\" (did you mean \"bounces\"?)"),
    ])
    func badScrollSettingsNameTheirPosition(tail: String, expected: String) {
        let error = #expect(throws: SceneError.self) { try Scene.parse("screen:\n  size: [100, 100]\nroot:\n  id: root\n" + tail, file: "s.yml") }
        #expect(error?.description == expected)
    }

    @Test func aRefreshRateOutOfRangeIsAnError() {
        let error = #expect(throws: SceneError.self) {
            try Scene.parse("screen: {size: [10, 10], refreshRate: 0}\nroot: {id: r}\n", file: "e.yml")
        }
        #expect(error?.description == "e.yml:1:39: screen.refreshRate: refreshRate must be a whole number of frames per second from 1 to 1000, got 0")
    }
}
