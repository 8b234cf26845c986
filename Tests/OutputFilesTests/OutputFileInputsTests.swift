import Foundation
import OutputFiles
import Testing

/// An output that is the same file as an input, by device and inode, is refused before
/// anything is written.
@Suite struct OutputFileInputsTests {
    @Test func theSameNameAHardLinkAndASymbolicLinkAreAllTheInput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let input = try scratch.write("precious\n", to: "input.txt")
        link(input, scratch.path("hard.txt"))
        symlink("input.txt", scratch.path("soft.txt"))
        let inputs = CommandInputs([scratch.path("missing.txt"), input])
        for (name, message) in [
            ("input.txt", "is also an input of this command; write the output to another file"),
            ("hard.txt", "is the same file as the input \(input); write the output to another file"),
            ("soft.txt", "is the same file as the input \(input); write the output to another file"),
        ] {
            for mode in [OutputFile.Mode.replace, .growInPlace] {
                let error = #expect(throws: OutputFileError.self) { _ = try OutputFile(path: scratch.path(name), mode: mode, inputs: inputs) }
                #expect(error?.description == "\(scratch.path(name)): \(message)")
            }
        }
        #expect(try scratch.read("input.txt") == "precious\n")
        #expect(try scratch.entries() == ["hard.txt", "input.txt", "soft.txt"])
    }

    @Test func anotherFileAndNonRegularFilesAreNotInputs() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let input = try scratch.write("precious\n", to: "input.txt")
        let inputs = CommandInputs([input, "/dev/null"])
        try OutputFile.write("out\n", to: scratch.path("output.txt"), inputs: inputs)
        try OutputFile.write("out\n", to: "/dev/null", inputs: inputs)
        #expect(try scratch.read("output.txt") == "out\n")
    }
}
