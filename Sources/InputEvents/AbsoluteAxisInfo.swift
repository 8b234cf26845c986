/// The range and precision of one absolute axis (the kernel's `struct input_absinfo`).
public struct AbsoluteAxisInfo: Hashable, Sendable {
    /// Smallest value (`minimum`).
    public var minimum: Int32
    /// Largest value (`maximum`).
    public var maximum: Int32
    /// Noise filter size (`fuzz`).
    public var fuzz: Int32
    /// Dead zone (`flat`).
    public var flat: Int32
    /// Units per millimetre (`resolution`); 0 when the device does not say.
    public var resolution: Int32

    /// An axis description from its five fields.
    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}
