#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension OutputFile {
    /// Removes the regular file at `path` (a file this process wrote and no longer needs,
    /// such as a recording's side file), reaching it by the rules an output follows: a
    /// link another user planted in a sticky world-writable folder is not followed. Nothing
    /// there, or something other than a regular file, is left as it is.
    ///
    /// - Throws: ``OutputFileError`` when a link is refused or the file cannot be removed.
    public static func remove(_ path: String) throws(OutputFileError) {
        let (folder, _, name, target) = try OutputPath.resolve(path, call: .remove)
        defer { close(folder) }
        guard case .regular = target else { return }
        guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else { throw .system(.remove, path: path, errno: errno) }
    }
}
