#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
internal import CFileSpace

/// A walk along an output path, one component at a time from `/` or the working folder,
/// each folder held open by descriptor (`O_PATH`, never through a link), following
/// symbolic links as the kernel does, with the kernel's `fs.protected_symlinks` rule applied
/// whatever the system's setting.
///
/// The rule (Documentation/admin-guide/sysctl/fs.rst, `protected_symlinks`): a link in a
/// sticky, world-writable folder such as `/tmp` is followed only when it belongs to the
/// process following it or to the folder's owner. A link another user planted there is
/// refused (``OutputFileError/Reason/untrustedLink(link:owner:folder:)``), for the last
/// component and every folder before it. Since each folder is opened without following
/// links and the next step starts from its descriptor, what was checked is what is
/// written into: a link swapped in after the check is not followed either.
///
/// Links in `/proc` are checked like any other (procfs holds no sticky folder); the last
/// one, when it leads to something other than a regular file, is left to the kernel to
/// follow: `/dev/stdout` leads to `/proc/self/fd/1`, whose target (`pipe:[1234]`) names an
/// open file, not a path.
struct OutputPath {
    /// The path as the caller named it, for errors.
    let path: String
    /// The folder reached so far.
    private(set) var folder: Int32
    /// That folder's path without links: "" for the working folder, else ending in `/`.
    private(set) var folderPath: String
    /// The components still to walk, the next one last.
    private var pending: [Substring] = []
    /// Whether the path ends with `/`, so that its last component must be a folder.
    private let endsWithSlash: Bool
    /// Links followed (and steps retried after a race) so far.
    private var steps = 0

    /// The most symbolic links followed, as the kernel allows (`MAXSYMLINKS`).
    static let maximumLinks = 40

    /// What the last component of an output path is.
    enum Target {
        /// Nothing: the output is created there.
        case new
        /// A regular file with this status, replaced or truncated.
        case regular(stat)
        /// Something else (a device, a FIFO, a socket, a folder), opened in place; through the
        /// last link when `followingLink` (a link of `/proc`).
        case special(followingLink: Bool)
    }

    /// Starts a walk of `path` (not empty) at `/` or the working folder.
    private init(_ path: String, call: OutputFileError.SystemCall) throws(OutputFileError) {
        self.path = path
        endsWithSlash = path.hasSuffix("/")
        folder = -1
        folderPath = ""
        try restart(at: path, call: call)
    }

    /// Closes the folder reached.
    func close() {
        if folder >= 0 { _ = Glibc.close(folder) }
    }

    /// Walks `path` to its last component: the folder that holds it (open, for the caller to
    /// close), the folder's path without links, the component's name and what is there.
    ///
    /// - Throws: ``OutputFileError`` with `call` when a folder on the way is missing or not a
    ///   folder, the path names a folder (`out/`), a link is refused or loops.
    /// With `followingLastLink` false, a link at the output's own name is not followed: it is the
    /// output, `.special` (an output that must be new finds something there).
    static func resolve(_ path: String, call: OutputFileError.SystemCall, followingLastLink: Bool = true) throws(OutputFileError) -> (
        folder: Int32, folderPath: String, name: String, target: Target
    ) {
        var walk = try OutputPath(path, call: call)
        do throws(OutputFileError) {
            while let component = walk.pending.popLast() {
                let name = String(component)
                let isLast = walk.pending.isEmpty && !walk.endsWithSlash
                var status = stat()
                guard fstatat(walk.folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                    let code = errno
                    if isLast, code == ENOENT { return (walk.folder, walk.folderPath, name, .new) }
                    throw OutputFileError.system(call, path: path, errno: code)
                }
                switch status.st_mode & S_IFMT {
                case S_IFLNK:
                    if isLast, !followingLastLink { return (walk.folder, walk.folderPath, name, .special(followingLink: false)) }
                    if isLast, touchreplay_is_proc(walk.folder) != 0, !walk.leadsToRegularFile(name) {
                        return (walk.folder, walk.folderPath, name, .special(followingLink: true))
                    }
                    try walk.follow(name, link: status, call: call)
                case S_IFDIR where !isLast:
                    try walk.enter(component, call: call)
                case S_IFREG where isLast:
                    return (walk.folder, walk.folderPath, name, .regular(status))
                default:
                    if isLast { return (walk.folder, walk.folderPath, name, .special(followingLink: false)) }
                    throw OutputFileError.system(call, path: path, errno: ENOTDIR)
                }
            }
            // The path names a folder (`out/`, `.`, `/`): no file can be written there.
            throw OutputFileError.system(call, path: path, errno: EISDIR)
        } catch {
            walk.close()
            throw error
        }
    }

