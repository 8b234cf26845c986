import InputEvents

extension LiveFrameReader {
    /// The device's contact frames as an async sequence:
    ///
    /// ```swift
    /// let device = try LiveFrameReader(device: InputDevice.open(path: "/dev/input/event5"), mapping: mapping)
    /// for try await frame in device.frames { show(frame) }   // a ContactFrame: the contacts in screen points
    /// ```
    ///
    /// See ``LiveFrames`` for how the sequence ends.
    public var frames: LiveFrames { LiveFrames(reader: self) }
}

/// A live device's contact frames, read as they come, as an `AsyncSequence`.
///
/// The sequence ends (its iterator returns nil) when the task iterating it is
/// cancelled or the device is unplugged. Before it ends, contacts still down
/// come out in one last frame whose contacts are `cancelled`, so a consumer is
/// never left with a stuck touch. Other read errors are thrown as ``DeviceError``.
///
/// Frames are read and decoded on the iterating task's own executor (the main
/// actor, for an app), so the reader, which is not `Sendable`, never leaves it.
/// Between frames the task is suspended without holding a thread: a Dispatch
/// read source on the device's descriptor resumes it.
/// Iterate a reader's frames from one task at a time.
public struct LiveFrames: AsyncSequence {
    public typealias Element = ContactFrame
    public typealias Failure = DeviceError

    let reader: LiveFrameReader

    /// An iterator over the reader's frames.
    public func makeAsyncIterator() -> Iterator { Iterator(reader: reader) }

    /// Reads the frames one `next()` at a time; see ``LiveFrames`` for the end.
    public struct Iterator: AsyncIteratorProtocol {
        private let reader: LiveFrameReader
        /// Frames decoded from one drain of the device and not yet returned (usually one).
        private var pending: [ContactFrame] = []
        private var nextPending = 0
        private var ended = false

        init(reader: LiveFrameReader) { self.reader = reader }

        /// The next frame, or nil once the task was cancelled or the device unplugged.
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws(DeviceError) -> ContactFrame? {
            while true {
                if nextPending < pending.count {
                    defer { nextPending += 1 }
                    return pending[nextPending]
                }
                pending.removeAll(keepingCapacity: true)
                nextPending = 0
                if ended { return nil }
                if Task.isCancelled {
                    end()
                    continue
                }
                if try readPending() { continue }
                await ReadinessWait.untilReadable(reader.device.fileDescriptor)
            }
        }

        /// The next frame, or nil once the task was cancelled or the device unplugged.
        public mutating func next() async throws(DeviceError) -> ContactFrame? {
            try await next(isolation: nil)
        }

        /// Reads what the device has without waiting; answers whether it had anything.
        private mutating func readPending() throws(DeviceError) -> Bool {
            do {
                return try reader.pump(timeout: .zero, onFrame: { pending.append($0) }) == .readable
            } catch let error as DeviceError {
                guard case .unplugged = error else { throw error }
                end()
                return true
            } catch {
                preconditionFailure("LiveFrameReader.pump threw \(error), but only a DeviceError can come from it here")
            }
        }

        /// Ends the sequence after a frame that cancels the contacts still down, if any.
        private mutating func end() {
            ended = true
            if let frame = reader.cancelAll() { pending.append(frame) }
        }
    }
}

@available(*, unavailable, message: "LiveFrames reads a LiveFrameReader, which is confined to one task")
extension LiveFrames: Sendable {}
