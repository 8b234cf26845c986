import TouchTime

extension Window {
    /// Takes one input frame: runs timers due by its time, moves a hovering
    /// pointer (``hover(_:)``), updates and binds touches, gives each recognizer the frame's touches, then the views.
    ///
    /// Order: recognizers in the order they first received a touch (for one
    /// touch: the hit view's first, in the order added, then each ancestor's),
    /// each called once per phase began, moved, ended, cancelled with only its
    /// own touches; then views, served in the order of their lowest touch id,
    /// one call per phase per view, with only that view's touches. Stationary
    /// touches are not delivered (as in UIKit). In steady state (touches only
    /// moving) a frame allocates nothing.
    ///
    /// A frame older than the clock is handled at the clock's time and counted
    /// in ``lateFrameCount`` (time never goes backwards). Touches and the event take the
    /// frame's time in seconds (``Touch/timestamp``, ``Event/timestamp``, UIKit's `TimeInterval`).
    public func send(_ frame: TouchFrame) {
        let time = Swift.max(frame.time, now)
        if frame.time < now { lateFrameCount += 1 }
        advance(to: time)
        beginProcessing()
        isProcessing = true
        frameNumber &+= 1
        framePhases = 0
        let seconds = time.seconds
        event.timestamp = seconds
        event.takeSamples(of: frame)
        // Before the touches: a button going down ends the hover before its touch begins.
        if let hover = frame.hover { self.hover(hover) }
        for sample in frame.samples { apply(sample, at: seconds) }
        downTouchCounts = nil
        deliverToRecognizers()
        settle()
        if let wheel = frame.wheel { scrollWheel(wheel) }
        isProcessing = false
        endProcessing()
    }

    private func apply(_ sample: TouchSample, at time: Double) {
        var moved = false
        let index = updateLiveTouch(sample, at: time, moved: &moved)
        if sample.phase == .began {
            guard index < 0 else {
                unmatchedSampleCount += 1
                return
            }
            begin(sample, at: time)
            return
        }
        guard index >= 0 else {
            unmatchedSampleCount += 1
            return
        }
        if sample.phase.isTerminal, downTouchCounts != nil {
            liveTouchesView[index]._withUnsafeGuaranteedRef { touch in
                if !touch.isExclusionBlocked && touch._view != nil { downTouchCounts!.remove(touch) }
            }
        }
        switch sample.phase {
        case .moved:
            if moved { framePhases |= DeliveryMask.moved }
        case .ended:
            framePhases |= DeliveryMask.ended
            arena.needsCleanup = true
            liveTouchesView[index]._withUnsafeGuaranteedRef { noteTap($0, at: time) }
        case .cancelled:
            framePhases |= DeliveryMask.cancelled
            arena.needsCleanup = true
        case .began, .stationary:
            break
        }
    }

    /// Finds the sample's touch among the live ones and, for a move or lift, updates it,
    /// without retaining the touches; returns its index (-1: none). `moved` becomes true when
    /// the sample moved the touch. The live touches are in id order, so the search starts at
    /// the first with the sample's id (a binary search: a frame of n touches costs n log n, not n²).
    private func updateLiveTouch(_ sample: TouchSample, at time: Double, moved: inout Bool) -> Int {
        let frame = frameNumber
        let touches = liveTouchesView
        for index in Self.firstIndex(in: touches, after: { $0.id < sample.id })..<touches.count {
            if touches[index]._withUnsafeGuaranteedRef({ $0.id != sample.id }) { break }
            let updated = touches[index]._withUnsafeGuaranteedRef { touch -> Bool in
                guard touch.id == sample.id && !touch._phase.isTerminal else { return false }
                guard sample.phase != .began else { return true }
                // Force, size, angles and buttons follow the samples; the type is the one the touch began with.
                let type = touch._attributes.type
                touch._attributes = sample.attributes
                touch._attributes.type = type
                touch._isResampled = sample.isResampled
                if sample.phase == .moved || sample.phase == .stationary, sample.location == touch._locationInWindow {
                    // Did not move: stationary, as UIKit reports it (nothing is delivered for it),
                    // unless an earlier sample of this frame already began or moved it.
                    if touch.frameStamp != frame {
                        touch._phase = .stationary
                        touch.frameStamp = frame
                    }
                    return true
                }
                touch._previousLocationInWindow = touch._locationInWindow
                touch._locationInWindow = sample.location
                touch._timestamp = time
                touch._phase = sample.phase
                touch.frameStamp = frame
                if sample.phase == .moved {
                    touch.movedPending = true
                    moved = true
                }
                return true
            }
            if updated { return index }
        }
        return -1
    }

