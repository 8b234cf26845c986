#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one way this package writes a file: every command's output goes through it.
///
/// - In ``Mode/replace`` mode (the default) bytes go to a temporary file created
///   beside the output like `mkstemp` (an unpredictable name, `O_CREAT | O_EXCL |
///   O_NOFOLLOW`), which ``commit()`` renames over the output: until then the old
///   output is untouched, and a failure, ``discard()``, a dropped output or (with
///   ``TemporaryFiles/removeOnTermination()``) a signal removes the temporary file.
///   A replaced file keeps its mode and, where the process may set it, its owner.
///   A symbolic link to a regular file is written through: its target is replaced,
///   the link stays.
/// - A symbolic link, at the output or on the way to it, that another user planted in a
///   sticky world-writable folder (`/tmp`) is not followed, in either mode: the kernel's
///   `fs.protected_symlinks` rule, applied whatever the system's setting.
/// - In ``Mode/growInPlace`` mode (live recordings) the output is created or
///   truncated at once and grows as written, so a killed process leaves everything
///   written so far; ``checkpoint()`` marks the end of each complete record, and a
///   failed write (a full disk, a file-size limit) cuts the file back to the last one.
/// - In ``Mode/createNew`` mode (dumps that must never overwrite) bytes go to a
///   temporary file as in ``Mode/replace``, which ``commit()`` links to the output's
///   path (`linkat`), failing with `EEXIST` when anything is there, even a dangling link.
/// - An output that exists and is not a regular file (`/dev/null`, `/dev/stdout`, a
///   FIFO, a terminal, or a link to one) is written in place in ``Mode/replace`` and
///   ``Mode/growInPlace`` modes, never replaced.
///
/// An output that is the same file as one of the command's ``CommandInputs`` is refused
/// before anything is written. Writes are not buffered: callers hand over whole blocks.
/// A temporary file that grows past a megabyte gets its disk space reserved ahead
/// in large steps (``SpaceReservation``), given back at ``commit()``.
public final class OutputFile {
    /// How the output reaches its path.
    public enum Mode: Sendable {
        /// Written to a temporary file that ``OutputFile/commit()`` moves over the output.
        case replace
        /// The output itself grows as written, cut back to the last ``OutputFile/checkpoint()`` on a failed write.
        case growInPlace
        /// Written to a temporary file that ``OutputFile/commit()`` links to the output's path,
        /// which must not exist: nothing is ever replaced (`EEXIST`).
        case createNew
    }

    /// The output as the caller named it; `-` for standard output.
    public let path: String
    /// How the output reaches its path.
    public let mode: Mode
    private var descriptor: Int32
    private let destination: Destination
    /// Bytes written since the file was opened.
    private var written = 0
    /// The size of the file at the last ``checkpoint()``.
    private var lastCheckpoint = 0
    /// Space reserved ahead of a temporary file as it grows.
    private var reservation = SpaceReservation()
    private var isClosed = false

    enum Destination {
        /// Standard output: never closed.
        case standardOutput
        /// The named file itself; `regular` when it may be cut back on a failed write.
        case inPlace(regular: Bool)
        /// A temporary file named `temporary` (registered in `slot`) for the file named `final`,
        /// both in the folder open at `folder`.
        case temporary(folder: Int32, temporary: String, final: String, slot: Int?)
    }

    /// Opens an output to `path` (standard output for `-`; ``commit()`` leaves it open).
    ///
    /// - Throws: ``OutputFileError`` when `path` is the same file as one of `inputs`, or
    ///   when the file (or its temporary file) cannot be created or opened.
    public init(path: String, mode: Mode = .replace, inputs: CommandInputs = .none) throws(OutputFileError) {
        self.path = path
        self.mode = mode
        guard path != "-" else {
            descriptor = STDOUT_FILENO
            destination = .standardOutput
            return
        }
        // Named so that the message shows it: an empty path printed as nothing (`-o ""`).
        guard !path.isEmpty else { throw .system(.create, path: "\"\" (an empty path)", errno: ENOENT) }
        try inputs.refuse(output: path)
        // A new output never follows a link at its own name: whatever is there makes it fail.
        let (folder, folderPath, name, target) = try OutputPath.resolve(path, call: .create, followingLastLink: mode != .createNew)
        switch (mode, target) {
        case (.createNew, _):
            // Whatever is there (a file, a FIFO, a dangling link) makes the link at commit fail.
            (descriptor, destination) = try Self.createTemporary(
                in: folder, folderPath: folderPath, for: name, replacing: Optional<stat>.none, named: path)
        case let (_, .special(followingLink)):
            defer { close(folder) }
            descriptor = openat(folder, name, O_WRONLY | O_CLOEXEC | O_NOCTTY | (followingLink ? 0 : O_NOFOLLOW))
            guard descriptor >= 0 else { throw .system(.open, path: path, errno: errno) }
            destination = .inPlace(regular: false)
        case (.growInPlace, _):
            defer { close(folder) }
            descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o666)
            guard descriptor >= 0 else { throw .system(.create, path: path, errno: errno) }
            var status = stat()
            destination = .inPlace(regular: fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
        case (.replace, .new):
            (descriptor, destination) = try Self.createTemporary(
                in: folder, folderPath: folderPath, for: name, replacing: Optional<stat>.none, named: path)
        case let (.replace, .regular(status)):
            (descriptor, destination) = try Self.createTemporary(
                in: folder, folderPath: folderPath, for: name, replacing: status, named: path)
        }
    }

