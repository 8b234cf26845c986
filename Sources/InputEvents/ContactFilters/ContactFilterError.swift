/// Why a device's noise filters (``ContactFilterSettings``) cannot be applied to
/// it; the description is one line starting with the scene's position of the
/// filter, e.g. `scene.yml:4:25: devices[0].filters.debounce: …`.
public struct ContactFilterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The settings' scene position (`FILE:LINE:COLUMN: devices[N].filters`), empty when made in code.
    public var location: String
    /// The scene key of the filter that does not apply (`debounce`, `edgeBand`, `minimumPressure` …).
    public var key: String
    /// What is wrong, naming the device.
    public var problem: String

    /// An error from its parts.
    public init(location: String, key: String, problem: String) {
        self.location = location
        self.key = key
        self.problem = problem
    }

    public var description: String {
        location.isEmpty ? "filters.\(key): \(problem)" : "\(location).\(key): \(problem)"
    }
}
