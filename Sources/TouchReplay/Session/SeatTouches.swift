import GestureEngine
import TouchTime

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
/// Touches are kept in an ordered array (a seat has few at a time), looked up
/// by a walk, or through a dictionary while more than 16 are down (a source
/// reporting thousands costs linearly); with 16 or fewer nothing here allocates
/// once the array has grown to the seat's largest frame.
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
        /// Whether it ended in the frame being admitted (removed from ``active`` after the frame).
        var ended = false
    }

    /// A touch's key: its source and its id there.
    private struct Key: Hashable {
        var source: Int
        var sourceID: Int
    }

    /// Up to this many touches down, a touch is found by a walk over ``active`` (a handful at
    /// a time, where the walk costs less than hashing); past it, through ``positions``.
    private static let walkLimit = 16

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
    /// Where each touch is in ``active``, while more than ``walkLimit`` are down: a source
    /// reporting thousands of touches (the fingers past the 32 slots are kept, dropped) would
    /// make each frame cost the square of them (issue 35).
    private var positions: [Key: Int]?

    /// An empty seat; the first touch gets window id `firstTouchID`.
    public init(firstTouchID: Int = 0) {
        nextTouchID = firstTouchID
        active.reserveCapacity(Self.slotCount)
    }

    /// The seat entry of `source`'s touch `sourceID`, if it is down.
    public func entry(source: Int, sourceID: Int) -> Entry? {
        position(source: source, sourceID: sourceID).map { active[$0] }
    }

    /// The index in ``active`` of `source`'s touch `sourceID` if it is down (and has not ended
    /// in the frame being admitted).
    private func position(source: Int, sourceID: Int) -> Int? {
        if let positions { return positions[Key(source: source, sourceID: sourceID)] }
        return active.firstIndex { $0.source == source && $0.sourceID == sourceID && !$0.ended }
    }

    /// Drops the touches that ended from ``active`` in one pass, then indexes what is left
    /// when it is past ``walkLimit``.
    private mutating func removeEnded() {
        active.removeAll { $0.ended }
        reindex()
    }

    /// Builds ``positions`` afresh while more than ``walkLimit`` touches are down.
    private mutating func reindex() {
        guard active.count > Self.walkLimit else {
            positions = nil
            return
        }
        var index: [Key: Int] = [:]
        index.reserveCapacity(active.count)
        for (position, entry) in active.enumerated() { index[Key(source: entry.source, sourceID: entry.sourceID)] = position }
        positions = index
    }

    /// Renumbers `frame` (in `source`'s ids) into the window's ids, in place:
    /// a began sample gets a new id and seat slot, later samples the id given
    /// at began; samples of dropped touches, and samples of touches the seat
    /// never saw begin, are removed. An ended or cancelled touch frees its slot.
    public mutating func admit(_ frame: inout TouchFrame, from source: Int) {
        var kept = 0
        var ended = false
        for index in frame.samples.indices {
            var sample = frame.samples[index]
            guard let touchID = admit(sample, from: source, ended: &ended) else { continue }
            sample.id = touchID
            frame.samples[kept] = sample
            kept += 1
        }
        while frame.samples.count > kept { frame.samples.removeLast() }
        if ended { removeEnded() }
    }

    /// The window id of one sample of `source`, nil when the sample is dropped.
    /// A touch that ends is marked, its slot freed; `ended` is set, and the caller removes it
    /// with ``removeEnded()`` after the frame.
    private mutating func admit(_ sample: TouchSample, from source: Int, ended: inout Bool) -> Int? {
        let position = position(source: source, sourceID: sample.id)
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
            if positions != nil {
                positions?[Key(source: source, sourceID: sample.id)] = active.count - 1
            } else if active.count > Self.walkLimit {
                reindex()
            }
            return entry.dropped ? nil : entry.touchID
        }
        guard let position else { return nil }
        active[position].location = sample.location
        let entry = active[position]
        if sample.phase == .ended || sample.phase == .cancelled {
            active[position].ended = true
            positions?[Key(source: source, sourceID: sample.id)] = nil
            ended = true
            if let slot = entry.seatSlot { slotMap &= ~(1 << UInt32(slot)) }
        }
        return entry.dropped ? nil : entry.touchID
    }

    /// A frame at `time` cancelling every touch of `source` still down (an unplugged
    /// device, a toolkit window losing its touches), in the window's ids; nil when none is down.
    public mutating func cancelAll(from source: Int, at time: Timestamp) -> TouchFrame? {
        var frame = TouchFrame(time: time, samples: [])
        for entry in active where entry.source == source && !entry.dropped {
            if let slot = entry.seatSlot { slotMap &= ~(1 << UInt32(slot)) }
            frame.samples.append(TouchSample(id: entry.touchID, phase: .cancelled, location: entry.location))
        }
        active.removeAll { $0.source == source }
        reindex()
        return frame.samples.isEmpty ? nil : frame
    }
}
