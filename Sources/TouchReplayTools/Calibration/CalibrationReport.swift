import InputEvents

/// What `touchreplay calibrate` prints for a fit: the matrix, how well it fits,
/// the targets left out, the udev rule that gives the device the matrix
/// (libinput reads `LIBINPUT_CALIBRATION_MATRIX`, as `touchreplay attach`
/// does), and the scene's `devices` line that gives it the same.
public struct CalibrationReport: Sendable {
    /// The fit reported.
    public var fit: CalibrationFit
    /// The device's name, matched by the rule (`ATTRS{name}`) and the scene's entry.
    public var deviceName: String

    /// A report of `fit` for the device named `deviceName`.
    public init(fit: CalibrationFit, deviceName: String) {
        self.fit = fit
        self.deviceName = deviceName
    }

    /// The matrix's six entries as the udev property writes them: `a b c d e f`, six decimals at most.
    public var matrixText: String { fit.matrix.values.map(Self.number).joined(separator: " ") }

    /// The udev rule: `ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="NAME", ENV{LIBINPUT_CALIBRATION_MATRIX}="a b c d e f"`.
    public var udevRule: String {
        #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="\#(udevEscaped(deviceName))", ENV{LIBINPUT_CALIBRATION_MATRIX}="\#(matrixText)""#
    }

    /// The scene's entry: `devices: [{match: "NAME", calibration: [a, b, c, d, e, f]}]`.
    public var sceneLine: String {
        let name = deviceName.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return #"devices: [{match: "\#(name)", calibration: [\#(fit.matrix.values.map(Self.number).joined(separator: ", "))]}]"#
    }

    /// The report's lines.
    public var lines: [String] {
        let size = fit.targets.screenSize
        let worst = fit.worstResidualFraction
        var lines = ["calibration of \"\(deviceName)\" on a \(Self.number(size.width))x\(Self.number(size.height)) screen, "
            + "\(fit.used.count) of \(fit.targets.points.count) targets used"]
        for misclick in fit.misclicks {
            lines.append("left out: \(CalibrationFit.describe(misclick)) (misclick: more than \(CalibrationFit.format(CalibrationFit.misclickThreshold)) px)")
        }
        lines.append("matrix: \(matrixText)")
        lines.append("residual: at most \(CalibrationFit.format(worst.x * size.width)) px across (\(Self.percent(worst.x)) of the width), "
            + "\(CalibrationFit.format(worst.y * size.height)) px down (\(Self.percent(worst.y)) of the height)")
        lines.append("udev rule (for example /etc/udev/rules.d/99-touchscreen-calibration.rules, then `udevadm trigger`):")
        lines.append(udevRule)
        lines.append("scene:")
        lines.append(sceneLine)
        return lines
    }

    /// A device name inside a udev rule's double quotes (udev has no escapes: a quote becomes `?`, its one-character glob).
    private func udevEscaped(_ name: String) -> String {
        String(name.map { $0 == "\"" || $0 == "\\" ? "?" : $0 })
    }

    /// A number with at most six decimals, no trailing zeros, `-0` as `0`.
    package static func number(_ value: Double) -> String {
        let scaled = (value * 1_000_000).rounded()
        if scaled == 0 { return "0" }
        var text = String(Int64(scaled).magnitude)
        while text.count < 7 { text = "0" + text }
        var (whole, fraction) = (String(text.dropLast(6)), String(text.suffix(6)))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if whole.isEmpty { whole = "0" }
        return (scaled < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A fraction as a percentage with two decimals: `0.04 %`.
    static func percent(_ fraction: Double) -> String {
        let hundredths = Int((fraction * 10_000).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) %"
    }
}
