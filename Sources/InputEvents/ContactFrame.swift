import TouchTime
/// Where a contact is in its sequence, as seen in one frame.
public enum ContactPhase: String, Hashable, Sendable {
    /// The contact touched down in this frame.
    case began
    /// The contact is still down (it may or may not have moved).
    case moved
    /// The contact lifted in this frame.
    case ended
    /// The contact was lost without a lift (SYN_DROPPED resync, unplug, end of a recording).
    case cancelled
}

/// What makes a contact.
public enum ContactTool: String, Hashable, Sendable {
    /// A finger on a touchscreen (`MT_TOOL_FINGER`, or no tool type).
    case finger
    /// The pointer of a mouse or absolute pointer, with a button down.
    case pointer
    /// A pen's tip (`BTN_TOOL_PEN`, or `MT_TOOL_PEN` on a touchscreen).
    case pen
    /// A pen's eraser end (`BTN_TOOL_RUBBER`).
    case eraser
}

/// One finger (or the pressed mouse pointer, or a pen touching) in one frame.
public struct Contact: Hashable, Sendable {
    /// A stable id for the whole sequence, from a per-decoder counter starting at 0.
    public var id: Int
    /// Where the contact is in its sequence.
    public var phase: ContactPhase
    /// Position in screen points (after the decoder's screen mapping).
    public var x: Double
    /// Position in screen points (after the decoder's screen mapping).
    public var y: Double
    /// Pressure in device units, where the device reports it.
    public var pressure: Int32?
    /// The pressure that counts as no force, where the decoder sets one: a
    /// pen's contact threshold or pressure offset (libinput's
    /// `normalize_pressure` measures from its lower threshold); nil for the
    /// pressure axis's minimum.
    public var pressureFloor: Int32?
    /// Touch size (major axis) in device units, where the device reports it.
    public var touchMajor: Int32?
    /// What touches: a finger, the pointer of a mouse, a pen's tip or its eraser.
    public var tool: ContactTool
    /// The buttons down (bit 0 `BTN_LEFT` or a pen's tip, 1 `BTN_RIGHT`, 2 `BTN_MIDDLE`,
    /// 3 `BTN_SIDE`, 4 `BTN_EXTRA`; a pen's `BTN_STYLUS` 1, `BTN_STYLUS2` 2); 1 for fingers.
    public var buttons: UInt8
    /// A pen's tilt along x and y (`ABS_TILT_X`, `ABS_TILT_Y`) in device units, where the device reports it.
    public var tilt: (x: Int32, y: Int32)? {
        get { hasTilt ? (tiltX, tiltY) : nil }
        set {
            hasTilt = newValue != nil
            tiltX = newValue?.x ?? 0
            tiltY = newValue?.y ?? 0
        }
    }
    private var hasTilt: Bool
    private var tiltX: Int32
    private var tiltY: Int32

    /// A contact from its parts.
    public init(id: Int, phase: ContactPhase, x: Double, y: Double, pressure: Int32? = nil, pressureFloor: Int32? = nil, touchMajor: Int32? = nil,
                tool: ContactTool = .finger, buttons: UInt8 = 1, tilt: (x: Int32, y: Int32)? = nil) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
        self.pressure = pressure
        self.pressureFloor = pressureFloor
        self.touchMajor = touchMajor
        self.tool = tool
        self.buttons = buttons
        hasTilt = tilt != nil
        tiltX = tilt?.x ?? 0
        tiltY = tilt?.y ?? 0
    }
}

/// The contacts of one device frame (everything up to a `SYN_REPORT`).
///
/// Contacts are ordered by id. A frame lists every contact that is down or
/// that ended or was cancelled in it.
public struct ContactFrame: Hashable, Sendable {
    /// The time of the frame's `SYN_REPORT`.
    public var time: Timestamp
    /// The frame's contacts, ordered by id.
    public var contacts: [Contact]

    /// A frame from its parts.
    public init(time: Timestamp, contacts: [Contact]) {
        self.time = time
        self.contacts = contacts
    }
}