    private func begin(_ sample: TouchSample, at time: Double) {
        let touch = Touch(id: sample.id, location: sample.location, timestamp: time, tapCount: 1, window: self)
        touch.frameStamp = frameNumber
        touch.beganFrame = frameNumber
        touch._attributes = sample.attributes
        framePhases |= DeliveryMask.began
        let position = Self.firstIndex(in: liveTouchesView, after: { $0.id <= sample.id })
        changeLiveTouches { touches in touches.insert(touch, at: position) }
        event.refreshTracing()
        let view = hitTest(sample.location, with: event)
        touch.view = view
        touch.viewKey = view.map(ObjectIdentifier.init)
        if let last = lastTap, let lastView = last.view, lastView === view,
           time - last.time <= GestureDefaults.tapMaximumInterval,
           sample.location.distance(to: last.location) <= GestureDefaults.tapMaximumDistanceBetweenTaps {
            touch.tapCount = last.count + 1
        }
        observer?.engine(didBind: touch, to: view, event: event)
        if let view, !withholdFromView(touch, boundTo: view) { return }
        var current = view
        while let v = current {
            for recognizer in v.gestureRecognizers where recognizer.isEnabled {
                guard recognizer.receivesType(of: touch) else { continue }
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
                arena.join(recognizer, touch, in: self)
                // A recognizer already under way keeps new touches from the view, as it cancelled the others.
                if recognizer.state.isActive && recognizer.cancelsTouchesInView { touch.cancelForView = true }
            }
            current = v.superview
        }
    }

    /// The index of the first of `touches` (in id order) that does not come `before` (a test of
    /// the id true for a leading run of them), by binary search: `touches.count` when none.
    static func firstIndex(in touches: UnsafeBufferPointer<Unmanaged<Touch>>, after before: (Touch) -> Bool) -> Int {
        // A few touches (nearly every frame): a walk costs less than halving.
        if touches.count <= 8 {
            var index = 0
            while index < touches.count && touches[index]._withUnsafeGuaranteedRef(before) { index += 1 }
            return index
        }
        var low = 0, high = touches.count
        while low < high {
            let middle = (low + high) / 2
            if touches[middle]._withUnsafeGuaranteedRef(before) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Remembers a touch that ended close to where it began, for the next touch's tap count.
    private func noteTap(_ touch: Touch, at time: Double) {
        guard touch.distanceFromStart <= GestureDefaults.tapAllowableMovement else {
            lastTap = nil
            return
        }
        lastTap = LastTap(view: touch.view, location: touch.locationInWindow, time: time, count: touch.tapCount)
    }

    /// Calls each engaged recognizer's touches methods with its touches of this frame.
    ///
    /// Reads the arena's members without retaining them or their array
    /// (`GestureArena.deliver(_:)`): a change of the members during the loop keeps
    /// the array it replaces, with its recognizers, until the loop ends.
    private func deliverToRecognizers() {
        arena.deliver { recognizer in
            guard recognizer.isListening else { return }
            if framePhases & DeliveryMask.began != 0 { forward(.began, to: recognizer) }
            if framePhases & DeliveryMask.moved != 0 { forward(.moved, to: recognizer) }
            if framePhases & DeliveryMask.ended != 0 { forward(.ended, to: recognizer) }
            if framePhases & DeliveryMask.cancelled != 0 { forward(.cancelled, to: recognizer) }
        }
    }

    /// Calls the recognizer's method for `phase` with those of its touches that changed to `phase` in this frame
    /// (for began: that began in this frame, even if a later sample of the frame moved or lifted them).
    func forward(_ phase: TouchPhase, to recognizer: GestureRecognizer) {
        guard recognizer.isListening else { return }
        let stamp = frameNumber
        let tracked = recognizer.trackedTouches
        let matches = tracked.withUnretainedElements { touches in
            var n = 0
            for index in touches.indices where touches[index]._withUnsafeGuaranteedRef({ Self.entered(phase, $0, stamp) }) { n += 1 }
            return n
        }
        guard matches > 0 else { return }
        if matches == tracked.count {
            call(phase, tracked, on: recognizer)
            return
        }
        for touch in tracked where Self.entered(phase, touch, stamp) {
            recognizerBuffer.append(touch)
        }
        call(phase, recognizerBuffer, on: recognizer)
        recognizerBuffer.removeAll(keepingCapacity: true)
    }

    /// Whether `touch` entered `phase` in the frame numbered `stamp`.
    @inline(__always)
    private static func entered(_ phase: TouchPhase, _ touch: Touch, _ stamp: Int) -> Bool {
        phase == .began ? touch.beganFrame == stamp : touch.frameStamp == stamp && touch._phase == phase
    }

    private func call(_ phase: TouchPhase, _ touches: [Touch], on recognizer: GestureRecognizer) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved, .stationary: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        }
    }

