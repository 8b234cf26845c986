extension Window {
    /// Adds `observer` to those the window tells what the engine does, after
    /// the ones already there (a trace recorder first, then an app's or a
    /// test's own observer).
    ///
    /// With one observer, it is the window's ``observer``; with several, the
    /// window's observer is an ``EngineObservers`` holding them in order. An
    /// observer already added is not added again.
    public func addObserver(_ observer: any EngineObserver) {
        switch self.observer {
        case nil:
            self.observer = observer
        case let current? where current === observer:
            return
        case let composite as EngineObservers:
            guard !composite.members.contains(where: { $0 === observer }) else { return }
            composite.append(observer)
            // Set again, so the window reads the members' hit-test interest anew.
            self.observer = composite
        case let current?:
            self.observer = EngineObservers([current, observer])
        }
    }

    /// Removes `observer` from those the window tells; nothing when it is not one of them.
    /// The last one left becomes the window's ``observer`` again.
    public func removeObserver(_ observer: any EngineObserver) {
        switch self.observer {
        case let current? where current === observer:
            self.observer = nil
        case let composite as EngineObservers:
            guard composite.remove(observer) else { return }
            self.observer = composite.members.count == 1 ? composite.members[0] : composite
        default:
            return
        }
    }
}
