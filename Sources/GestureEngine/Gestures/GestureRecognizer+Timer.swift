extension GestureRecognizer {
    /// Runs `action` `delay` seconds from now on the window's virtual clock
    /// (a long press's duration, a tap's interval), for recognizers written
    /// inside or outside the engine.
    ///
    /// Guarantees: the action runs when the clock passes the due time, during
    /// the frame or ``Window/advance(to:)`` that passes it, before that frame's
    /// touches are delivered; it sees ``Window/now`` equal to its due time;
    /// timers due together run in the order scheduled. Whatever the action
    /// changes (a state, so deliveries held back and resets) is settled right
    /// after it, as after a touch event. The timer holds the window weakly:
    /// with the window gone it does nothing.
    ///
    /// Returns nil, scheduling nothing, when the recognizer has no sequence
    /// under way (it is engaged from its first touch until it is reset).
    @discardableResult
    public final func scheduleTimer(after delay: Double, _ action: @escaping () -> Void) -> ScheduledTask? {
        window?.scheduleGestureTimer(after: delay, action)
    }

    /// Cancels a timer from ``scheduleTimer(after:_:)`` that has not run; does nothing otherwise.
    public final func cancelTimer(_ task: ScheduledTask) {
        (window ?? view?.window)?.scheduler.cancel(task)
    }
}
