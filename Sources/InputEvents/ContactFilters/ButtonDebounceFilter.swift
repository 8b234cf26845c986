import TouchTime
/// Debounces the buttons of a mouse or absolute pointer, as libinput does
/// (src/evdev-debounce.c): a release and a press closer than the timeout
/// (25 ms in libinput) are a bounce of a worn switch, not a second click.
///
/// It works on the pointer's contact, which is down while any button is:
/// - a press is sent at once, unless it comes within the timeout of a release
///   (then it is held; sent when the timeout passes with the button still
///   down, dropped when the button lifts first: libinput's cases 4 and 6);
/// - a release within the timeout of the last press or bounce is held
///   (sent when the timeout passes; a press meanwhile cancels both and the
///   contact goes on: cases 3 and 5); a later release is sent at once.
///
/// The timeout is counted from the last change, so that a switch bouncing
/// several times, each bounce within the timeout, is one click (libinput's
/// tests `debounce_bounce` and `debounce_bounce_high_delay`). libinput sends
/// a held event when its timer fires; the stage has no timer, so it sends it
/// with the device's first frame after the timeout (a mouse reports motion
/// often), or at the end. libinput's spurious mode (a button losing contact
/// while held, found once and then debounced for 12 ms) is not done: such a
/// release and press are a second click here, as in libinput until it finds one.
struct ButtonDebounceFilter: Sendable {
    /// Where the button is as far as the engine is told.
    enum State: Sendable {
        /// Up, and up for the engine.
        case up
        /// Down for the engine (the contact ``outputID``, fed by the decoder's ``inputID``).
        case down
        /// Up, but held down for the engine until the timeout passes: the last contact is kept to send its end.
        case releasePending(Contact)
        /// Down (the decoder's contact ``inputID``), not yet told: held until the timeout passes.
        case pressPending
    }

    /// The timeout in nanoseconds (whole microseconds, as libinput counts it).
    let timeout: Int64
    private(set) var state = State.up
    /// The time of the last press or release, nil once a timeout has passed.
    private var lastChange: Timestamp?
    /// The decoder's id of the contact down now.
    private var inputID = -1
    /// The id the engine knows it by.
    private var outputID = -1
    /// Whether the contact's press, held, goes out with its report in this frame.
    private var beganPending = false

    init(seconds: Double) {
        timeout = Int64(seconds * 1_000_000) * 1_000
    }

    /// Filters one frame of the pointer's `contacts` at `time`: `emit` gets each
    /// contact to send with its id and phase as the engine should see them,
    /// `drop` each contact found to bounce (its decoder id), never sent.
    mutating func filter(_ contacts: Span<Contact>, at time: Timestamp, emit: (Contact) -> Void, drop: (Int) -> Void) {
        if let release = expire(at: time) { emit(release) }
        for index in 0..<contacts.count { handle(contacts[index], at: time, emit: emit, drop: drop) }
        beganPending = false
    }

    /// Sends a held release at the end of the input (a held press is never sent).
    mutating func finish(emit: (Contact) -> Void) {
        if case .releasePending(let last) = state { emit(last) }
        state = .up
        lastChange = nil
    }

    private func withinTimeout(_ time: Timestamp) -> Bool {
        guard let lastChange else { return false }
        return time.nanoseconds &- lastChange.nanoseconds < timeout
    }

    /// Sends a held release whose timeout has passed by `time`; a held press
    /// goes out with its contact's report in this frame (``handle``).
    private mutating func expire(at time: Timestamp) -> Contact? {
        guard lastChange != nil, !withinTimeout(time) else { return nil }
        lastChange = nil
        switch state {
        case .releasePending(let last):
            state = .up
            return last
        case .pressPending:
            outputID = inputID
            state = .down
            beganPending = true
        case .up, .down:
            break
        }
        return nil
    }

    private mutating func handle(_ contact: Contact, at time: Timestamp, emit: (Contact) -> Void, drop: (Int) -> Void) {
        switch contact.phase {
        case .began:
            switch state {
            case .releasePending:
                // A bounce: the release and this press never happened; the contact goes on.
                drop(contact.id)
                inputID = contact.id
                state = .down
                var moved = renamed(contact)
                moved.phase = .moved
                emit(moved)
            case .up where withinTimeout(time):
                inputID = contact.id
                state = .pressPending
            default:
                inputID = contact.id
                outputID = contact.id
                state = .down
                emit(contact)
            }
            lastChange = time
        case .moved:
            guard contact.id == inputID, case .down = state else { return }
            emit(renamed(contact))
        case .ended:
            guard contact.id == inputID else { return }
            switch state {
            case .down where beganPending || withinTimeout(time):
                // Held: a release soon after a press, or after a press sent late (it goes out now, its release later).
                var held = renamed(contact)
                if beganPending { emit(renamed(contact)) }
                held.phase = .ended
                state = .releasePending(held)
            case .down:
                emit(renamed(contact))
                state = .up
            case .pressPending:
                drop(contact.id)
                state = .up
            case .up, .releasePending:
                break
            }
            lastChange = time
        case .cancelled:
            guard contact.id == inputID else { return }
            if case .down = state, !beganPending { emit(renamed(contact)) } else if case .pressPending = state { drop(contact.id) }
            if beganPending { drop(contact.id) }
            state = .up
            lastChange = nil
        }
    }

    /// `contact` under the id the engine knows, a press sent late as `began`.
    private func renamed(_ contact: Contact) -> Contact {
        var contact = contact
        contact.id = outputID
        if beganPending { contact.phase = .began }
        return contact
    }
}
