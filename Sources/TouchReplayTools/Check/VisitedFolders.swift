import Glibc
import TouchReplay

/// The folders a discovery has entered, by device and inode: a folder reached again
/// (through a symbolic link to itself or an ancestor, or a second link to the same
/// folder) is not entered twice.
struct VisitedFolders {
    private struct Identity: Hashable {
        var device: UInt
        var inode: UInt
    }

    private var entered: Set<Identity> = []

    /// Records `folder` and says whether it is entered for the first time; a folder that
    /// cannot be examined counts as new (listing it reports the problem).
    mutating func enter(_ folder: String) -> Bool {
        var status = stat()
        guard stat(folder, &status) == 0 else { return true }
        return entered.insert(Identity(device: UInt(status.st_dev), inode: UInt(status.st_ino))).inserted
    }
}
