extension Window {
    /// Tells views what their touches did, as far as their recognizers allow.
    ///
    /// Per touch: began goes out unless a recognizer with `delaysTouchesBegan`
    /// is still undecided; moves after began; ended unless a recognizer with
    /// `delaysTouchesEnded` is still undecided; touchesCancelled instead when
    /// the system cancelled the touch or a recognizer with
    /// `cancelsTouchesInView` recognized (a touch whose began was still held
    /// back is then dropped silently). Views are served in the order of their
    /// lowest touch id; per view the phases go began, moved, ended, cancelled.
    func flushViewDeliveries() {
        // The live touches as unretained references: valid for the whole flush, because
        // a change of the touches during it (from a view's touches method) keeps the
        // array it replaces alive until the outermost flush ends (`changeLiveTouches`).
        assert(liveTouches.isViewed(by: liveTouchesView), "the window's live touches view is stale")
        let touches = liveTouchesView
        guard markPendingDeliveries(touches) else { return }
        flushes.begin()
        // Many touches: each view's are linked, so that serving a view walks its own touches only
        // (a walk over every later touch for each view grew with the square of the touches).
        let links = touches.count > Self.unlinkedTouchCount ? sameViewLinks(touches) : nil
        var slot = 0
        for start in touches.indices {
            guard let key = touches[start]._withUnsafeGuaranteedRef({ $0.pendingMask != 0 ? $0.viewKey : nil }) else { continue }
            var phases: UInt8 = 0
            var index = start
            while index < touches.count {
                touches[index]._withUnsafeGuaranteedRef { touch in
                    if touch.viewKey == key { phases |= touch.pendingMask }
                }
                index = links?[index] ?? index + 1
            }
            // Unretained: the touch holds its view (bound once, at began) and the flush holds the touch.
            guard let view = touches[start]._withUnsafeGuaranteedRef({ $0._view.map(Unmanaged.passUnretained) }) else { continue }
            view._withUnsafeGuaranteedRef { view in
                let group = TouchGroup(key: key, start: start, links: links)
                if phases & DeliveryMask.began != 0 { deliverGroup(DeliveryMask.began, .began, to: view, group, touches, &slot) }
                if phases & DeliveryMask.moved != 0 { deliverGroup(DeliveryMask.moved, .moved, to: view, group, touches, &slot) }
                if phases & DeliveryMask.ended != 0 { deliverGroup(DeliveryMask.ended, .ended, to: view, group, touches, &slot) }
                if phases & DeliveryMask.cancelled != 0 {
                    deliverGroup(DeliveryMask.cancelled, .cancelled, to: view, group, touches, &slot)
                }
            }
        }
        if flushes.end() { _ = flushes.release() }
        flushes.assertConsistent()
    }

    /// Up to this many live touches, serving a view walks every later touch (no links to build).
    static let unlinkedTouchCount = 16

    /// The touches of one view in a flush: its key, its first touch's index, and the links
    /// from each touch to the next of the same view (nil: walk every later touch).
    struct TouchGroup {
        let key: ObjectIdentifier
        let start: Int
        let links: [Int]?

        /// The indices of the group's touches (and, without links, of every later touch), in order.
        @inline(__always)
        func forEach(in count: Int, _ body: (Int) -> Void) {
            var index = start
            while index < count {
                body(index)
                index = links?[index] ?? index + 1
            }
        }
    }

    /// For each touch, the index of the next touch bound to the same view (`touches.count` after the last).
    private func sameViewLinks(_ touches: UnsafeBufferPointer<Unmanaged<Touch>>) -> [Int] {
        var links = [Int](repeating: touches.count, count: touches.count)
        var next: [ObjectIdentifier: Int] = [:]
        next.reserveCapacity(touches.count)
        for index in touches.indices.reversed() {
            guard let key = touches[index]._withUnsafeGuaranteedRef({ $0.viewKey }) else { continue }
            if let following = next.updateValue(index, forKey: key) { links[index] = following }
        }
        return links
    }

    /// Sets each touch's ``Touch/pendingMask``; whether any is non-zero.
    private func markPendingDeliveries(_ touches: UnsafeBufferPointer<Unmanaged<Touch>>) -> Bool {
        var any = false
        for index in touches.indices {
            touches[index]._withUnsafeGuaranteedRef { touch in
                if touch.viewBegan && !touch.viewFinished && !touch.cancelForView && !touch._phase.isTerminal {
                    // The steady state, inline: a touch its view knows about, still down.
                    touch.pendingMask = touch.movedPending ? DeliveryMask.moved : 0
                    touch.movedPending = false
                } else {
                    touch.pendingMask = pendingDeliveries(for: touch)
                }
                if touch.pendingMask != 0 { any = true }
            }
        }
        return any
    }

