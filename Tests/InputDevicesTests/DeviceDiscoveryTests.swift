import Foundation
import InputDevices
import Testing

/// Discovery lists `eventN` nodes in numeric order and reports each node that
/// cannot be opened with its error instead of failing the whole listing.
@Suite struct DeviceDiscoveryTests {
    @Test func eventNodesAreSortedNumericallyAndOtherNamesIgnored() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        for name in ["event10", "event2", "mouse0", "event1", "eventX", "by-id"] {
            #expect(FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: nil))
        }
        #expect(DeviceDiscovery.eventNodePaths(directory: directory) == ["event1", "event2", "event10"].map { "\(directory)/\($0)" })
    }

    @Test func nodesThatAreNotDevicesAreListedWithTheirError() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        #expect(FileManager.default.createFile(atPath: "\(directory)/event4", contents: nil))
        let listed = DeviceDiscovery.list(directory: directory)
        #expect(listed.map(\.path) == ["\(directory)/event4"])
        #expect(listed.first?.result == .failure(.notAnInputDevice(path: "\(directory)/event4", errno: ENOTTY)))
    }

    @Test func missingDirectoryListsNothing() {
        #expect(DeviceDiscovery.list(directory: "/nonexistent-input-directory").isEmpty)
    }
}
