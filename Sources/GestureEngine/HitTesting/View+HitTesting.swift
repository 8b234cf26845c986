extension View {
    /// Whether the view can take touches at all: visible, interactive and alpha above 0.01.
    public var isHitTestable: Bool { !_isHidden && _isUserInteractionEnabled && _alpha > 0.01 }

    /// Why ``isHitTestable`` is false, or nil when it is true.
    var untouchableReason: HitTestStep.Reason? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .interactionDisabled }
        if !(alpha > 0.01) { return .transparent(alpha: alpha) }
        return nil
    }
}

extension View {
    /// UIKit's default hit-test with this view's customisations applied, without
    /// reporting a step for this call (calls it makes are reported as usual).
    public func defaultHitTest(_ point: Point, with event: Event?) -> View? {
        resolveHitTest(point, with: event).view
    }

    /// ``resolveHitTest(_:with:)`` without the reason: the path taken when nothing is traced.
    final func untracedHitTest(_ point: Point, with event: Event?) -> View? {
        guard isHitTestable else { return nil }
        guard hasDefaultHitTesting ? untracedPointInside(point, with: event) : self.point(inside: point, with: event) else { return nil }
        if let hit = frontmostSubviewHit(point, with: event) {
            return isHitTestCustomized ? customized(hit) : hit
        }
        return isHitTestCustomized ? customized(self) : self
    }

    /// ``resolvePointInside(_:with:)`` without the reason: `point(inside:with:)` when nothing is traced.
    final func untracedPointInside(_ point: Point, with event: Event?) -> Bool {
        isHitTestCustomized ? resolvePointInside(point, with: event).inside : _bounds.contains(point)
    }

    /// The first non-nil `hitTest` answer of the subviews, frontmost first.
    ///
    /// Visits the subviews without retaining each one (a touch on a screen of
    /// many siblings visits hundreds): the local copy of `_subviews` holds the
    /// array's buffer, and the buffer holds every subview, for the whole walk,
    /// even when a `hitTest` override changes the hierarchy (the change then
    /// copies the array instead of freeing this buffer).
    private func frontmostSubviewHit(_ point: Point, with event: Event?) -> View? {
        let subviews = _subviews
        return subviews.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<View>.self) { links in
                var index = links.endIndex
                while index > 0 {
                    index -= 1
                    // Only reached when hit-tests are not traced: a view whose class keeps
                    // the default methods is hit-tested inline, as its hitTest would.
                    let hit = links[index]._withUnsafeGuaranteedRef { subview -> View? in
                        let local = subview.convertFromSuperview(point)
                        guard subview.hasDefaultHitTesting else { return subview.hitTest(local, with: event) }
                        // The common miss, decided here: a plain view whose bounds do not hold the point.
                        if !subview.isHitTestCustomized && !subview._bounds.contains(local) { return nil }
                        return subview.untracedHitTest(local, with: event)
                    }
                    if let hit { return hit }
                }
                return nil
            }
        }
    }

    /// `result` after ``passesTouchesThrough`` and ``hitTestRedirect``.
    private func customized(_ result: View) -> View? {
        if passesTouchesThrough && result === self { return nil }
        return hitTestRedirect ?? result
    }

    /// The default hit-test and, when a customisation or an untouchable flag
    /// decided the answer, why.
    ///
    /// Order: untouchable flags; `point(inside:with:)`; subviews frontmost first;
    /// self. Then `passesTouchesThrough` turns a self answer into nil, and
    /// `hitTestRedirect` replaces any non-nil answer.
    func resolveHitTest(_ point: Point, with event: Event?) -> (view: View?, reason: HitTestStep.Reason?) {
        guard isHitTestable else { return (nil, untouchableReason) }
        guard self.point(inside: point, with: event) else { return (nil, nil) }
        var result: View = self
        var index = subviews.endIndex
        while index > subviews.startIndex {
            index -= 1
            let subview = subviews[index]
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
                result = hit
                break
            }
        }
        guard isHitTestCustomized else { return (result, nil) }
        if passesTouchesThrough && result === self { return (nil, .passThrough) }
        if let target = hitTestRedirect { return (target, .redirected(from: result.id)) }
        return (result, nil)
    }

    /// The default `point(inside:with:)` and, when a customisation decided the answer, why.
    ///
    /// Order: `ignoresTouches` (always false); the touch area (bounds inset by
    /// `touchAreaInsets`); else, with `extendsHitAreaToSubviews`, the first touchable
    /// subview (frontmost first) whose `point(inside:with:)` is true; then, when
    /// inside and `passesTouchesThroughTransparency` is on, the composited drawn alpha
    /// must be above `transparencyThreshold`.
    func resolvePointInside(_ point: Point, with event: Event?) -> (inside: Bool, reason: HitTestStep.Reason?) {
        guard isHitTestCustomized else { return (bounds.contains(point), nil) }
        if ignoresTouches { return (false, .ignoresTouches) }
        var inside: Bool
        var reason: HitTestStep.Reason? = nil
        if touchAreaInsets == .zero {
            inside = bounds.contains(point)
        } else {
            inside = bounds.inset(by: touchAreaInsets).contains(point)
            reason = .touchArea(touchAreaInsets)
        }
        if !inside && extendsHitAreaToSubviews, let subview = subviewContaining(point, with: event) {
            inside = true
            reason = .insideSubview(subview.id)
        }
        if inside && passesTouchesThroughTransparency {
            let alpha = renderedAlpha(at: point)
            inside = alpha > transparencyThreshold
            reason = .drawnAlpha(alpha, threshold: transparencyThreshold)
        }
        return (inside, reason)
    }

    /// The frontmost touchable subview whose `point(inside:with:)` accepts `point` (in this view's coordinates).
    private func subviewContaining(_ point: Point, with event: Event?) -> View? {
        for subview in subviews.reversed() where subview.isHitTestable {
            if subview.point(inside: subview.convertFromSuperview(point), with: event) { return subview }
        }
        return nil
    }
}