    /// Ends the current step: tells views what they may now see, then sends the
    /// recognizers' actions (until neither leads to more), drops ended touches
    /// from recognizers, resets recognizers that are done, and forgets touches
    /// nobody needs any more.
    func settle() {
        flushViewDeliveries()
        while !pendingActions.isEmpty {
            sendPendingActions()
            flushViewDeliveries()
        }
        guard arena.needsCleanup else { return }
        arena.finishSequences()
        // A reset may release touches a recognizer was holding back.
        flushViewDeliveries()
        pruneTouches()
    }

    /// Sends the queued actions in order, including those queued while sending.
    private func sendPendingActions() {
        var index = 0
        while index < pendingActions.count {
            let pending = pendingActions[index]
            index += 1
            pending.recognizer.sendActions(for: pending.state)
        }
        pendingActions.removeAll(keepingCapacity: true)
    }

    /// Forgets touches that are over and that their view has been told about.
    private func pruneTouches() {
        var anyDone = false
        for touch in liveTouches where touch.phase.isTerminal && (touch.view == nil || touch.viewFinished) { anyDone = true }
        guard anyDone else { return }
        changeLiveTouches { touches in
            touches.removeAll { $0.phase.isTerminal && ($0.view == nil || $0.viewFinished) }
        }
        // The delivery slots may hold the touches just forgotten (and, through them, their
        // views and recognizers): let go of them, keeping the arrays' storage. Not while
        // a flush has moved a slot out (a nested frame); the next prune does it then.
        if flushDepth == 0 {
            for slot in 0..<Self.deliverySlotCount where !deliverySlots[slot].isEmpty { deliverySlots[slot].removeAll(keepingCapacity: true) }
        }
    }

    /// Cancels the touches bound to `view` or its subtree (called when a view is
    /// removed from the window or hidden): their recognizers get touchesCancelled
    /// and the views that saw them touchesCancelled.
    func viewBecameUnreachable(_ view: View) {
        var affected = false
        for touch in liveTouches where !touch.phase.isTerminal {
            if let bound = touch.view, bound.isDescendant(of: view) { affected = true }
        }
        guard affected else { return }
        downTouchCounts = nil
        let outer = isProcessing
        isProcessing = true
        beginProcessing()
        if !outer {
            frameNumber &+= 1
            event.timestamp = now.seconds
        }
        for touch in liveTouches where !touch.phase.isTerminal {
            guard let bound = touch.view, bound.isDescendant(of: view) else { continue }
            touch.phase = .cancelled
            touch.movedPending = false
            touch.frameStamp = frameNumber
        }
        framePhases |= DeliveryMask.cancelled
        arena.needsCleanup = true
        let outerRemoval = isCancellingForRemovedView
        isCancellingForRemovedView = true
        var index = 0
        while index < arena.members.count {
            forward(.cancelled, to: arena.members[index])
            index += 1
        }
        isCancellingForRemovedView = outerRemoval
        if !outer {
            settle()
            isProcessing = false
        }
        endProcessing()
    }
}