    /// Creates the folder `path` and the folders above it that are missing (mode 0777 less the
    /// umask), following links by the same rule as ``resolve(_:call:followingLastLink:)``.
    static func createFolder(_ path: String) throws(OutputFileError) {
        guard !path.isEmpty else { throw .system(.createFolder, path: "\"\" (an empty path)", errno: ENOENT) }
        var walk = try OutputPath(path, call: .createFolder)
        defer { walk.close() }
        while let component = walk.pending.popLast() {
            let name = String(component)
            var status = stat()
            guard fstatat(walk.folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                guard errno == ENOENT else { throw .system(.createFolder, path: path, errno: errno) }
                if mkdirat(walk.folder, name, 0o777) == 0 {
                    walk.pending.append(component)
                    continue
                }
                guard errno == EEXIST else { throw .system(.createFolder, path: path, errno: errno) }
                // Another process made something there first: look again.
                try walk.retry(component, call: .createFolder)
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK: try walk.follow(name, link: status, call: .createFolder)
            case S_IFDIR: try walk.enter(component, call: .createFolder)
            default: throw OutputFileError(path: path, reason: .notAFolder(walk.folderPath + name))
            }
        }
    }

    /// Goes back to `/` (or the working folder) and queues the components of `path` before the others.
    private mutating func restart(at path: some StringProtocol, call: OutputFileError.SystemCall) throws(OutputFileError) {
        if path.hasPrefix("/") || folder < 0 {
            let start = touchreplay_open_folder(AT_FDCWD, path.hasPrefix("/") ? "/" : ".")
            guard start >= 0 else { throw .system(call, path: self.path, errno: errno) }
            close()
            folder = start
            folderPath = path.hasPrefix("/") ? "/" : ""
        }
        pending += path.split(separator: "/").reversed().map { Substring($0) }.filter { $0 != "." }
    }

    /// Opens the folder `name` of the current one and makes it current.
    private mutating func enter(_ name: Substring, call: OutputFileError.SystemCall) throws(OutputFileError) {
        let next = touchreplay_open_folder(folder, String(name))
        guard next >= 0 else {
            let code = errno
            // Replaced by a link or a file since it was looked at: look again.
            if code == ENOTDIR || code == ELOOP { return try retry(name, call: call) }
            throw .system(call, path: path, errno: code)
        }
        close()
        folder = next
        folderPath += name + "/"
    }

    /// Queues `name` to be looked at again, a bounded number of times.
    private mutating func retry(_ name: Substring, call: OutputFileError.SystemCall) throws(OutputFileError) {
        steps += 1
        guard steps <= Self.maximumLinks else { throw .system(call, path: path, errno: ELOOP) }
        pending.append(name)
    }

    /// Follows the link `name` of the current folder, if the rule allows it.
    private mutating func follow(_ name: String, link: stat, call: OutputFileError.SystemCall) throws(OutputFileError) {
        steps += 1
        guard steps <= Self.maximumLinks else { throw .system(.readlink, path: path, errno: ELOOP) }
        var holder = stat()
        guard fstat(folder, &holder) == 0 else { throw .system(call, path: path, errno: errno) }
        guard Self.mayFollow(link: link, in: holder) else {
            let shown = folderPath.isEmpty ? "." : folderPath.count > 1 ? String(folderPath.dropLast()) : folderPath
            throw OutputFileError(
                path: path, reason: .untrustedLink(link: folderPath + name, owner: link.st_uid, folder: shown))
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard length > 0 else { throw .system(.readlink, path: path, errno: length == 0 ? ENOENT : errno) }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        try restart(at: target, call: call)
    }

    /// The kernel's `may_follow_link`: not in a sticky world-writable folder, or the link
    /// belongs to the follower (its effective user) or to the folder's owner.
    static func mayFollow(link: stat, in folder: stat) -> Bool {
        let shared = folder.st_mode & S_ISVTX != 0 && folder.st_mode & S_IWOTH != 0
        return !shared || link.st_uid == geteuid() || link.st_uid == folder.st_uid
    }

    /// Whether the link `name` of the current folder, followed by the kernel, leads to a regular file.
    private func leadsToRegularFile(_ name: String) -> Bool {
        var status = stat()
        return fstatat(folder, name, &status, 0) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
