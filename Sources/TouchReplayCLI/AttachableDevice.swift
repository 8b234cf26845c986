import InputDevices
import InputEvents
import TouchReplay

/// Opening the device a live command names (`attach`, `events`, `record`): the one
/// place that turns the command-line argument into an open touchscreen or mouse.
enum AttachableDevice {
    /// Opens `device`, a path (it contains a `/`) or part of a device name, grabbing it if
    /// `grab` is true, and checks that it is a touchscreen or mouse.
    ///
    /// - Throws: ``DeviceError`` when it cannot be opened, `FrameDecoderError.rejectedByLibinput`
    ///   (as a `ReplayError` naming the path) when libinput would ignore it, ``DeviceRefusal`` when it
    ///   is another kind of device.
    static func open(_ device: String, grab: Bool) throws -> InputDevice {
        let opened = device.contains("/")
            ? try InputDevice.open(path: device, grab: grab)
            : try InputDevice.open(named: device, grab: grab)
        if let reason = opened.deviceDescription.libinputRejection {
            throw ReplayError.device(path: opened.path, .rejectedByLibinput(deviceName: opened.deviceDescription.name, reason: reason))
        }
        let classification = opened.deviceDescription.classification
        guard classification.attachable else { throw DeviceRefusal(path: opened.path, classification: classification) }
        return opened
    }
}

/// A device that is not a touchscreen or mouse, refused for reading, recording and attaching.
struct DeviceRefusal: Error, CustomStringConvertible {
    /// The device's path.
    var path: String
    /// What the device is, with the reason it is refused.
    var classification: DeviceClassification
    var description: String { "\(path): \(classification)" }
}
