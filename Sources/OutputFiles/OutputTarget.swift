#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What an output path leads to, after following symbolic links.
enum OutputTarget {
    /// Nothing exists at `path` (the end of any links): a new file is created there.
    case new(path: String)
    /// A regular file, replaced by a temporary file renamed over `path`, keeping `status`'s mode and owner.
    case regular(path: String, status: stat)
    /// Something else (a device, a FIFO, a socket, a directory): written in place, never replaced.
    case special

    /// The most symbolic links followed, as the kernel allows (`MAXSYMLINKS`).
    static let maximumLinks = 40

    /// Follows `path` through symbolic links to what it names.
    ///
    /// A link to a regular file is written through: its target is replaced and the link stays.
    ///
    /// What the path finally names is asked first, with `stat` (which follows every link, the
    /// kernel's own ones too): `/dev/stdout` leads through `/proc/self/fd/1` to a link such as
    /// `pipe:[1234]` that names no path, and a pipe there is written in place like any other.
    static func resolve(_ path: String) throws(OutputFileError) -> OutputTarget {
        var followed = stat()
        if stat(path, &followed) == 0, followed.st_mode & S_IFMT != S_IFREG { return .special }
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                // Missing, or unreachable (EACCES, ENOTDIR): creating the file reports the reason.
                return .new(path: current)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return .regular(path: current, status: status)
            case S_IFLNK:
                current = try linkTarget(of: current, named: path)
            default:
                return .special
            }
        }
        throw OutputFileError.system(.readlink, path: path, errno: ELOOP)
    }

    /// Where the link `link` points, relative to the link's own folder.
    private static func linkTarget(of link: String, named path: String) throws(OutputFileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length > 0 else { throw OutputFileError.system(.readlink, path: path, errno: length == 0 ? ENOENT : errno) }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return folder(of: link) + target
    }

    /// The folder part of `path` with its trailing slash, or "" for a bare name.
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
