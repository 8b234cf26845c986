/// A gesture recognizer's link to its view, unretained.
///
/// The view clears it when it removes the recognizer and when it is
/// deinitialised (`View.removeGestureRecognizer(_:)`, `View.deinit`), so the
/// link never outlives its view, as a view's link to its superview does not.
/// Not `weak`: a weak reference would give every view with a recognizer a side
/// table, which puts each retain and release of that view (hit-testing walks
/// hundreds of them per touch) on the runtime's slow path. Not `unowned`: each
/// read of an `unowned` reference retains the view (and its end releases it),
/// two atomic operations for every gesture line a trace records; read as
/// ``unretained``, the view is lent without either.
struct RecognizerViewLink {
    private var link: Unmanaged<View>?

    /// The view, retained by the caller like any strong reference it reads.
    var view: View? {
        get { link?.takeUnretainedValue() }
        set { link = newValue.map(Unmanaged.passUnretained) }
    }

    /// The view, not retained (nil when the recognizer is attached to none).
    var unretained: Unmanaged<View>? { link }
}
