import GestureEngine

extension TraceRecorder {
    /// A streaming recorder's sink, the batch being filled for it, and the
    /// numbers of the strings handed over so far (``TraceBatch``).
    ///
    /// The watched views and the recognizers are named by the numbers the
    /// recorder already has for them (a view's position in the `ViewWatch`, a
    /// recognizer's number in the `RecognizerTally`): an entry costs no string
    /// hashing and no reference counting.
    struct Stream {
        let sink: any TraceBatchSink
        private(set) var batch = TraceBatch.empty()
        private var count: Int32 = 0
        /// The names of the gesture states, in ``TraceSummary/gestureStates`` order.
        private var stateNames: [TraceName] = []
        /// Names of other strings (failure reasons, what they name, view ids of view lines, scroll phases).
        private var stringNames: [String: TraceName] = [:]
        /// Names of the watched views' ids, by position in the watch (nil until first written).
        private var watchedViewNames: [TraceName?]
        /// Names of the ids of views not watched, by identity (checked against the id, as identities are reused).
        private var otherViewNames: [ObjectIdentifier: (id: String, name: TraceName)] = [:]
        /// Names of recognizers' ids and kinds, by the tally's number (nil until first written).
        private var recognizerNames: [RecognizerNames?]

        /// A stream to `sink` for `views` watched views, with room for about `recognizers` recognizers.
        init(sink: any TraceBatchSink, views: Int, recognizers: Int) {
            self.sink = sink
            watchedViewNames = Array(repeating: nil, count: views)
            recognizerNames = Array(repeating: nil, count: recognizers)
            stateNames = TraceSummary.gestureStates.map { name($0) }
        }

        /// Numbers `string` (even if it was numbered before) and hands it over with the batch.
        private mutating func name(_ string: String) -> TraceName {
            batch.names.append(string)
            count += 1
            return TraceName(number: count - 1)
        }

        private mutating func named(_ string: String) -> TraceName {
            if let known = stringNames[string] { return known }
            let new = name(string)
            stringNames[string] = new
            return new
        }

        /// The name of `view`'s id; `position` is the view's in the watch, nil when it is not watched.
        /// A watched view named before is answered inline (one a touch or gesture entry).
        @inline(__always)
        mutating func name(of view: View, position: Int?) -> TraceName {
            if let position, let known = watchedViewNames[position] { return known }
            return newName(of: view, position: position)
        }

        @inline(never)
        private mutating func newName(of view: View, position: Int?) -> TraceName {
            if let position {
                let new = name(view.id)
                watchedViewNames[position] = new
                return new
            }
            let key = ObjectIdentifier(view)
            if let known = otherViewNames[key], known.id == view.id { return known.name }
            let new = name(view.id)
            otherViewNames[key] = (id: view.id, name: new)
            return new
        }

        /// The names of the id and kind of the recognizer numbered `number` in the tally, if it was written before.
        func names(ofRecognizer number: Int) -> RecognizerNames? {
            number < recognizerNames.count ? recognizerNames[number] : nil
        }

        /// Names the id and kind of the recognizer numbered `number` in the tally.
        mutating func nameRecognizer(_ number: Int, id: String, kind: String) -> RecognizerNames {
            let new = RecognizerNames(idName: name(id), kindName: name(kind))
            while recognizerNames.count <= number { recognizerNames.append(nil) }
            recognizerNames[number] = new
            return new
        }

        /// Appends a touch entry; whether the batch is now full.
        mutating func touch(time: Double, touch: Int, phase: TouchPhase, location: Point, view: TraceName?, detail: TouchDetail) -> Bool {
            batch.touches.append(TouchEntry(time: time, touch: touch, phase: phase, location: location, view: view, detail: detail))
            return appended(.touch)
        }

        /// Appends a gesture entry; whether the batch is now full.
        mutating func gesture(time: Double, names: RecognizerNames, view: TraceName?, stateIndex: Int, location: Point,
                              touches: Int, values: GestureValues, reason: GestureFailureReason?) -> Bool {
            let entry = GestureEntry(
                time: time, gesture: names.idName, kind: names.kindName, view: view,
                state: stateNames[stateIndex], location: location, touches: touches, values: values,
                reason: reason.map { named($0.code) }, by: reason?.by.map { named($0) })
            batch.gestures.append(entry)
            return appended(.gesture)
        }

        /// Appends a view entry; whether the batch is now full.
        mutating func view(_ record: ViewRecord) -> Bool {
            batch.views.append(ViewEntry(time: record.time, view: named(record.view), frame: record.frame,
                                         contentOffset: record.contentOffset, zoomScale: record.zoomScale,
                                         scrollPhase: record.scrollPhase.map { named($0) }))
            return appended(.view)
        }

        /// Notes that an entry of `kind` was appended; whether the batch is now full.
        private mutating func appended(_ kind: TraceBatch.Kind) -> Bool {
            batch.order.append(kind)
            return batch.order.count == TraceBatch.capacity
        }

        /// Appends a record that has no entry (control, hitTest, summary); whether the batch is now full.
        mutating func append(_ record: TraceRecord) -> Bool {
            batch.records.append((batch.order.count, record))
            return false
        }

        /// The batch, if it holds anything, replaced by an empty one with room
        /// for as many entries of each kind as it held.
        mutating func takeBatch() -> TraceBatch? {
            guard !batch.isEmpty else { return nil }
            defer { batch = TraceBatch.empty(like: batch) }
            return batch
        }
    }

    /// The names a stream gave a recognizer's id and kind.
    struct RecognizerNames {
        let idName: TraceName
        let kindName: TraceName
    }
}
