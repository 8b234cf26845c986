extension GestureRecognizer {
    /// The first of the views concerned that refuses to let the recognizer
    /// leave possible (nil when all allow it): its own view, then each other
    /// view its touches were hit-tested to, in touch order, each asked once
    /// through `gestureRecognizerShouldBegin(_:)`.
    ///
    /// UIKit asks the view a touch was hit-tested to as well as the recognizer's
    /// view; that is how a `UIControl` keeps an ancestor's single tap from
    /// taking its own tap ("Attaching gesture recognizers to UIKit controls").
    /// Allocates nothing: a view already asked is found among the earlier touches.
    func viewRefusingBeginning() -> View? {
        let own = view
        if let own, !own.gestureRecognizerShouldBegin(self) { return own }
        for index in trackedTouches.indices {
            guard let hit = trackedTouches[index].view, hit !== own,
                  !trackedTouches[..<index].contains(where: { $0.view === hit }) else { continue }
            if !hit.gestureRecognizerShouldBegin(self) { return hit }
        }
        return nil
    }
}
