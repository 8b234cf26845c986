import Foundation
import InputDevices
import TouchReplay
import TouchReplayLive
import TouchTime

// `LiveDevicesFeed flight SECONDS FRAMES SCENE FOLDER DESC` (under umockdev-wrapper): ten
// fingers moving on one emulated touchscreen (DESC: ten slots), FRAMES frames 1/240 s
// apart in kernel time, written as fast as they are read, into a `LiveInput` whose
// flight recorder keeps SECONDS (0: no flight recorder). Prints `FRAMES HELD`: the
// frames delivered and the events the recorder holds at the end; the parent reads
// the resident peak of the process (`wait4`), with and without a recorder.

/// Frame `index` of ten fingers, each moving by one unit a frame: slot, x, y for each (the
/// first frame: tracking ids too, and `BTN_TOUCH`), then `ABS_X`, `ABS_Y` and `SYN_REPORT`.
func tenFingerFrame(_ index: Int) -> [(type: UInt16, code: UInt16, value: Int32)] {
    var events: [(type: UInt16, code: UInt16, value: Int32)] = []
    for finger in 0..<10 {
        let x = Int32(50 + finger * 70 + index % 60), y = Int32(100 + finger * 30)
        events.append((3, 0x2f, Int32(finger)))
        if index == 0 { events.append((3, 0x39, Int32(finger))) }
        events.append((3, 0x35, x))
        if index == 0 || finger == 0 { events.append((3, 0x36, y)) }
    }
    if index == 0 { events.append((1, 0x14a, 1)) }
    events += [(3, 0, Int32(50 + index % 60)), (3, 1, 100), (0, 0, 0)]
    return events
}

/// Feeds `count` ten-finger frames into a `LiveInput` with a flight recorder of `seconds` (none for 0).
func feedFlightRecorder(seconds: Double, count: Int, scene: Scene, bed: DeviceBed) throws -> (delivered: Int, held: Int) {
    let node = bed.nodes[0]
    let device = try InputDevice.open(path: node.path)
    let input = LiveInput(window: scene.makeHierarchy().window)
    try input.setTiming(.eachReport)
    if seconds > 0 { try input.startFlightRecorder(seconds: seconds) }
    _ = try input.addDevice(device, mapping: scene.mapping(forDeviceNamed: device.deviceDescription.name, path: node.path))
    // Four frames (at most 1,536 bytes after the first) a write, within umockdev's 4,095-byte buffer.
    let perChunk = 4
    var bytes: [UInt8] = []
    var delivered = 0
    for start in stride(from: 0, to: count, by: perChunk) {
        let end = Swift.min(start + perChunk, count)
        bytes.removeAll(keepingCapacity: true)
        for index in start..<end { DragFrames.appendEvents(tenFingerFrame(index), at: 1_000_000_000 + index * 1_000_000 / 240, to: &bytes) }
        try bed.write(bytes, to: node)
        while delivered < end {
            var descriptors = input.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&descriptors, nfds_t(descriptors.count), 10_000) == 0 { throw FeedError("no frame within 10 s: \(delivered) of \(end)") }
            delivered += try input.update(at: Timestamp(seconds: Double(end) / 240)).frameCount
        }
    }
    return (delivered, input.flightRecording()?.eventCount ?? 0)
}
