import Foundation
import InputDevices
import Testing

/// `DeviceWatcher` on plain directories: inotify reports entries as they are
/// created, changed and removed, and a directory that does not exist yet (or goes
/// away, as udev removes an empty `/dev/input/by-id`) is watched once it is created.
@Suite struct DeviceWatcherTests {
    let root: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/touchreplay-watch-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw SetupFailure("mkdtemp failed") }
        root = String(cString: made)
    }

    /// Creates an empty file in place (FileManager writes a temporary file and renames it).
    func touch(_ path: String) { close(open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)) }

    @Test func createdChangedAndRemovedEntriesAreReportedInOrder() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try DeviceWatcher(directories: [root])
        #expect(try watcher.readChanges() == [])
        touch(root + "/event7")
        #expect(chmod(root + "/event7", 0o660) == 0)
        #expect(unlink(root + "/event7") == 0)
        #expect(try watcher.readChanges() == [
            .appeared(path: root + "/event7"), .attributesChanged(path: root + "/event7"), .disappeared(path: root + "/event7"),
        ])
    }

    @Test func aDirectoryCreatedLaterIsWatchedFromThenAndAgainAfterItIsRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let byID = root + "/input/by-id"
        let watcher = try DeviceWatcher(directories: [byID])
        try FileManager.default.createDirectory(atPath: byID, withIntermediateDirectories: true)
        var changes = try watcher.readChanges()
        // The parent appeared in the root; once by-id exists (perhaps with links already), look again.
        #expect(changes.last == .rescanNeeded, "\(changes)")
        touch(byID + "/usb-screen-event-touch")
        changes = try watcher.readChanges()
        #expect(changes == [.appeared(path: byID + "/usb-screen-event-touch")], "\(changes)")
        #expect(unlink(byID + "/usb-screen-event-touch") == 0 && rmdir(byID) == 0)
        changes = try watcher.readChanges()
        #expect(changes.first == .disappeared(path: byID + "/usb-screen-event-touch"), "\(changes)")
        try FileManager.default.createDirectory(atPath: byID, withIntermediateDirectories: true)
        touch(byID + "/usb-screen-event-touch")
        changes = try watcher.readChanges()
        #expect(changes.contains(.rescanNeeded), "\(changes)")
        touch(byID + "/usb-pen-event")
        #expect(try watcher.readChanges() == [.appeared(path: byID + "/usb-pen-event")])
    }

    @Test func aDirectoryThatCannotBeWatchedIsOneErrorNamingIt() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        touch(root + "/file")
        #expect(throws: DeviceError.notFound(path: root + "/file/by-id")) { try DeviceWatcher(directories: [root + "/file/by-id"]) }
    }
}
