import TouchTime
extension ContactFilterStage {
    /// The touchscreen filters on one frame: every track updated first (the
    /// far-apart-taps filter compares the frame's taps with each other), then
    /// each contact judged: noise first (stuck spot, far-apart taps, too short),
    /// then what holds it back (floors, edge band), else it goes out.
    mutating func filterTouches(_ input: Span<Contact>, at time: Timestamp) {
        for index in 0..<input.count { updateTrack(with: input[index], at: time) }
        for index in 0..<input.count {
            let contact = input[index]
            guard let trackIndex = tracks.firstIndex(where: { $0.id == contact.id }) else { continue }
            judge(contact, trackIndex, at: time)
        }
        tracks.removeAll { track in !track.isDown }
    }

    /// Finds or starts the contact's track and moves it to where the contact is.
    private mutating func updateTrack(with contact: Contact, at time: Timestamp) {
        let index: Int
        if let found = tracks.firstIndex(where: { $0.id == contact.id }) {
            index = found
        } else {
            var track = ContactTrack(contact, at: time)
            track.state = .new
            track.isOnEdge = edge?.isInBand(contact) ?? false
            tracks.append(track)
            index = tracks.count - 1
        }
        tracks[index].x = contact.x
        tracks[index].y = contact.y
        tracks[index].reports += 1
        tracks[index].isDown = !contact.phase.isFinal
        if tracks[index].isOnEdge, tracks[index].distanceFromStart > 0 { tracks[index].isOnEdge = false }
        farApartTaps?.update(&tracks[index])
    }

    private mutating func judge(_ contact: Contact, _ index: Int, at time: Timestamp) {
        switch tracks[index].state {
        case .suppressed:
            if tracks[index].noise == .singlePosition { singlePosition?.stillStuck(tracks[index], at: time) }
            return
        case .new, .held, .reported:
            break
        }
        if let noise = noise(contact, index, at: time) {
            let wasReported = tracks[index].state == .reported
            if wasReported {
                var cancelled = contact
                cancelled.phase = .cancelled
                send(cancelled, noise: noise)
            }
            tracks[index].state = .suppressed
            tracks[index].noise = noise
            remove(contact.id, by: noise, at: time, wasReported: wasReported)
            return
        }
        if tracks[index].state != .reported {
            if let holder = holder(of: contact, index) {
                tracks[index].state = .held
                tracks[index].holder = holder
                if contact.phase.isFinal { remove(contact.id, by: holder, at: time, wasReported: false) }
                return
            }
            if contact.phase.isFinal {
                // Let go in the frame it lifts: never reported, so nothing to end.
                if let holder = tracks[index].holder { remove(contact.id, by: holder, at: time, wasReported: false) }
                return
            }
            tracks[index].state = .reported
            var began = contact
            began.phase = .began
            send(began, noise: nil)
            return
        }
        send(contact, noise: nil)
    }

    /// The filter that finds `contact` to be noise in this frame, if one does.
    private mutating func noise(_ contact: Contact, _ index: Int, at time: Timestamp) -> ContactFilterKind? {
        if singlePosition != nil, !contact.phase.isFinal, singlePosition!.isNoise(&tracks[index], at: time) { return .singlePosition }
        if let farApartTaps, farApartTaps.isNoise(index, among: tracks, at: time) { return .farApartTaps }
        if let minimumDuration, minimumDuration.isNoise(contact, began: tracks[index].began, at: time) { return .minimumDuration }
        return nil
    }

    /// The filter holding back `contact`, not yet reported, if one does.
    private func holder(of contact: Contact, _ index: Int) -> ContactFilterKind? {
        if let floor, floor.holds(contact) { return .floor }
        if tracks[index].isOnEdge { return .edge }
        return nil
    }

    private mutating func send(_ contact: Contact, noise: ContactFilterKind?) {
        contacts.append(contact)
        noiseFilters.append(noise?.rawValue ?? 0)
    }
}
