extension Scene {
    /// The window's id, which no scene view may take.
    public static let windowID = "window"

    /// Checks what decoding one value at a time cannot: unique ids, references
    /// to views and recognizers that exist (a scroll view's own pan and pinch
    /// by their ids `ID.pan`, `ID.pinch`, not its content-delay recognizer),
    /// zoom views inside their scroll view, and no cycle of `requireToFail`;
    /// unique window ids, references within one window, and each `devices` entry's
    /// `window` naming a window of the scene, no device claimed by two windows.
    ///
    /// - Throws: ``SceneError`` at the first problem, in file order.
    public func validate() throws(SceneError) {
        try validateWindows()
        // The closures below use the file name only: capturing `self` copied the scene at every view.
        let file = self.file
        func error(at location: SceneLocation, _ suffix: String, _ message: String) -> SceneError {
            Scene.error(in: file, at: location, suffix, message)
        }
        let windows = self.windows
        var viewCount = 0
        var gestureCount = 0
        var builtIn: [String: String] = [:]
        Scene.forEachView(in: windows) { view, _ in
            viewCount += 1
            gestureCount += view.gestures.count
            if view.scroll != nil {
                for suffix in [".pan", ".pinch", ".delay"] { builtIn[view.id + suffix] = view.id }
            }
        }
        var views: [String: SceneLocation] = [:]
        views.reserveCapacity(viewCount + windows.count)
        for window in windows { views[window.id] = SceneLocation(line: 0, column: 0, path: "") }
        // With several windows, the window of each view and recognizer: references stay within one.
        var placement = WindowPlacement(windows: windows)
        var gestures: [String: SceneLocation] = [:]
        gestures.reserveCapacity(gestureCount)
        // The recognizers that require others to fail, in scene order (only they can start a cycle).
        var requiring: [(id: String, requirements: [SceneReference])] = []
        // The scroll views' pans and pinches, which relations may name, with their relations.
        var scrollRecognizers: [(id: String, relations: RecognizerRelations)] = []
        try Scene.forEachView(in: windows) { (view, window) throws(SceneError) in
            placement.note(view: view, in: window)
            if let scroll = view.scroll {
                scrollRecognizers.append((view.id + ".pan", scroll.panRelations))
                scrollRecognizers.append((view.id + ".pinch", scroll.pinchRelations))
            }
            if let first = views.updateValue(view.location, forKey: view.id) {
                throw error(at: view.location, ".id", first.line == 0
                    ? "the id \"\(view.id)\" is \(windows.count > 1 ? "a" : "the") window's; choose another"
                    : "duplicate view id \"\(view.id)\" (first at line \(first.line))")
            }
            if let refresh = view.scroll?.refresh, let first = views.updateValue(refresh.location, forKey: refresh.id) {
                throw error(at: refresh.location, ".id", first.line == 0
                    ? "the id \"\(refresh.id)\" is \(windows.count > 1 ? "a" : "the") window's; choose another"
                    : "duplicate view id \"\(refresh.id)\" (first at line \(first.line))")
            }
            for gesture in view.gestures {
                if !builtIn.isEmpty, let scrollView = builtIn[gesture.id] {
                    throw error(at: gesture.location, ".id", "the id \"\(gesture.id)\" is scroll view \"\(scrollView)\"'s own recognizer; choose another")
                }
                if let first = gestures.updateValue(gesture.location, forKey: gesture.id) {
                    throw error(at: gesture.location, ".id", "duplicate recognizer id \"\(gesture.id)\" (first at line \(first.line))")
                }
                if !gesture.requireToFail.isEmpty { requiring.append((gesture.id, gesture.requireToFail)) }
            }
        }
        for recognizer in scrollRecognizers {
            gestures[recognizer.id] = gestures[recognizer.id] ?? SceneLocation(line: 0, column: 0, path: "")
            if !recognizer.relations.requireToFail.isEmpty { requiring.append((recognizer.id, recognizer.relations.requireToFail)) }
        }
        func check(_ references: [SceneReference], of id: String) throws(SceneError) {
            for reference in references {
                guard gestures[reference.id] != nil else {
                    if let scrollView = builtIn[reference.id] {
                        throw error(at: reference.location, "", "\"\(reference.id)\" is scroll view \"\(scrollView)\"'s content-delay recognizer; relations may name its pan and pinch only")
                    }
                    throw error(at: reference.location, "", "no recognizer \"\(reference.id)\"")
                }
                guard reference.id != id else { throw error(at: reference.location, "", "a recognizer cannot refer to itself") }
                if let elsewhere = placement.otherWindow(ofRecognizer: reference.id, than: id) {
                    throw error(at: reference.location, "", "recognizer \"\(reference.id)\" is in window \"\(elsewhere)\"; a recognizer's relations stay in its window")
                }
            }
        }
        for recognizer in scrollRecognizers {
            try check(recognizer.relations.requireToFail, of: recognizer.id)
            try check(recognizer.relations.simultaneousWith, of: recognizer.id)
        }
        try Scene.forEachView(in: windows) { (view, _) throws(SceneError) in
            if let redirect = view.redirect {
                guard views[redirect.id] != nil else { throw error(at: redirect.location, "", "no view \"\(redirect.id)\"") }
                guard redirect.id != view.id else { throw error(at: redirect.location, "", "a view cannot redirect to itself") }
                if let elsewhere = placement.otherWindow(ofView: redirect.id, than: view.id) {
                    throw error(at: redirect.location, "", "view \"\(redirect.id)\" is in window \"\(elsewhere)\"; a touch never leaves its window")
                }
            }
            if let zoom = view.scroll?.zoomView {
                guard views[zoom.id] != nil else { throw error(at: zoom.location, "", "no view \"\(zoom.id)\"") }
                guard view.subviews.contains(where: { $0.contains(zoom.id) }) else {
                    throw error(at: zoom.location, "", "the zoom view \"\(zoom.id)\" must be inside scroll view \"\(view.id)\"")
                }
            }
            for gesture in view.gestures {
                try check(gesture.requireToFail, of: gesture.id)
                try check(gesture.simultaneousWith, of: gesture.id)
            }
        }
        try checkFailureCycles(requiring)
    }

