extension Window {
    /// Applies the bound view's `isMultipleTouchEnabled` and the window's
    /// `isExclusiveTouch` views to a touch that just began; answers whether its
    /// recognizers may still get it.
    ///
    /// - A touch landing on a view that has no multiple touch while another
    ///   touch of the same sequence is down on it never reaches the view (its
    ///   recognizers get it): UIKit's "receives only the first touch event in a
    ///   multi-touch sequence" (`UIView.isMultipleTouchEnabled`).
    /// - A touch landing on another view than one with `isExclusiveTouch` that
    ///   has a touch down, or on a view with `isExclusiveTouch` while another
    ///   view has one, reaches no view and no recognizer ("block the delivery
    ///   of touch events to other views in the same window", `UIView.isExclusiveTouch`;
    ///   that its recognizers do not get it either is our decision, docs/gestures.md).
    ///
    /// Touches blocked this way do not count as down for later touches.
    func withholdFromView(_ touch: Touch, boundTo view: View) -> Bool {
        var sameView = false, exclusive = false
        for other in liveTouches where other !== touch && !other._phase.isTerminal && !other.isExclusionBlocked {
            guard let otherView = other._view else { continue }
            if otherView === view {
                sameView = true
            } else if otherView._isExclusiveTouch || view._isExclusiveTouch {
                exclusive = true
            }
        }
        if exclusive {
            touch.isExclusionBlocked = true
            touch.viewFinished = true
            return false
        }
        if sameView && !view._isMultipleTouchEnabled { touch.viewFinished = true }
        return true
    }
}
