import InputEvents
import InputRecordings
import TouchReplay
import TouchTime

/// `touchreplay analyze`: what a recording's devices did, per device and slot,
/// and what looks like noise, without replaying it against a scene.
///
/// Each device of the file (a `libinput record` file may hold several) is
/// read and decoded once, in constant memory apart from one summary per
/// contact; times count from the recording's first event. With a scene, the
/// same events also go through the noise filters the scene gives each device
/// (``DeviceAnalysis/filterRemovals``): what a replay with the scene would drop.
public struct RecordingAnalysis: Sendable {
    /// The recording as the caller named it.
    public var path: String
    /// Its devices, in file order.
    public var devices: [DeviceAnalysis]
    /// Devices of the file that are not decoded (a keyboard recorded with a touchscreen), one line each.
    public var skipped: [String]

    /// Analyses the recording at `path` (with its evemu description at `descriptionPath`, if separate).
    ///
    /// - Throws: `RecordingError` for an unreadable recording, `ReplayError` when
    ///   no device of it can be decoded or the scene's filters do not suit one.
    public init(path: String, descriptionPath: String? = nil, scene: Scene? = nil) throws {
        self.path = path
        let first = try RecordingReader(path: path, descriptionPath: descriptionPath)
        var readers = [first]
        for index in 1..<max(first.deviceCount, 1) { readers.append(try RecordingReader(path: path, device: index, formats: first.formats)) }
        let origin = readers.compactMap(\.firstEventTime).min() ?? Timestamp(microseconds: 0)
        devices = []
        skipped = []
        for reader in readers {
            let name = descriptionPath ?? path
            let mapping: ScreenMapping?
            do {
                mapping = try scene?.mapping(forDeviceNamed: reader.description.name, path: reader.devicePath ?? "")
            } catch {
                throw ReplayError.deviceMapping(error)
            }
            var analyzer: DeviceAnalyzer
            do {
                analyzer = try DeviceAnalyzer(device: reader.description, node: reader.devicePath, origin: origin, sceneMapping: mapping)
            } catch {
                if case .contactFilter = error { throw ReplayError.device(path: name, error) }
                guard readers.count > 1 else { throw ReplayError.device(path: name, error) }
                skipped.append("\(name): \"\(reader.description.name)\": \(error.description); skipped")
                continue
            }
            while let event = try reader.next() { analyzer.feed(event) }
            devices.append(analyzer.finish())
        }
    }
}
