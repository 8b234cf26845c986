import GestureEngine

/// Touches from several sources of one seat (touchscreens, mice, pens, a
/// toolkit's touch events) merged into one window's touches, as libinput
/// merges a seat's devices.
///
/// Each source numbers its own touches (a decoder's ids start at 0 per
/// device; a toolkit has its own finger ids). Here every touch that begins
/// gets a window touch id from one counter for the seat, so ids are unique
/// across sources and never reused. A finger's touch (type `direct`) also
/// gets a seat slot: the lowest slot number free on the whole seat, whatever
/// its device, as libinput numbers touches (`seat_slot = ffs(~seat->slot_map) - 1`
/// in `fallback_flush_mt_down`, src/evdev-fallback.c; test `touch_seat_slot`).
/// Like libinput, a seat has ``slotCount`` (32) slots: a finger that begins
/// while all are taken is dropped for its whole sequence and counted in
/// ``droppedTouchCount``. A mouse's press or a pen's touch takes no seat slot,
/// as libinput's pointer and tablet events have none (our decision: a
/// touchscreen's `MT_TOOL_PEN` contact, which libinput counts as a touch,
/// cannot be told from a tablet's pen here, and takes none either).
///
/// Touches are kept in an ordered array (a seat has few at a time); nothing
/// here allocates once the arrays have grown to the seat's largest frame.
public struct SeatTouches {
    /// One touch down on the seat.
    public struct Entry: Hashable, Sendable {
        /// The source that reported it.
        public var source: Int
        /// Its id in that source's numbering.
        public var sourceID: Int
        /// Its id in the window.
        public var touchID: Int
        /// Its seat slot (libinput's `seat_slot`), nil for a mouse's or pen's touch, and for a
        /// finger dropped because every slot was taken.
        public var seatSlot: Int?
        /// Where its last sample put it (a cancelling frame leaves it there).
        public var location: Point
        /// Whether it was dropped because every seat slot was taken (its samples are removed).
        var dropped = false
    }

    /// The number of seat slots, as libinput's 32-bit `slot_map`.
    public static let slotCount = 32

    /// The touches down now, in the order they began.
    public private(set) var active: [Entry] = []
    /// Fingers dropped because all ``slotCount`` seat slots were taken.
    public private(set) var droppedTouchCount = 0
    /// The window touch id the next touch gets.
    public private(set) var nextTouchID = 0
    /// A bit per seat slot in use.
    private var slotMap: UInt32 = 0

    /// An empty seat; the first touch gets window id `firstTouchID`.
    public init(firstTouchID: Int = 0) {
        nextTouchID = firstTouchID
        active.reserveCapacity(Self.slotCount)
    }

    /// The seat entry of `source`'s touch `sourceID`, if it is down.
    public func entry(source: Int, sourceID: Int) -> Entry? {
        active.first { $0.source == source && $0.sourceID == sourceID }
    }

    /// Renumbers `frame` (in `source`'s ids) into the window's ids, in place:
    /// a began sample gets a new id and seat slot, later samples the id given
    /// at began; samples of dropped touches, and samples of touches the seat
    /// never saw begin, are removed. An ended or cancelled touch frees its slot.
    public mutating func admit(_ frame: inout TouchFrame, from source: Int) {
        var kept = 0
        for index in frame.samples.indices {
            var sample = frame.samples[index]
            guard let touchID = admit(sample, from: source) else { continue }
            sample.id = touchID
            frame.samples[kept] = sample
            kept += 1
        }
        while frame.samples.count > kept { frame.samples.removeLast() }
    }

    /// The window id of one sample of `source`, nil when the sample is dropped.
    private mutating func admit(_ sample: TouchSample, from source: Int) -> Int? {
        let position = active.firstIndex { $0.source == source && $0.sourceID == sample.id }
        if sample.phase == .began {
            // A began for a touch still down (a source's bug) ends nothing: it is dropped.
            guard position == nil else { return nil }
            var entry = Entry(source: source, sourceID: sample.id, touchID: nextTouchID, seatSlot: nil, location: sample.location)
            nextTouchID += 1
            if sample.attributes.type == .direct {
                let free = ~slotMap
                if free == 0 {
                    entry.dropped = true
                    droppedTouchCount += 1
                } else {
                    entry.seatSlot = free.trailingZeroBitCount
                    slotMap |= 1 << UInt32(free.trailingZeroBitCount)
                }
            }
            active.append(entry)
            return entry.dropped ? nil : entry.touchID
        }
        guard let position else { return nil }
        active[position].location = sample.location
        let entry = active[position]
        if sample.phase == .ended || sample.phase == .cancelled {
            active.remove(at: position)
            if let slot = entry.seatSlot { slotMap &= ~(1 << UInt32(slot)) }
        }
        return entry.dropped ? nil : entry.touchID
    }

    /// A frame at `time` cancelling every touch of `source` still down (an unplugged
    /// device, a toolkit window losing its touches), in the window's ids; nil when none is down.
    public mutating func cancelAll(from source: Int, at time: Double) -> TouchFrame? {
        var frame = TouchFrame(time: time, samples: [])
        var index = 0
        while index < active.count {
            let entry = active[index]
            guard entry.source == source else {
                index += 1
                continue
            }
            active.remove(at: index)
            guard !entry.dropped else { continue }
            if let slot = entry.seatSlot { slotMap &= ~(1 << UInt32(slot)) }
            frame.samples.append(TouchSample(id: entry.touchID, phase: .cancelled, location: entry.location))
        }
        return frame.samples.isEmpty ? nil : frame
    }
}