    /// Visits every view of every window, window by window, depth first in painting order (as ``allViews``
    /// lists them), with its window's position. Static, so that the closures of ``validate()`` do not capture
    /// the scene: they copied it at every view.
    static func forEachView<Failure: Error>(in windows: [WindowDescription], _ body: (ViewDescription, Int) throws(Failure) -> Void) throws(Failure) {
        for window in windows.indices {
            func visit(_ view: ViewDescription) throws(Failure) {
                try body(view, window)
                for index in view.subviews.indices { try visit(view.subviews[index]) }
            }
            try visit(windows[window].root)
        }
    }

    /// Throws at the first `requireToFail` cycle, searching depth first from each recognizer in `requiring` in order.
    ///
    /// Linear in recognizers and relations: each recognizer is finished once, and whether one is
    /// on the current path is a dictionary lookup.
    private func checkFailureCycles(_ requiring: [(id: String, requirements: [SceneReference])]) throws(SceneError) {
        guard !requiring.isEmpty else { return }
        let requirements = Dictionary(requiring, uniquingKeysWith: { first, _ in first })
        var finished: Set<String> = []
        for gesture in requiring where !finished.contains(gesture.id) {
            var stack: [(id: String, next: Int)] = [(gesture.id, 0)]
            var onStack: [String] = [gesture.id]
            var depthOf: [String: Int] = [gesture.id: 0]
            while let top = stack.last {
                let edges = requirements[top.id] ?? []
                if top.next == edges.count {
                    finished.insert(top.id)
                    stack.removeLast()
                    depthOf[onStack.removeLast()] = nil
                    continue
                }
                stack[stack.count - 1].next += 1
                let reference = edges[top.next]
                if let start = depthOf[reference.id] {
                    throw error(at: reference.location, "", "requireToFail makes a cycle that can never resolve: \(Self.describeCycle(onStack[start...]))")
                }
                if !finished.contains(reference.id) {
                    stack.append((reference.id, 0))
                    depthOf[reference.id] = onStack.count
                    onStack.append(reference.id)
                }
            }
        }
    }

    /// The most recognizers a cycle's message lists before it shortens to the first few, the last and a count.
    static let cycleIDsShown = 6

    /// `a → b → a`, or for a long cycle `a → b → c → … → z → a (1000 recognizers)`: one short line whatever its length.
    static func describeCycle(_ ids: ArraySlice<String>) -> String {
        guard let first = ids.first, let last = ids.last else { return "" }
        if ids.count <= cycleIDsShown { return (ids + [first]).joined(separator: " → ") }
        let head = ids.prefix(cycleIDsShown - 3).joined(separator: " → ")
        return "\(head) → … → \(last) → \(first) (\(ids.count) recognizers)"
    }

    private func error(at location: SceneLocation, _ suffix: String, _ message: String) -> SceneError {
        Scene.error(in: file, at: location, suffix, message)
    }

    static func error(in file: String, at location: SceneLocation, _ suffix: String, _ message: String) -> SceneError {
        SceneError(file: file, line: location.line, column: location.column, path: location.path + suffix, message: message)
    }
}

extension ViewDescription {
    /// Whether this view or one of its descendants has `id`.
    func contains(_ id: String) -> Bool {
        self.id == id || subviews.contains { $0.contains(id) }
    }
}
