import Glibc

/// Ending the process once a command's output is complete.
///
/// A replay's scene, engine and trace recorder are released when the command returns, one
/// object at a time: about 10 M instructions (callgrind) with the benchmark's 1,000-view scene
/// to free memory the kernel takes back at exit anyway. A command whose output is written
/// and committed ends the process here instead, without unwinding.
enum ProcessEnd {
    /// Ends the process with status 0, as returning from the command would.
    ///
    /// Call it only once everything the command writes has gone out: files committed, standard
    /// output written with `write(2)` (nothing is left in a buffer of this process). `exit(3)`
    /// runs the `atexit` handlers, such as the removal of unfinished temporary files, and
    /// flushes C's standard streams.
    static func succeeded() -> Never {
        exit(0)
    }
}
