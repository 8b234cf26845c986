#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension OutputFile {
    /// Writes `text` to `path` as a whole: through a temporary file renamed over it, so
    /// `path` holds either its old content or all of `text`.
    public static func write(_ text: String, to path: String, inputs: CommandInputs = .none) throws(OutputFileError) {
        let output = try OutputFile(path: path, inputs: inputs)
        do {
            try output.write(text)
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
    }

    /// The number of random characters in a temporary file's name (about 71 bits).
    static let randomCharacters = 12
    /// The longest part of the output's name kept in the temporary file's name, in bytes,
    /// so that the name stays within `NAME_MAX`.
    static let namePrefixBytes = 100

    /// Creates the temporary file for `final` in the folder open at `folder` (whose path without
    /// links is `folderPath`), like `mkstemp`: an unpredictable name, `O_CREAT | O_EXCL |
    /// O_NOFOLLOW` (a file or link planted there is never opened), created 0600 and then given
    /// the mode and owner of `replaced`, or created 0666 less the umask when there is no file
    /// to replace. The destination takes over `folder`; on an error it is closed.
    static func createTemporary(
        in folder: Int32, folderPath: String, for final: String, replacing replaced: stat?, named path: String
    ) throws(OutputFileError) -> (Int32, Destination) {
        var name = final
        while name.utf8.count > namePrefixBytes { name.removeLast() }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        let permissions: mode_t = replaced == nil ? 0o666 : 0o600
        // Between creating the file and registering it, a signal would leave it behind:
        // the signals that remove temporary files wait until it is registered.
        var removing = sigset_t(), previous = sigset_t()
        sigemptyset(&removing)
        for signal in TemporaryFiles.removingSignals { sigaddset(&removing, signal) }
        pthread_sigmask(SIG_BLOCK, &removing, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var attempts = 0
        while true {
            let suffix = String((0..<randomCharacters).map { _ in alphabet.randomElement(using: &generator)! })
            let temporary = ".\(name).\(suffix).partial"
            let descriptor = openat(folder, temporary, flags, permissions)
            if descriptor < 0 {
                let code = errno
                attempts += 1
                if code == EEXIST, attempts < 100 { continue }
                close(folder)
                throw .system(.create, path: path, errno: code)
            }
            // The table's path is for a signal handler's `unlink`, which has no folder descriptor.
            let slot = TemporaryFileTable.shared.register(folderPath + temporary)
            if let replaced { keepModeAndOwner(of: replaced, on: descriptor) }
            return (descriptor, .temporary(folder: folder, temporary: temporary, final: final, slot: slot))
        }
    }

    /// Gives the new file the owner (where allowed) and then the mode of the file it replaces;
    /// the owner first, since changing it clears set-user-ID bits.
    private static func keepModeAndOwner(of replaced: stat, on descriptor: Int32) {
        var created = stat()
        if fstat(descriptor, &created) == 0, created.st_uid != replaced.st_uid || created.st_gid != replaced.st_gid {
            if fchown(descriptor, replaced.st_uid, replaced.st_gid) != 0 {
                // Not root: keep at least the group, when the process belongs to it.
                _ = fchown(descriptor, uid_t.max, replaced.st_gid)
            }
        }
        fchmod(descriptor, replaced.st_mode & 0o7777)
    }
}
