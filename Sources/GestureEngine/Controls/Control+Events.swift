extension Control {
    /// The events a control sends to its actions: UIKit's `UIControl.Events`
    /// touch events and the two semantic ones, with UIKit's raw values.
    public struct Events: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The event bits, as in UIKit's `UIControlEvents`.
        public let rawValue: UInt32

        /// The events whose bits are set in `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A touch went down on the control.
        public static let touchDown = Events(rawValue: 1 << 0)
        /// A touch went down again: its `tapCount` is more than one (sent with ``touchDown``).
        public static let touchDownRepeat = Events(rawValue: 1 << 1)
        /// The tracked touch moved, inside the control's tracking area.
        public static let touchDragInside = Events(rawValue: 1 << 2)
        /// The tracked touch moved, outside the control's tracking area.
        public static let touchDragOutside = Events(rawValue: 1 << 3)
        /// The tracked touch moved from outside the tracking area to inside it (sent with ``touchDragInside``).
        public static let touchDragEnter = Events(rawValue: 1 << 4)
        /// The tracked touch moved from inside the tracking area to outside it (sent with ``touchDragOutside``).
        public static let touchDragExit = Events(rawValue: 1 << 5)
        /// The tracked touch lifted inside the tracking area.
        public static let touchUpInside = Events(rawValue: 1 << 6)
        /// The tracked touch lifted outside the tracking area.
        public static let touchUpOutside = Events(rawValue: 1 << 7)
        /// The tracked touch was cancelled (by the system or a gesture recognizer).
        public static let touchCancel = Events(rawValue: 1 << 8)
        /// The control's value changed (``Control/isSelected`` toggled by the primary action).
        public static let valueChanged = Events(rawValue: 1 << 12)
        /// The control's primary action: sent after ``touchUpInside``, as buttons do.
        public static let primaryActionTriggered = Events(rawValue: 1 << 13)

        /// Every touch event (UIKit's `allTouchEvents`, `0x0FFF`).
        public static let allTouchEvents = Events(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Events(rawValue: 0xFFFF_FFFF)

        /// The single events with their names, in the order of their bits
        /// (the order in which one send reports several events).
        public static let named: [(event: Events, name: String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]

        /// The named single event called `name`, or nil.
        public init?(name: String) {
            guard let entry = Events.named.first(where: { $0.name == name }) else { return nil }
            self = entry.event
        }

        /// The names of the named events in the set, in bit order.
        public var names: [String] { Events.named.filter { contains($0.event) }.map(\.name) }

        /// The names in brackets, e.g. `[touchDown, touchDownRepeat]`.
        public var description: String { "[" + names.joined(separator: ", ") + "]" }
    }
}
