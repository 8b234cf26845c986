import GestureEngine

extension TraceRecorder {
    /// A streaming recorder's sink, the batch being filled for it, and the
    /// numbers of the strings handed over so far (``TraceBatch``): views and
    /// recognizers are numbered by identity, so an entry costs no string hashing.
    struct Stream {
        let sink: any TraceBatchSink
        private(set) var batch = TraceBatch.empty()
        private var count: Int32 = 0
        /// The names of the gesture states, in ``TraceSummary/gestureStates`` order.
        private var stateNames: [TraceName] = []
        /// Names of other strings (failure reasons, what they name, view ids of view lines, scroll phases).
        private var stringNames: [String: TraceName] = [:]
        /// Names of view ids by view identity (checked against the id, as identities are reused).
        private var viewNames: IdentityCache<(id: String, name: TraceName)>
        private var otherViewNames: [ObjectIdentifier: (id: String, name: TraceName)] = [:]
        /// Names of recognizers' ids and kinds by identity (checked against the id and class).
        private var recognizerNames: IdentityCache<RecognizerNames>
        private var otherRecognizerNames: [ObjectIdentifier: RecognizerNames] = [:]

        /// A stream to `sink`, with caches sized for about `views` views and `recognizers` recognizers.
        init(sink: any TraceBatchSink, views: Int, recognizers: Int) {
            self.sink = sink
            viewNames = IdentityCache(expected: views)
            recognizerNames = IdentityCache(expected: recognizers)
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

        private mutating func name(of view: View) -> TraceName {
            let key = ObjectIdentifier(view)
            if let known = viewNames[key], known.id == view.id { return known.name }
            if let known = otherViewNames[key], known.id == view.id {
                viewNames[key] = known
                return known.name
            }
            let new = (id: view.id, name: name(view.id))
            otherViewNames[key] = new
            viewNames[key] = new
            return new.name
        }

        private mutating func names(of recognizer: GestureRecognizer, _ info: RecognizerInfo) -> RecognizerNames {
            let key = ObjectIdentifier(recognizer)
            if let known = recognizerNames[key], known.type == info.type, known.id == info.id { return known }
            if let known = otherRecognizerNames[key], known.type == info.type, known.id == info.id {
                recognizerNames[key] = known
                return known
            }
            let new = RecognizerNames(type: info.type, id: info.id, idName: name(info.id), kindName: name(info.kind))
            otherRecognizerNames[key] = new
            recognizerNames[key] = new
            return new
        }

        /// Appends a touch entry; whether the batch is now full.
        mutating func touch(time: Double, touch: Int, phase: TouchPhase, location: Point, view: View?) -> Bool {
            let viewName = view.map { name(of: $0) }
            batch.touches.append(TouchEntry(time: time, touch: touch, phase: phase, location: location, view: viewName))
            return appended(.touch)
        }

        /// Appends a gesture entry; whether the batch is now full.
        mutating func gesture(time: Double, recognizer: GestureRecognizer, info: RecognizerInfo, stateIndex: Int, location: Point,
                              touches: Int, values: GestureValues, reason: GestureFailureReason?) -> Bool {
            let names = self.names(of: recognizer, info)
            let entry = GestureEntry(
                time: time, gesture: names.idName, kind: names.kindName, view: recognizer.view.map { name(of: $0) },
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

        /// The batch, if it holds anything, replaced by an empty one.
        mutating func takeBatch() -> TraceBatch? {
            guard !batch.isEmpty else { return nil }
            defer { batch = TraceBatch.empty() }
            return batch
        }
    }

    /// The names a stream gave a recognizer's id and kind.
    struct RecognizerNames {
        let type: ObjectIdentifier
        let id: String
        let idName: TraceName
        let kindName: TraceName
    }
}
