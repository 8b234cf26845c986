extension Scene {
    /// The window's id, which no scene view may take.
    public static let windowID = "window"

    /// Checks what decoding one value at a time cannot: unique ids, references
    /// to views and recognizers that exist, zoom views inside their scroll
    /// view, and no cycle of `requireToFail`.
    ///
    /// - Throws: ``SceneError`` at the first problem, in file order.
    public func validate() throws(SceneError) {
        var views: [String: SceneLocation] = [Scene.windowID: SceneLocation(line: 0, column: 0, path: "")]
        var gestures: [String: SceneLocation] = [:]
        var builtIn: [String: String] = [:]
        // Walked once: each walk of `allViews` copies every view's description.
        let everyView = allViews
        for view in everyView where view.scroll != nil {
            for suffix in [".pan", ".pinch", ".delay"] { builtIn[view.id + suffix] = view.id }
        }
        for view in everyView {
            if let first = views[view.id] {
                throw error(at: view.location, ".id", first.line == 0
                    ? "the id \"\(view.id)\" is the window's; choose another"
                    : "duplicate view id \"\(view.id)\" (first at line \(first.line))")
            }
            views[view.id] = view.location
            for gesture in view.gestures {
                if let scrollView = builtIn[gesture.id] {
                    throw error(at: gesture.location, ".id", "the id \"\(gesture.id)\" is scroll view \"\(scrollView)\"'s own recognizer; choose another")
                }
                if let first = gestures[gesture.id] {
                    throw error(at: gesture.location, ".id", "duplicate recognizer id \"\(gesture.id)\" (first at line \(first.line))")
                }
                gestures[gesture.id] = gesture.location
            }
        }
        for view in everyView {
            if let redirect = view.redirect {
                guard views[redirect.id] != nil else { throw error(at: redirect.location, "", "no view \"\(redirect.id)\"") }
                guard redirect.id != view.id else { throw error(at: redirect.location, "", "a view cannot redirect to itself") }
            }
            if let zoom = view.scroll?.zoomView {
                guard views[zoom.id] != nil else { throw error(at: zoom.location, "", "no view \"\(zoom.id)\"") }
                guard view.subviews.contains(where: { $0.contains(zoom.id) }) else {
                    throw error(at: zoom.location, "", "the zoom view \"\(zoom.id)\" must be inside scroll view \"\(view.id)\"")
                }
            }
            for gesture in view.gestures {
                for reference in gesture.requireToFail + gesture.simultaneousWith {
                    guard gestures[reference.id] != nil else { throw error(at: reference.location, "", "no recognizer \"\(reference.id)\"") }
                    guard reference.id != gesture.id else { throw error(at: reference.location, "", "a recognizer cannot refer to itself") }
                }
            }
        }
        try checkFailureCycles(everyView.flatMap(\.gestures))
    }

    private func checkFailureCycles(_ all: [GestureDescription]) throws(SceneError) {
        let requirements = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0.requireToFail) })
        var finished: Set<String> = []
        for gesture in all where !finished.contains(gesture.id) {
            var stack: [(id: String, next: Int)] = [(gesture.id, 0)]
            var onStack: [String] = [gesture.id]
            while let top = stack.last {
                let edges = requirements[top.id] ?? []
                if top.next == edges.count {
                    finished.insert(top.id)
                    stack.removeLast()
                    onStack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let reference = edges[top.next]
                if let start = onStack.firstIndex(of: reference.id) {
                    let cycle = (onStack[start...] + [reference.id]).joined(separator: " → ")
                    throw error(at: reference.location, "", "requireToFail makes a cycle that can never resolve: \(cycle)")
                }
                if !finished.contains(reference.id) {
                    stack.append((reference.id, 0))
                    onStack.append(reference.id)
                }
            }
        }
    }

    private func error(at location: SceneLocation, _ suffix: String, _ message: String) -> SceneError {
        SceneError(file: file, line: location.line, column: location.column, path: location.path + suffix, message: message)
    }
}

extension ViewDescription {
    /// Whether this view or one of its descendants has `id`.
    func contains(_ id: String) -> Bool {
        self.id == id || subviews.contains { $0.contains(id) }
    }
}
