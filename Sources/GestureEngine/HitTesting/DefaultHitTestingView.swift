/// A view whose hit-testing is `View`'s own and stays so: ``hitTest(_:with:)``
/// and ``point(inside:with:)`` are `final` here, so no subclass can change them.
///
/// Subclass it instead of ``View`` for a view that only customises its touches
/// methods (or anything else but hit-testing): the engine then hit-tests it
/// inline, as it does `View` itself, without two dynamic calls per view visited
/// (a touch on a screen of many siblings visits hundreds). The hit-test
/// customisations (``View/touchAreaInsets``, ``View/passesTouchesThrough``, …)
/// still apply. A subclass that needs its own hit-testing derives from `View`.
open class DefaultHitTestingView: View {
    /// `View`'s hit-test; final.
    public final override func hitTest(_ point: Point, with event: Event?) -> View? {
        performHitTest(point, with: event, observer: event?.hitTestObserver)
    }

    /// `View`'s `point(inside:with:)`; final.
    public final override func point(inside point: Point, with event: Event?) -> Bool {
        performPointInside(point, with: event, observer: event?.hitTestObserver)
    }
}
