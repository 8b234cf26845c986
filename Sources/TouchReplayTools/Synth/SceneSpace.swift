import GestureEngine
import TouchReplay

/// Where a scene's views are, in the terms a lifted step uses: a view found by id, a
/// window point as a fraction of a view's bounds and back, and the window's coordinates
/// against the screen's fixed space that recordings map onto (the interface orientation
/// turns touch samples; hover and wheel positions reach the window as they are).
struct SceneSpace {
    /// The engine objects of the scene.
    let hierarchy: SceneHierarchy
    /// Window points back to the screen's fixed space.
    private let toScreen: AffineInverse

    init(_ hierarchy: SceneHierarchy) {
        self.hierarchy = hierarchy
        let (orientation, fixed) = (hierarchy.interfaceOrientation, hierarchy.fixedScreenSize)
        toScreen = AffineInverse { orientation.interfacePoint($0, fixed: fixed) }
    }

    /// The view with `id`: one of the scene's, or its window.
    func view(_ id: String) -> View? {
        id == hierarchy.window.id ? hierarchy.window : hierarchy.view(id)
    }

    /// The window point of a touch sample at `point` on the screen.
    func windowPoint(ofTouch point: Point) -> Point {
        hierarchy.interfaceOrientation.interfacePoint(point, fixed: hierarchy.fixedScreenSize)
    }

    /// The screen point of a touch sample at window point `point`.
    func screenPoint(ofTouch point: Point) -> Point { toScreen.unmapped(point) }

    /// `point` (window coordinates) as fractions of `view`'s bounds.
    static func fraction(of point: Point, in view: View) -> Point {
        let local = view.convert(point, from: nil)
        let bounds = view.bounds
        return Point(x: bounds.size.width > 0 ? (local.x - bounds.origin.x) / bounds.size.width : 0,
                     y: bounds.size.height > 0 ? (local.y - bounds.origin.y) / bounds.size.height : 0)
    }

    /// The window point at `fraction` of `view`'s bounds.
    static func point(at fraction: Point, in view: View) -> Point {
        let bounds = view.bounds
        return view.convert(Point(x: bounds.origin.x + fraction.x * bounds.size.width,
                                  y: bounds.origin.y + fraction.y * bounds.size.height), to: nil)
    }

    /// Why a touch at window point `point` would not reach `view`: hidden (itself or an
    /// ancestor, or too transparent, or taking no touches), or covered by the view the
    /// hit-test finds there; nil when it reaches it.
    func obstruction(of view: View, at point: Point) -> String? {
        var ancestor: View? = view
        while let current = ancestor {
            if current.isHidden || current.alpha <= 0.01 || !current.isUserInteractionEnabled {
                return current === view ? "is hidden or takes no touches" : "is inside '\(current.id)', which is hidden or takes no touches"
            }
            ancestor = current.superview
        }
        let hit = hierarchy.window.hitTest(point, with: nil)
        guard hit !== view else { return nil }
        return "is covered by '\(hit?.id ?? "nothing")' at (\(Self.short(point.x)), \(Self.short(point.y)))"
    }

    static func short(_ value: Double) -> String { SynthScript.format((value * 10).rounded() / 10) }
}
