import Foundation
import OutputFiles
import Testing

/// Disk space reserved ahead of a growing temporary file (`SpaceReservation`): the file's
/// size is always the bytes written, and nothing reserved outlives the output.
@Suite struct OutputFileReservationTests {
    /// 64 KiB blocks, as the trace writer hands them over.
    static let block = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)

    /// The allocated bytes and the size of the file at `path`.
    static func space(_ path: String) throws -> (allocated: Int, size: Int) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return (Int(status.st_blocks) * 512, Int(status.st_size))
    }

    @Test func aGrowingTemporaryFileHasSpaceReservedPastItsEndButNotInItsSize() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let output = try OutputFile(path: scratch.path("trace.jsonl"))
        for _ in 0..<32 { try output.write(Self.block) }
        let temporary = try #require(try scratch.entries().first { $0.hasSuffix(".partial") })
        let space = try Self.space(scratch.path(temporary))
        #expect(space.size == 32 << 16, "the size is what was written")
        // 2 MiB written, reserved from 1 MiB in steps of 8 MiB: at least 9 MiB allocated
        // (on file systems with fallocate: ext4, xfs, btrfs, tmpfs).
        #expect(space.allocated >= 9 << 20, "allocated \(space.allocated) bytes")
        output.discard()
        #expect(try scratch.entries().isEmpty)
    }

    @Test func aCommittedOutputHoldsExactlyItsBytesAndNoReservedSpace() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let output = try OutputFile(path: scratch.path("trace.jsonl"))
        for _ in 0..<48 { try output.write(Self.block) }
        try output.write("tail\n")
        try output.commit()
        let size = 48 << 16 + 5
        let space = try Self.space(scratch.path("trace.jsonl"))
        #expect(space.size == size)
        // Without giving the reservation back, 9 MiB or more would stay allocated.
        #expect(space.allocated < size + (1 << 20), "allocated \(space.allocated) bytes for \(size)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.path("trace.jsonl")))
        #expect(bytes.count == size && bytes.suffix(5) == Data("tail\n".utf8) && bytes.first == UInt8(ascii: "x"))
    }

    @Test func aSmallOutputReservesNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let output = try OutputFile(path: scratch.path("small.jsonl"))
        for _ in 0..<8 { try output.write(Self.block) }
        let temporary = try #require(try scratch.entries().first { $0.hasSuffix(".partial") })
        let space = try Self.space(scratch.path(temporary))
        #expect(space.allocated < 1 << 20, "512 KiB written, \(space.allocated) bytes allocated")
        try output.commit()
    }
}
