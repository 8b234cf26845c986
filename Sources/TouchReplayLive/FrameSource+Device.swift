import GestureEngine
import InputDevices
import InputEvents
import TouchReplay

extension FrameSource {
    /// A source of `device`'s touch frames, mapped onto the screen with `mapping`.
    ///
    /// - Throws: `FrameDecoderError` when the device is not a touchscreen or mouse or cannot be mapped.
    public init(device: InputDevice, mapping: ScreenMapping) throws(FrameDecoderError) {
        try self.init(device: device.deviceDescription, mapping: mapping)
    }

    /// Reads every event `device` has pending, without waiting, handing each to
    /// `onEvent` and each frame it completes to `onFrame`, in order, with the decoder's
    /// own frame behind it (`decodedFrame`); libevdev's resynchronisation after
    /// `SYN_DROPPED` is bracketed, so contacts that ended while events were lost come
    /// out `cancelled`.
    ///
    /// - Throws: `DeviceError.unplugged(path:)` or another read error, and what the callbacks throw.
    public mutating func readPending(from device: InputDevice, onEvent: (DeviceEvent) throws -> Void,
                                     onFrame: (TouchFrame, ContactFrame) throws -> Void) throws {
        while let event = try device.nextEvent() {
            try onEvent(event)
            // A touch frame comes only with the decoder's frame behind it.
            if let frame = feed(event.event, isResynchronization: event.isResynchronization) { try onFrame(frame, decodedFrame!) }
        }
        endResync()
    }
}
