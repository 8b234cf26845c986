/// The folders outputs go into (`check --report`, `emulate -o`), created by the rules
/// ``OutputFile`` follows for files.
public enum OutputFolder {
    /// Creates the folder `path` and the folders above it that are missing (mode 0777 less
    /// the umask); existing folders are kept. A symbolic link on the way is followed as the
    /// kernel's `fs.protected_symlinks` rule allows, whatever the system's setting: never a
    /// link that another user planted in a sticky world-writable folder such as `/tmp`.
    ///
    /// - Throws: ``OutputFileError`` naming `path`: a part of it exists and is not a folder
    ///   (``OutputFileError/Reason/notAFolder(_:)``), a folder cannot be made
    ///   (``OutputFileError/SystemCall/createFolder``), or a link is refused
    ///   (``OutputFileError/Reason/untrustedLink(link:owner:folder:)``).
    public static func create(_ path: String) throws(OutputFileError) {
        try OutputPath.createFolder(path)
    }
}