    /// The phases `touch`'s view should hear about now; marks touches that will never reach their view.
    private func pendingDeliveries(for touch: Touch) -> UInt8 {
        guard touch.viewKey != nil, !touch.viewFinished else { return 0 }
        var mask: UInt8 = 0
        var began = touch.viewBegan
        if !began {
            if touch.phase == .cancelled || touch.cancelForView {
                touch.viewFinished = true
                return 0
            }
            if isBeganWithheld(touch) { return 0 }
            mask |= DeliveryMask.began
            began = true
        } else if touch.movedPending && !touch.cancelForView {
            mask |= DeliveryMask.moved
        }
        touch.movedPending = false
        if touch.phase == .cancelled || touch.cancelForView {
            mask |= DeliveryMask.cancelled
        } else if touch.phase == .ended && !isEndedWithheld(touch) {
            mask |= DeliveryMask.ended
        }
        return mask
    }

    /// Whether an undecided recognizer with `delaysTouchesBegan` holds back the touch's began.
    func isBeganWithheld(_ touch: Touch) -> Bool {
        for recognizer in touch.gestureRecognizers where recognizer.delaysTouchesBegan && recognizer.isUndecided { return true }
        return false
    }

    /// Whether a recognizer with `delaysTouchesEnded` holds back the touch's ended:
    /// one still undecided, or a continuous one whose action for the state it
    /// reached in this event (its end, on the last lift) is not sent yet, so
    /// that action comes before the view's touchesEnded as in UIKit (docs/gestures.md).
    func isEndedWithheld(_ touch: Touch) -> Bool {
        for recognizer in touch.gestureRecognizers where recognizer.delaysTouchesEnded {
            if recognizer.isUndecided || (!pendingActions.isEmpty && hasPendingContinuousAction(recognizer)) { return true }
        }
        return false
    }

    /// Whether a continuous `recognizer` has an action queued in this event.
    private func hasPendingContinuousAction(_ recognizer: GestureRecognizer) -> Bool {
        guard !recognizer.isDiscrete else { return false }
        for pending in pendingActions where pending.recognizer === recognizer { return true }
        return false
    }

    /// Delivers one phase to `view` with its touches (`members`) that carry `bit`, and clears that bit.
    ///
    /// The outermost flush hands out the array that ``deliverySlots`` kept at this
    /// delivery's position from the previous flush when it holds the same touches in
    /// the same order (the steady state: the same fingers moving on the same view frame
    /// after frame), so delivering retains nothing; else that array is refilled. It is
    /// an ordinary array that keeps its touches, so a view may keep it (the next refill
    /// then copies). A nested flush (from a touches method) builds its own arrays.
    private func deliverGroup(_ bit: UInt8, _ phase: TouchPhase, to view: View, _ members: TouchGroup,
                              _ touches: UnsafeBufferPointer<Unmanaged<Touch>>, _ slot: inout Int) {
        let key = members.key
        var count = 0
        members.forEach(in: touches.count) { index in
            if touches[index]._withUnsafeGuaranteedRef({ $0.pendingMask & bit != 0 && $0.viewKey == key }) { count += 1 }
        }
        guard count > 0 else { return }
        let cached = flushDepth == 1 && slot < Self.deliverySlotCount
        // Moved out of its slot for the call (and back after), so handing it out retains nothing.
        var group: [Touch] = cached ? (deliverySlots + slot).move() : []
        if cached { slot += 1 }
        // Whether the slot's previous group holds exactly these touches, in order.
        let same = count == group.count && group.withUnretainedElements { previous in
            var n = 0
            var matches = true
            members.forEach(in: touches.count) { index in
                guard matches, touches[index]._withUnsafeGuaranteedRef({ $0.pendingMask & bit != 0 && $0.viewKey == key }) else { return }
                if previous[n].toOpaque() != touches[index].toOpaque() { matches = false }
                n += 1
            }
            return matches
        }
        if !same { group.removeAll(keepingCapacity: true) }
        members.forEach(in: touches.count) { index in
            let selected = touches[index]._withUnsafeGuaranteedRef { touch in
                guard touch.pendingMask & bit != 0 && touch.viewKey == key else { return false }
                touch.pendingMask &= ~bit
                switch phase {
                case .began: touch.viewBegan = true
                case .ended, .cancelled: touch.viewFinished = true
                case .moved, .stationary: break
                }
                return true
            }
            if selected && !same { group.append(touches[index].takeUnretainedValue()) }
        }
        deliver(phase, group, to: view)
        if cached { (deliverySlots + slot - 1).initialize(to: group) }
    }

    /// Calls the touches method for `phase` on `view`, after telling the observer.
    func deliver(_ phase: TouchPhase, _ touches: [Touch], to view: View) {
        withObserver { $0.engine(didDeliver: phase, touches: touches, to: view, event: event) }
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved, .stationary: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        }
    }

    /// Marks the touches `recognizer` received so their views get touchesCancelled
    /// (or nothing, when their began was still held back).
    func cancelTouchesInView(for recognizer: GestureRecognizer) {
        for touch in liveTouches where !touch.viewFinished {
            for candidate in touch.gestureRecognizers where candidate === recognizer {
                touch.cancelForView = true
            }
        }
    }
}
