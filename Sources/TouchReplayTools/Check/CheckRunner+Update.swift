#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OutputFiles
import TouchReplay

extension CheckRunner {
    /// `--update`: writes the actual trace over the expected one, comparing
    /// the bytes with the old file as they go, so that a file with the same
    /// text is left untouched (and reported as such).
    func update(_ checkCase: CheckCase) -> CheckOutcome {
        let file: TraceOutput
        do {
            file = try TraceOutput(path: checkCase.expected, inputs: CommandInputs(checkCase.replayInputs))
        } catch {
            return .broken(String(describing: error))
        }
        let old = SameBytes(path: checkCase.expected)
        // The failed write, reported instead of the cancellation it causes (a full disk said "Operation canceled").
        var writeError: OutputFileError?
        let output = TraceOutput(name: checkCase.expected) { bytes in
            old.consume(bytes)
            do throws(OutputFileError) { try file.write(bytes: bytes) } catch {
                writeError = error
                return false
            }
            return true
        }
        if let broken = replay(checkCase, into: output) {
            file.discard()
            return writeError.map { .broken($0.description) } ?? broken
        }
        if old.matchesToTheEnd() {
            file.discard()
            return .updated(changed: false)
        }
        do {
            try file.commit()
        } catch {
            return .broken(error.description)
        }
        return .updated(changed: true)
    }
}

/// Whether bytes given in pieces are exactly a file's, read alongside them
/// one piece at a time.
final class SameBytes {
    private let descriptor: Int32
    private var differs: Bool
    private var scratch: [UInt8] = []

    /// A comparison with the file at `path`; a file that cannot be read differs.
    init(path: String) {
        // O_NONBLOCK and a regular file only: a FIFO would wait for a writer.
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        var status = stat()
        differs = descriptor < 0 || fstat(descriptor, &status) != 0 || status.st_mode & S_IFMT != S_IFREG
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Compares the next bytes.
    func consume(_ bytes: UnsafeRawBufferPointer) {
        guard !differs else { return }
        differs = !read(count: bytes.count) || !scratch.elementsEqual(bytes)
    }

    /// Whether every byte matched and the file has no more.
    func matchesToTheEnd() -> Bool {
        !differs && read(count: 1) && scratch.isEmpty
    }

    /// Reads up to `count` bytes into `scratch` (fewer at the end of the file); false on an error.
    private func read(count: Int) -> Bool {
        scratch = Array(repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = scratch.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return false }
            if got == 0 { break }
            filled += got
        }
        scratch.removeSubrange(filled...)
        return true
    }
}
