/// Why a `FrameDecoder` cannot be made for a device.
public enum FrameDecoderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libinput refuses the device (``DeviceDescription/libinputRejection``), so TouchReplay does too.
    case rejectedByLibinput(deviceName: String, reason: String)
    /// The device is not a touchscreen or mouse TouchReplay decodes.
    case notAttachable(DeviceClassification)
    /// The device's class needs an absolute axis whose range the description lacks.
    case missingAxisRange(deviceName: String, axis: String)
    /// A position axis whose minimum is above its maximum: refused rather than
    /// mapped backwards (or, at `maximum = minimum - 1`, divided by zero).
    case invertedAxisRange(deviceName: String, axis: String, minimum: Int32, maximum: Int32)
    /// A palm threshold (``PalmThresholds``) for an axis the touchscreen does not have.
    case palmThresholdWithoutAxis(deviceName: String, threshold: String, axis: String)
    /// A noise filter (``ContactFilterSettings``) the device cannot have.
    case contactFilter(ContactFilterError)

    /// One line naming the device and the problem.
    public var description: String {
        switch self {
        case let .rejectedByLibinput(deviceName, reason):
            "\"\(deviceName)\": \(reason); libinput ignores such a device, and so does TouchReplay"
        case .notAttachable(let classification):
            classification.description
        case .missingAxisRange(let deviceName, let axis):
            "\"\(deviceName)\": no range for \(axis) in the device description; cannot map positions to the screen"
        case let .invertedAxisRange(deviceName, axis, minimum, maximum):
            "\"\(deviceName)\": \(axis) has a minimum (\(minimum)) above its maximum (\(maximum)); cannot map positions to the screen"
        case let .palmThresholdWithoutAxis(deviceName, threshold, axis):
            "\"\(deviceName)\": a palm \(threshold) threshold is set, but the device has no \(axis) to compare it with"
        case let .contactFilter(error):
            error.description
        }
    }
}
