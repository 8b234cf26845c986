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
    ///
    /// With more than ``DownTouchCounts/walkedTouchCount`` live touches, the other touches are
    /// counted once in the frame (``DownTouchCounts``) instead of walked for each touch that
    /// begins: a frame beginning n touches cost n² (issue 35).
    func withholdFromView(_ touch: Touch, boundTo view: View) -> Bool {
        var sameView = false, exclusive = false
        if liveTouches.count > DownTouchCounts.walkedTouchCount {
            if downTouchCounts == nil { downTouchCounts = DownTouchCounts(liveTouches, except: touch) }
            (sameView, exclusive) = downTouchCounts!.others(of: view)
        } else {
            for other in liveTouches where other !== touch && DownTouchCounts.counts(other) {
                if other._view === view {
                    sameView = true
                } else if other._view!._isExclusiveTouch || view._isExclusiveTouch {
                    exclusive = true
                }
            }
        }
        defer { if downTouchCounts != nil, DownTouchCounts.counts(touch) { downTouchCounts!.add(touch) } }
        if exclusive {
            touch.isExclusionBlocked = true
            touch.viewFinished = true
            return false
        }
        if sameView && !view._isMultipleTouchEnabled { touch.viewFinished = true }
        return true
    }
}
