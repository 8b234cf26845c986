/// Waiting for several descriptors at once from Swift concurrency: the async
/// counterpart of a `poll()` over input devices, for loops that read several
/// devices (TouchReplayLive's `LiveInput.updates(clock:)`).
public enum DescriptorReadiness {
    /// Returns when any of `descriptors` is readable or hung up, when `timeout`
    /// passes, or when the task is cancelled, whichever comes first; a nil
    /// timeout waits for the descriptors (or the cancellation) alone.
    ///
    /// The task is suspended without holding a thread (a Dispatch read source
    /// per descriptor), and nothing watches the descriptors after it returns.
    public static func waitForAny(_ descriptors: [Int32], timeout: Duration?) async {
        await withTaskGroup(of: Void.self) { group in
            for descriptor in descriptors {
                group.addTask { await ReadinessWait.untilReadable(descriptor) }
            }
            // Task.sleep returns early (throwing) when the group is cancelled.
            group.addTask { try? await Task.sleep(for: timeout ?? .seconds(365 * 86_400)) }
            await group.next()
            group.cancelAll()
        }
    }
}
