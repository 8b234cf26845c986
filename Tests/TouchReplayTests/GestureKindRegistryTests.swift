import GestureEngine
import Testing
import TouchReplay

/// The rules of `GestureKindRegistry` (docs/scene-format.md, "Recognizer kinds
/// from Swift"): user kinds beside the built-ins, no silent replacement, and
/// scene errors on one line with file:line:column.
@Suite struct GestureKindRegistryTests {
    /// A kind that builds a plain tap recognizer and takes `wiggles` and `style`.
    static func wiggle(name: String = "wiggle", keys: [GestureParameterKey]? = nil) -> GestureKind {
        GestureKind(name: name, keys: keys ?? [GestureParameterKey("wiggles", .wholeNumber(atLeast: 1)), GestureParameterKey("style", .choice(["soft", "hard"]))],
                    check: { parameters throws(GestureParameterError) in
                        if parameters.name("style") == "hard", (parameters.wholeNumber("wiggles") ?? 1) > 3 {
                            throw GestureParameterError(key: "wiggles", message: "a hard wiggle has at most 3 wiggles")
                        }
                    }) { TapGestureRecognizer(id: $0.id) }
    }

    static let kinds: GestureKindRegistry = {
        var kinds = GestureKindRegistry.builtIn
        try! kinds.register(wiggle())
        return kinds
    }()

    static func scene(_ gesture: String) -> String {
        "screen: {size: [100, 100]}\nroot:\n  id: r\n  gestures:\n    - \(gesture)\n"
    }

    @Test func theBuiltInKindsAreRegisteredInTheirDocumentedOrder() {
        #expect(GestureKindRegistry.builtIn.kinds.map(\.name) == ["tap", "doubleTap", "longPress", "pan", "pinch", "rotation", "swipe", "screenEdgePan", "hover"])
    }

    @Test func aUserKindsKeysAreDecodedIntoItsParameters() throws {
        let scene = try Scene.parse(Self.scene("{id: w, kind: wiggle, wiggles: 2, style: soft}"), file: "s.yml", kinds: Self.kinds)
        let gesture = try #require(scene.allGestures.first)
        #expect(gesture.kind.name == "wiggle" && gesture.parameters.wholeNumber("wiggles") == 2 && gesture.parameters.name("style") == "soft")
        #expect(scene.makeHierarchy().recognizer("w") is TapGestureRecognizer)
    }

    @Test func registeringABuiltInsNameIsAnErrorNamingIt() {
        var kinds = GestureKindRegistry.builtIn
        #expect(throws: GestureKindRegistryError(kind: "tap", message: "the name is taken (a built-in kind); use replace(_:) to override it on purpose")) {
            try kinds.register(Self.wiggle(name: "tap"))
        }
        #expect(kinds.kinds.count == GestureKindRegistry.builtIn.kinds.count)
        var user = Self.kinds
        #expect(throws: GestureKindRegistryError(kind: "wiggle", message: "the name is taken (already registered); use replace(_:) to override it on purpose")) {
            try user.register(Self.wiggle())
        }
    }

    @Test func replaceOverridesABuiltInOnPurposeAndTheSceneBuildsTheReplacement() throws {
        var kinds = GestureKindRegistry.builtIn
        try kinds.replace(GestureKind(name: "tap") { PanGestureRecognizer(id: $0.id) })
        #expect(kinds.kinds.map(\.name) == GestureKindRegistry.builtIn.kinds.map(\.name))
        let scene = try Scene.parse(Self.scene("{id: t, kind: tap}"), file: "s.yml", kinds: kinds)
        #expect(scene.makeHierarchy().recognizer("t") is PanGestureRecognizer)
        // The built-in registry is a constant: replacing in a copy leaves it alone.
        #expect(try Scene.parse(Self.scene("{id: t, kind: tap}"), file: "s.yml").makeHierarchy().recognizer("t") is TapGestureRecognizer)
        #expect(throws: GestureKindRegistryError(kind: "nothing", message: "no kind of that name to replace; use register(_:)")) {
            try kinds.replace(Self.wiggle(name: "nothing"))
        }
    }

    @Test func aKindsNameAndKeysMustBeUsableInAScene() {
        var kinds = GestureKindRegistry.builtIn
        #expect(throws: GestureKindRegistryError(kind: "my kind", message: "a kind's name is a plain word (letters, digits, _ and -)")) {
            try kinds.register(Self.wiggle(name: "my kind"))
        }
        #expect(throws: GestureKindRegistryError(kind: "w", message: "key \"id\" is one every recognizer takes; choose another name")) {
            try kinds.register(Self.wiggle(name: "w", keys: [GestureParameterKey("id", .name)]))
        }
        #expect(throws: GestureKindRegistryError(kind: "w", message: "key \"n\" is listed twice")) {
            try kinds.register(Self.wiggle(name: "w", keys: [GestureParameterKey("n", .bool), GestureParameterKey("n", .name)]))
        }
        #expect(String(describing: GestureKindRegistryError(kind: "w", message: "m")) == "recognizer kind \"w\": m")
    }

    @Test(arguments: [
        ("{id: w, kind: wigle}", "s.yml:5:21: root.gestures[0].kind: unknown value \"wigle\"; expected one of tap, doubleTap, longPress, pan, pinch, rotation, swipe, screenEdgePan, hover, wiggle (did you mean \"wiggle\"?)"),
        ("{id: w, kind: wiggle, taps: 2}", "s.yml:5:29: root.gestures[0].taps: \"taps\" does not apply to a wiggle recognizer"),
        ("{id: w, kind: tap, wiggles: 2}", "s.yml:5:26: root.gestures[0].wiggles: \"wiggles\" does not apply to a tap recognizer"),
        ("{id: w, kind: wiggle, wiggles: many}", "s.yml:5:38: root.gestures[0].wiggles: expected a whole number, got \"many\""),
        ("{id: w, kind: wiggle, wiggles: 0}", "s.yml:5:38: root.gestures[0].wiggles: must be at least 1, got 0"),
        ("{id: w, kind: wiggle, style: odd}", "s.yml:5:36: root.gestures[0].style: unknown value \"odd\"; expected one of soft, hard"),
        ("{id: w, kind: wiggle, style: hard, wiggles: 4}", "s.yml:5:51: root.gestures[0].wiggles: a hard wiggle has at most 3 wiggles"),
        ("{id: w, kind: wiggle, wigles: 2}", "s.yml:5:29: root.gestures[0].wigles: unknown key \"wigles\" (did you mean \"wiggles\"?)"),
    ])
    func aBadUserKindValueIsOneLineWithItsPosition(gesture: String, expected: String) {
        #expect(throws: (any Error).self) { try Scene.parse(Self.scene(gesture), file: "s.yml", kinds: Self.kinds) }
        do {
            _ = try Scene.parse(Self.scene(gesture), file: "s.yml", kinds: Self.kinds)
        } catch {
            #expect(error.description == expected)
            #expect(!error.description.contains("\n"))
        }
    }
}
