extension Array where Element: AnyObject {
    /// Calls `body` with the array's elements as unretained references, for hot
    /// loops that only read them.
    ///
    /// Reading an element, even into an `unowned(unsafe)` constant, retains and
    /// releases it; reading through `Unmanaged._withUnsafeGuaranteedRef` does
    /// not. Sound while the buffer is alive, which `body`'s borrow of the array
    /// guarantees (call it on a local copy when `body` may change the property
    /// the array came from).
    @inline(__always)
    func withUnretainedElements<Result>(_ body: (UnsafeBufferPointer<Unmanaged<Element>>) -> Result) -> Result {
        withUnsafeBufferPointer { buffer in buffer.withMemoryRebound(to: Unmanaged<Element>.self, body) }
    }
}
