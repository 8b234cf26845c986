import GestureEngine

/// The views a ``TraceRecorder`` watches for `view` lines, and the geometry
/// each had when it was last traced.
///
/// The views are those in the window when the recorder is made (scenes never
/// add views later; ``add(_:)`` watches more). A check looks only at the views
/// whose geometry was set since the last one (the window tells its observer)
/// and at scroll views, sliders and switches (whose zoom scale and drawn value
/// have no setter that tells the window), so it costs nothing when nothing moved. A value held in one property of the
/// recorder: each engine callback costs one exclusivity check, not one per field.
struct ViewWatch {
    /// The watched views: those in the window at the start in tree order (depth
    /// first, painting order), then those added later, in the order they joined.
    private(set) var views: [View]
    /// Each view's geometry when it was last traced; nil for a view added later and not traced yet.
    private var lastGeometry: [ViewGeometry?]
    /// The position of each watched view in ``views``.
    private var viewIndices: [ObjectIdentifier: Int]
    /// ``viewIndices``, cached by identity (exact: ``views`` holds every view it names).
    private var positionCache: IdentityCache<Int>
    /// Positions of scroll views, sliders and switches, always checked.
    private var alwaysChecked: [Int]
    /// Positions of views whose geometry was set since the last check, in the order they were first set.
    private var dirtyIndices: [Int] = []
    /// Whether the view at a position is in ``dirtyIndices``.
    private var isDirty: [Bool]

    /// Watches every view under `windows`, window by window.
    init(windows: [Window]) {
        views = windows.flatMap(ViewWatch.subtree(of:))
        lastGeometry = views.map { ViewGeometry($0) }
        var indices: [ObjectIdentifier: Int] = [:]
        var scrollViews: [Int] = []
        for (index, view) in views.enumerated() {
            indices[ObjectIdentifier(view)] = index
            if ViewWatch.isAlwaysChecked(view) { scrollViews.append(index) }
        }
        viewIndices = indices
        alwaysChecked = scrollViews
        isDirty = Array(repeating: false, count: views.count)
        dirtyIndices.reserveCapacity(views.count)
        positionCache = IdentityCache(expected: views.count)
    }

    private static func subtree(of view: View) -> [View] {
        view.subviews.flatMap { [$0] + subtree(of: $0) }
    }

    /// Whether `view`'s traced state can change without the window hearing of it.
    private static func isAlwaysChecked(_ view: View) -> Bool { view is ScrollView || view is any AnimatedValueControl }

    /// The position of `view` in ``views``; nil for a view not watched.
    /// The cache's hit is inlined into the recorder's hooks (one a touch or gesture entry).
    @inline(__always)
    mutating func position(of view: View) -> Int? {
        let key = ObjectIdentifier(view)
        if let index = positionCache[key] { return index }
        return uncachedPosition(key)
    }

    @inline(never)
    private mutating func uncachedPosition(_ key: ObjectIdentifier) -> Int? {
        guard let index = viewIndices[key] else { return nil }
        positionCache[key] = index
        return index
    }

    /// Notes that `view`'s geometry was set; a view not watched yet (added to the
    /// window after the watch was made) is watched from now on, with its subtree,
    /// and gets a line at the next check.
    mutating func markDirty(_ view: View) {
        guard let index = position(of: view) else {
            // The window itself is never watched (the trace has no line for it).
            if !(view is Window) { adopt(view) }
            return
        }
        markDirty(index)
    }

    /// Watches `view` and the views under it that are not watched yet; each gets a line at the next check.
    private mutating func adopt(_ view: View) {
        for added in [view] + ViewWatch.subtree(of: view) where viewIndices[ObjectIdentifier(added)] == nil {
            let index = views.count
            views.append(added)
            lastGeometry.append(nil)
            isDirty.append(false)
            viewIndices[ObjectIdentifier(added)] = index
            if ViewWatch.isAlwaysChecked(added) { alwaysChecked.append(index) }
            markDirty(index)
        }
    }

    /// Whether ``changes(at:)`` has anything to look at: a view whose geometry
    /// was set since the last check, or a scroll view (always looked at).
    var needsCheck: Bool { !dirtyIndices.isEmpty || !alwaysChecked.isEmpty }

    private mutating func markDirty(_ index: Int) {
        guard !isDirty[index] else { return }
        isDirty[index] = true
        dirtyIndices.append(index)
    }

    /// The `view` records of the views whose frame, content offset, zoom scale,
    /// drawn value (as rounded in traces) or scroll phase changed since the last
    /// check, and of views added since, in the order of ``views``; views set
    /// while the caller writes them wait for the next check.
    mutating func changes(at time: Double) -> [ViewRecord] {
        for index in alwaysChecked { markDirty(index) }
        guard !dirtyIndices.isEmpty else { return [] }
        dirtyIndices.sort()
        var records: [ViewRecord] = []
        for index in dirtyIndices {
            isDirty[index] = false
            let view = views[index]
            let geometry = ViewGeometry(view)
            guard geometry != lastGeometry[index] else { continue }
            var record = ViewRecord(time: time, view: view.id, frame: geometry.frame, contentOffset: geometry.contentOffset,
                                    zoomScale: geometry.zoomScale, value: geometry.value)
            if let phase = geometry.scrollPhase, phase != lastGeometry[index]?.scrollPhase { record.scrollPhase = phase.rawValue }
            lastGeometry[index] = geometry
            records.append(record)
        }
        dirtyIndices.removeAll(keepingCapacity: true)
        return records
    }
}
