import InputEvents
import TouchReplay

/// A lifted report's `pressure`, which synth reads as a fraction of the device's pressure
/// axis (docs/synth.md), from the force the replay measured. A replay counts a pen's force
/// from a floor, libinput's 1 % pressure threshold when the tip follows pressure
/// (`ContactAttributeScale`, `PenTip`), so the force's fraction is not the axis's: lifting it
/// as it is wrote every pen report lower by the floor's share, and the replay of the lifted
/// steps measured less force than the recording's.
enum LiftPressure {
    /// The fraction of `device`'s pressure axis at which a replay on `scene` counts no force:
    /// for a pen whose tip follows pressure (its scene entry's `PenPolicy`), libinput's lower
    /// threshold, 1 % of the range truncated to a whole unit; 0 for other devices. A pressure
    /// offset that libinput detects while the pen comes into range (a worn tip) moves the
    /// floor for that proximity; the lift cannot see it and keeps the default.
    static func floor(of device: SynthDevice, on scene: Scene) -> Double {
        guard device.kind == .pen, let axis = device.description.absoluteAxes[AbsoluteAxis.pressure], axis.maximum > axis.minimum else { return 0 }
        let policy = (try? scene.mapping(forDeviceNamed: device.description.name, path: device.node ?? "").penPolicy) ?? PenPolicy()
        guard policy.tipFromPressure else { return 0 }
        let minimum = Double(axis.minimum), range = Double(Int64(axis.maximum) - Int64(axis.minimum))
        let lower = Double(Int64(range / 100 + minimum))
        return (lower - minimum) / range
    }

    /// The axis fraction at which a replay measures `force` (0–1 of the maximum possible force)
    /// above `floor` (an axis fraction).
    static func axisFraction(force: Double, floor: Double) -> Double {
        min(max(floor + force * (1 - floor), 0), 1)
    }
}
