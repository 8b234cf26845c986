import FuzzSupport

/// libFuzzer's entry point: one input, an evemu recording (the corpus seeds evemu files; the format is detected from content), replayed against a fixed scene.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    input.write(bytes, count)
    FuzzTarget.replay(input.path)
    return 0
}

/// The in-memory file the inputs go through, made once per process.
nonisolated(unsafe) let input = FuzzInput()
