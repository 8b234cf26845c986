/// The buttons of a pointing device that are down, as UIKit's
/// `UIEvent.ButtonMask`: bit 0 the primary button, bit 1 the secondary, and
/// so on (``button(_:)`` numbers them from 1).
///
/// Touches from a finger or a pen carry ``primary``: UIKit's default
/// recognizers, which require the primary button, take them as they always did.
public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The bits, bit 0 the primary button.
    public let rawValue: Int

    /// A mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary (left) button.
    public static let primary = ButtonMask(rawValue: 1)
    /// The secondary (right) button.
    public static let secondary = ButtonMask(rawValue: 2)
    /// The middle button (button 3).
    public static let middle = ButtonMask(rawValue: 4)

    /// The mask of button `number`, counted from 1 (1 primary, 2 secondary, 3 middle);
    /// empty outside 1...62.
    public static func button(_ number: Int) -> ButtonMask {
        guard (1...62).contains(number) else { return [] }
        return ButtonMask(rawValue: 1 << (number - 1))
    }

    /// The buttons' names joined by `+` (`primary`, `secondary`, `middle`,
    /// `button4` …), as traces and scenes write them; `none` when empty.
    public var name: String {
        guard rawValue != 0 else { return "none" }
        var names: [String] = []
        for bit in 0..<62 where rawValue & (1 << bit) != 0 {
            switch bit {
            case 0: names.append("primary")
            case 1: names.append("secondary")
            case 2: names.append("middle")
            default: names.append("button\(bit + 1)")
            }
        }
        return names.joined(separator: "+")
    }

    /// The mask a ``name`` stands for (`primary+secondary`, `button4`), nil for an unknown word.
    public init?(name: String) {
        var bits = 0
        for word in name.split(separator: "+", omittingEmptySubsequences: false) {
            switch word {
            case "primary": bits |= 1
            case "secondary": bits |= 2
            case "middle": bits |= 4
            case "none" where name == "none": break
            default:
                guard word.hasPrefix("button"), let number = Int(word.dropFirst(6)), (1...62).contains(number) else { return nil }
                bits |= 1 << (number - 1)
            }
        }
        self.init(rawValue: bits)
    }
}