    /// Whether this is standard output.
    public var isStandardOutput: Bool {
        if case .standardOutput = destination { true } else { false }
    }

    /// Removes the temporary file of an output neither committed nor discarded.
    deinit {
        if !isClosed { discard() }
    }

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws(OutputFileError) {
        try write(text.utf8)
    }

    /// Writes `bytes`.
    public func write(_ bytes: some Collection<UInt8>) throws(OutputFileError) {
        // The outcome comes back as the closure's value: an optional error captured and set
        // inside the closure read back as a garbage error in release builds (Swift 6.3.1),
        // so every `touchreplay render` of the release binary crashed after a complete write.
        let outcome = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(OutputFileError) in try writeAll(UnsafeRawBufferPointer(buffer)) }
        }
        switch outcome {
        case .some(.success): return
        case let .some(.failure(error)): throw error
        case nil: try write(Array(bytes))
        }
    }

    /// Writes `bytes` over the file's bytes at `offset`, which were written before: for a
    /// header field whose final value is known only at the end (a recording's device count).
    /// Only an output grown in place (``Mode/growInPlace``) on a regular file can be rewritten.
    ///
    /// - Throws: ``OutputFileError`` when the write fails; `EINVAL` for another kind of output
    ///   or a range past what was written.
    public func overwrite(_ bytes: [UInt8], at offset: Int) throws(OutputFileError) {
        guard case .inPlace(regular: true) = destination, !isClosed, offset >= 0, offset + bytes.count <= written else {
            throw .system(.write, path: path, errno: EINVAL)
        }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(offset + done)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(.write, path: path, errno: errno)
            }
            done += count
        }
    }

    /// Marks everything written so far as complete: in ``Mode/growInPlace`` mode a failed
    /// write later cuts the file back to here.
    public func checkpoint() {
        lastCheckpoint = written
    }

    /// Finishes the output: closes the file and, in ``Mode/replace`` mode, moves it over the
    /// output; in ``Mode/createNew`` mode links it there, or fails with `EEXIST` (the temporary
    /// file removed) when something is there. Standard output stays open. Committing again does nothing.
    public func commit() throws(OutputFileError) {
        guard !isClosed else { return }
        isClosed = true
        switch destination {
        case .standardOutput:
            return
        case .inPlace:
            guard close(descriptor) == 0 else { throw .system(.write, path: path, errno: errno) }
        case let .temporary(folder, temporary, final, slot):
            defer {
                if let slot { TemporaryFileTable.shared.unregister(slot) }
                close(folder)
            }
            reservation.release(descriptor, size: written)
            guard close(descriptor) == 0 else {
                let code = errno
                unlinkat(folder, temporary, 0)
                throw .system(.write, path: path, errno: code)
            }
            // A new file is linked, never renamed, so that nothing already at `final` is replaced.
            guard (mode == .createNew ? linkat(folder, temporary, folder, final, 0) : renameat(folder, temporary, folder, final)) == 0 else {
                let code = errno
                unlinkat(folder, temporary, 0)
                throw .system(.rename, path: path, errno: code)
            }
            if mode == .createNew { unlinkat(folder, temporary, 0) }
        }
    }

    /// Drops the output: in ``Mode/replace`` mode the temporary file is removed and the
    /// output left as it was; in place, the file is closed as it stands.
    public func discard() {
        guard !isClosed else { return }
        isClosed = true
        switch destination {
        case .standardOutput:
            return
        case .inPlace:
            close(descriptor)
        case let .temporary(folder, temporary, _, slot):
            close(descriptor)
            unlinkat(folder, temporary, 0)
            if let slot { TemporaryFileTable.shared.unregister(slot) }
            close(folder)
        }
    }

    /// Writes all of `bytes`, retrying after signals; a failure in place cuts a regular
    /// file back to the last checkpoint.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        if case .temporary = destination { reservation.extend(descriptor, toCover: written + bytes.count) }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if case .inPlace(regular: true) = destination {
                    ftruncate(descriptor, off_t(lastCheckpoint))
                    lseek(descriptor, off_t(lastCheckpoint), SEEK_SET)
                    written = lastCheckpoint
                }
                throw .system(.write, path: path, errno: code)
            }
            offset += count
            written += count
        }
    }
}
