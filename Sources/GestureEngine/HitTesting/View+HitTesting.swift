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

    /// Whether views of `type` keep `View`'s own ``hitTest(_:with:)`` and
    /// ``point(inside:with:)``: the engine's classes that declare it of themselves
    /// (`defaultHitTestingClass`: `View`, `ScrollView`, `Control`, `Window`), and
    /// ``DefaultHitTestingView`` and its subclasses, which cannot override them.
    /// No other subclass can be taken for one. Read once per view, at init.
    static func keepsDefaultHitTesting(_ type: View.Type) -> Bool {
        type.defaultHitTestingClass == type || type is DefaultHitTestingView.Type
    }
}

// The one hit-test. `hitTest(_:with:)` and `point(inside:with:)` of every view
// run it, traced or not: tracing is only the `observer` it is given (the event's
// ``Event/hitTestObserver``), so the traced and untraced answers cannot differ.
// A subview whose class keeps the defaults (``View/hasDefaultHitTesting``) is
// hit-tested inline, as its own `hitTest` would (a touch on a screen of many
// siblings visits hundreds of views); any other subview is asked through its
// `hitTest`, which a subclass may override.
extension View {
    /// UIKit's default hit-test with this view's customisations applied, without
    /// reporting a step for this call (calls it makes are reported as usual).
    public func defaultHitTest(_ point: Point, with event: Event?) -> View? {
        resolveHitTest(point, with: event, observer: event?.hitTestObserver).view
    }

    /// `hitTest(_:with:)` of a class that keeps the default: resolves, then
    /// reports one step to `observer` when it is set.
    final func performHitTest(_ point: Point, with event: Event?, observer: (any EngineObserver)?) -> View? {
        let (result, reason) = resolveHitTest(point, with: event, observer: observer)
        observer?.engine(didHitTest: HitTestStep(view: self, call: .hitTest, result: .view(result), reason: reason))
        return result
    }

    /// `point(inside:with:)` of a class that keeps the default: resolves, then
    /// reports one step to `observer` when it is set.
    final func performPointInside(_ point: Point, with event: Event?, observer: (any EngineObserver)?) -> Bool {
        guard isHitTestCustomized || observer != nil else { return _bounds.contains(point) }
        let (inside, reason) = resolvePointInside(point, with: event)
        observer?.engine(didHitTest: HitTestStep(view: self, call: .pointInside, result: .inside(inside), reason: reason))
        return inside
    }

    /// The default hit-test and, when a customisation or an untouchable flag
    /// decided the answer, why.
    ///
    /// Order: untouchable flags; `point(inside:with:)`; subviews frontmost first;
    /// self. Then `passesTouchesThrough` turns a self answer into nil, and
    /// `hitTestRedirect` replaces any non-nil answer.
    final func resolveHitTest(_ point: Point, with event: Event?, observer: (any EngineObserver)?) -> (view: View?, reason: HitTestStep.Reason?) {
        guard isHitTestable else { return (nil, untouchableReason) }
        let inside = hasDefaultHitTesting
            ? performPointInside(point, with: event, observer: observer)
            : self.point(inside: point, with: event)
        guard inside else { return (nil, nil) }
        let result = frontmostSubviewHit(point, with: event, observer: observer) ?? self
        guard isHitTestCustomized else { return (result, nil) }
        if passesTouchesThrough && result === self { return (nil, .passThrough) }
        if let target = hitTestRedirect { return (target, .redirected(from: result.id)) }
        return (result, nil)
    }

    /// The first non-nil hit-test answer of the subviews, frontmost first.
    ///
    /// Visits the subviews without retaining each one: the local copy of
    /// `_subviews` holds the array's buffer, and the buffer holds every subview,
    /// for the whole walk, even when a `hitTest` override changes the hierarchy
    /// (the change then copies the array instead of freeing this buffer).
    private func frontmostSubviewHit(_ point: Point, with event: Event?, observer: (any EngineObserver)?) -> View? {
        let subviews = _subviews
        if observer == nil && subviews.count >= SubviewHitIndex.minimumSubviewCount, let index = currentSubviewHitIndex() {
            // Only the subviews whose frame may hold the point; every other one would answer nil.
            let hit = subviews.withUnretainedElements { links in
                index.firstHit(at: point) { links[$0]._withUnsafeGuaranteedRef { Self.hit($0, point, event, observer) } }
            }
            assert(hit === walkSubviews(subviews, point, with: event, observer: observer),
                   "the subview index of \(id) disagrees with the walk over every subview")
            return hit
        }
        return walkSubviews(subviews, point, with: event, observer: observer)
    }

    /// ``subviewHitIndex``, rebuilt first when stale (nil when the subviews cannot be indexed).
    private func currentSubviewHitIndex() -> SubviewHitIndex? {
        if subviewHitIndexIsStale {
            // Swapped in, so the old index is released after the access to the property ends.
            var index = SubviewHitIndex(_subviews)
            swap(&index, &subviewHitIndex)
            subviewHitIndexIsStale = false
        }
        return subviewHitIndex
    }

    /// Asks every subview, frontmost first.
    private func walkSubviews(_ subviews: [View], _ point: Point, with event: Event?, observer: (any EngineObserver)?) -> View? {
        subviews.withUnretainedElements { links in
            var index = links.endIndex
            while index > 0 {
                index -= 1
                if let hit = links[index]._withUnsafeGuaranteedRef({ Self.hit($0, point, event, observer) }) { return hit }
            }
            return nil
        }
    }

    /// What `subview.hitTest` answers for `point` in its superview's coordinates.
    @inline(__always)
    private static func hit(_ subview: View, _ point: Point, _ event: Event?, _ observer: (any EngineObserver)?) -> View? {
        let local = subview.convertFromSuperview(point)
        guard subview.hasDefaultHitTesting else { return subview.hitTest(local, with: event) }
        // The common miss, decided here when nothing is traced: a plain
        // view whose bounds do not hold the point answers nil.
        if observer == nil && !subview.isHitTestCustomized && !subview._bounds.contains(local) { return nil }
        return subview.performHitTest(local, with: event, observer: observer)
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
