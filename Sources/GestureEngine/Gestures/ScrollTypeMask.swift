/// The kinds of scroll input a pan takes besides touches
/// (UIKit's `UIScrollTypeMask`, iPadOS 13.4).
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The mask's bits (UIKit's values: discrete 1, continuous 2).
    public let rawValue: Int

    /// A mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Discrete steps from a device like a mouse with a scroll wheel (`UIScrollTypeMask.discrete`).
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolling from a device like a trackpad (`UIScrollTypeMask.continuous`; no device here sends it yet).
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Either (`UIScrollTypeMask.all`).
    public static let all: ScrollTypeMask = [.discrete, .continuous]
}
