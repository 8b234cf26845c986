import FuzzSupport

/// libFuzzer's entry point: one input, a scene file: loaded and built into engine objects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    input.write(bytes, count)
    FuzzTarget.loadScene(input.path)
    return 0
}

/// The in-memory file the inputs go through, made once per process.
nonisolated(unsafe) let input = FuzzInput()
