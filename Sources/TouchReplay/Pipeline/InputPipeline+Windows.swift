import GestureEngine

extension InputPipeline {
    /// Sends the touches of `source` that begin from now on to window `index` of ``windows``
    /// (a device bound to a window by the scene's `devices` entry); a source never routed goes
    /// to the first window. A touch stays in the window it began in for its whole life, and is
    /// hit-tested there only.
    public func route(source: Int, toWindow index: Int) {
        precondition(windows.indices.contains(index), "InputPipeline.route: no window \(index) among \(windows.count)")
        windowOfSource[source] = index == 0 ? nil : index
    }

    /// The window `source`'s touches go to (``route(source:toWindow:)``): its position in ``windows``.
    public func window(ofSource source: Int) -> Int { windowOfSource[source] ?? 0 }

    /// Renumbers `frame` from `source`'s ids into the window's (the seat's ``SeatTouches/admit(_:from:)``)
    /// and, with several windows, notes the window of each touch that begins: its source's.
    @inline(__always)
    func admit(_ frame: inout TouchFrame, from source: Int) {
        seat.admit(&frame, from: source)
        guard windows.count > 1 else { return }
        let window = window(ofSource: source)
        for sample in frame.samples where sample.phase == .began { windowOfTouch[sample.id] = window }
    }

    /// Sends `frame` (in the window's ids) to several windows: to each window the samples of its
    /// touches (coalesced and predicted ones too), in the windows' order; a hover motion or wheel
    /// turn goes with `source`'s window (the first when there is none). A window with nothing of
    /// the frame is sent nothing.
    func sendToWindows(_ frame: TouchFrame, from source: Int?) {
        let sourceWindow = source.map(window(ofSource:)) ?? 0
        func windowOf(_ id: Int) -> Int { windowOfTouch[id] ?? sourceWindow }
        for index in windows.indices {
            var part = frame
            part.samples = frame.samples.filter { windowOf($0.id) == index }
            part.coalescedSamples = frame.coalescedSamples.filter { windowOf($0.sample.id) == index }
            part.predictedSamples = frame.predictedSamples.filter { windowOf($0.sample.id) == index }
            if index != sourceWindow {
                part.hover = nil
                part.wheel = nil
            }
            guard !part.samples.isEmpty || part.hover != nil || part.wheel != nil else { continue }
            if let session {
                session.send(part, toWindow: index)
            } else {
                untracedFrameCount += 1
                windows[index].send(part)
            }
        }
        for sample in frame.samples where sample.phase.isTerminal { windowOfTouch[sample.id] = nil }
    }
}
