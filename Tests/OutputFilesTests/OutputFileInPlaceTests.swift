import Foundation
import OutputFiles
import Testing

/// Outputs that are not regular files are written in place, in both modes; live
/// recordings (``OutputFile/Mode/growInPlace``) are cut back to their last complete record.
@Suite struct OutputFileInPlaceTests {
    @Test func aFIFOAndALinkToOneAreWrittenInPlaceNeverReplaced() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path("pipe"), 0o600) == 0)
        symlink("pipe", scratch.path("link"))
        for name in ["pipe", "link"] {
            // Open the reading end first without blocking, so the writer's open does not wait.
            let reader = open(scratch.path("pipe"), O_RDONLY | O_NONBLOCK)
            defer { close(reader) }
            try OutputFile.write("through \(name)\n", to: scratch.path(name))
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(reader, &bytes, bytes.count)
            #expect(String(decoding: bytes[..<max(count, 0)], as: UTF8.self) == "through \(name)\n")
        }
        var status = stat()
        #expect(lstat(scratch.path("pipe"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(scratch.path("link"), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(try scratch.entries() == ["link", "pipe"])
    }

    @Test func aDeviceIsWrittenInPlaceAndItsErrorsNameIt() throws {
        try OutputFile.write("nothing\n", to: "/dev/null")
        let error = #expect(throws: OutputFileError.self) { try OutputFile.write("x\n", to: "/dev/full") }
        #expect(error?.description == "/dev/full: cannot write: No space left on device")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func growingInPlaceShowsEachWriteAtOnce() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old content\n", to: "live.txt")
        let output = try OutputFile(path: scratch.path("live.txt"), mode: .growInPlace)
        #expect(try scratch.read("live.txt") == "")
        try output.write("frame 1\n")
        #expect(try scratch.read("live.txt") == "frame 1\n")
        try output.commit()
        #expect(try scratch.entries() == ["live.txt"])
    }

    /// `record` on a full disk or over `ulimit -f`: the write fails (SIGXFSZ ignored) and the
    /// file is cut back to the last complete frame. Runs in a child process: the limit is per process.
    @Test func aFailedWriteInPlaceCutsTheFileBackToTheLastCheckpoint() async {
        await #expect(processExitsWith: .success) {
            signal(SIGXFSZ, SIG_IGN)
            let scratch = try Scratch()
            defer { scratch.remove() }
            var limit = rlimit(rlim_cur: 100, rlim_max: rlim_t.max)
            guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0 else { exit(2) }
            let output = try OutputFile(path: scratch.path("live.txt"), mode: .growInPlace)
            let frame = String(repeating: "x", count: 29) + "\n"
            try output.write(frame)
            try output.write(frame)
            output.checkpoint()
            try output.write(frame)
            do {
                // 90 + 30 > 100: the kernel takes 10 bytes, then refuses with EFBIG.
                try output.write(frame)
                exit(3)
            } catch {
                guard (error as? OutputFileError)?.reason == .system(.write, errno: EFBIG) else { exit(4) }
            }
            try output.commit()
            guard try scratch.read("live.txt") == frame + frame else { exit(5) }
            exit(0)
        }
    }
}
