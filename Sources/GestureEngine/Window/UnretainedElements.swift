extension Array where Element: AnyObject {
    /// Calls `body` with the array's elements as unretained references, for hot
    /// loops that only read them.
    ///
    /// Reading an element, even into an `unowned(unsafe)` constant, retains and
    /// releases it; reading through `Unmanaged._withUnsafeGuaranteedRef` does
    /// not. Sound while the buffer is alive, which `body`'s borrow of the array
    /// guarantees (call it on a local copy when `body` may change the property
    /// the array came from).
    @inlinable @inline(__always)
    func withUnretainedElements<Result>(_ body: (UnsafeBufferPointer<Unmanaged<Element>>) -> Result) -> Result {
        withUnsafeBufferPointer { buffer in buffer.withMemoryRebound(to: Unmanaged<Element>.self, body) }
    }
}

// Safe API over the same idea, for code outside the engine's delivery core
// (recognizers, the trace recorder): each element is lent to `body` for the
// call, and the array (borrowed for the whole loop) keeps it alive.
extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, without retaining it (a loop that
    /// reads `array[index]` retains and releases each element around any call it makes).
    @inlinable @inline(__always)
    public func forEachUnretained(_ body: (Element) -> Void) {
        withUnretainedElements { links in
            for link in links { link._withUnsafeGuaranteedRef(body) }
        }
    }

    /// The number of elements for which `predicate` is true, read without retaining them.
    @inline(__always)
    func countUnretained(where predicate: (Element) -> Bool) -> Int {
        withUnretainedElements { links in
            var n = 0
            for link in links where link._withUnsafeGuaranteedRef(predicate) { n += 1 }
            return n
        }
    }
}

extension Array where Element: AnyObject {
    /// Whether `view` is this array's buffer as unretained references (a debug check
    /// that an unretained view was refreshed after the array's last change).
    func isViewed(by view: UnsafeBufferPointer<Unmanaged<Element>>) -> Bool {
        withUnretainedElements { $0.count == view.count && ($0.isEmpty || $0.baseAddress == view.baseAddress) }
    }
}
