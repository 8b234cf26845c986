import GestureEngine
import TouchReplay

/// Why a predicate cannot be used: one line, naming the word at fault.
public struct TracePredicateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// `predicate: message`.
    public var description: String { "predicate: \(message)" }
}

extension TracePredicate {
    /// Reads a predicate: terms joined by `and`, each `[not] gesture=ID [state=STATE]`,
    /// `[not] view=ID` or `[not] control=ID [event=EVENT]`.
    public init(parsing text: String) throws(TracePredicateError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { throw TracePredicateError(message: "empty (expected e.g. 'gesture=doubleTap state=recognized')") }
        var terms: [Term] = []
        var index = 0
        func fail(_ message: String) -> TracePredicateError { TracePredicateError(message: message) }
        while index < words.count {
            var negated = false
            if words[index] == "not" {
                negated = true
                index += 1
            }
            guard index < words.count else { throw fail("'not' needs a term after it") }
            let (key, value) = Self.pair(words[index])
            index += 1
            func qualifier(_ name: String) -> String? {
                guard index < words.count, Self.pair(words[index]).key == name else { return nil }
                index += 1
                return Self.pair(words[index - 1]).value
            }
            guard !value.isEmpty else { throw fail("'\(words[index - 1])' needs a value: \(key)=ID") }
            switch key {
            case "gesture":
                let state = qualifier("state")
                if let state, !Self.states.contains(state) {
                    throw fail("unknown state '\(state)' (expected one of: \(Self.states.joined(separator: ", ")))")
                }
                terms.append(Term(atom: .gesture(id: value, state: state), negated: negated))
            case "view":
                terms.append(Term(atom: .view(id: value), negated: negated))
            case "control":
                let event = qualifier("event")
                if let event, Control.Events(name: event) == nil {
                    throw fail("unknown control event '\(event)' (expected one of: \(Control.Events.named.map(\.name).joined(separator: ", ")))")
                }
                terms.append(Term(atom: .control(id: value, event: event), negated: negated))
            default:
                throw fail("unknown term '\(words[index - 1])' (expected gesture=ID, view=ID or control=ID)")
            }
            if index < words.count {
                guard words[index] == "and" else { throw fail("expected 'and' before '\(words[index])'") }
                index += 1
                guard index < words.count else { throw fail("'and' needs a term after it") }
            }
        }
        self.init(terms: terms)
    }

    /// Checks that every term names something in `scene`: a recognizer (a scroll view's own
    /// by the ids its trace lines use, `ID.pan`, `ID.pinch`, `ID.delay`), a view, a control
    /// that traces the event.
    ///
    /// - Throws: ``TracePredicateError`` naming the first term that names nothing.
    public func check(against scene: Scene) throws(TracePredicateError) {
        let views = scene.allViews
        for term in terms {
            switch term.atom {
            case let .gesture(id, _):
                guard scene.allGestures.contains(where: { $0.id == id }) || Self.isScrollViewRecognizer(id, in: views) else {
                    throw TracePredicateError(message: "gesture=\(id) names no recognizer of \(scene.file)")
                }
            case let .view(id):
                guard id == Scene.windowID || views.contains(where: { $0.id == id }) else {
                    throw TracePredicateError(message: "view=\(id) names no view of \(scene.file)")
                }
            case let .control(id, event):
                guard let control = views.first(where: { $0.id == id })?.control else {
                    throw TracePredicateError(message: "control=\(id) names no control of \(scene.file)")
                }
                if let event, let events = Control.Events(name: event), !control.tracedEvents.contains(events) {
                    throw TracePredicateError(message: "control=\(id) event=\(event): the scene does not trace \(event) for \(id) (add it to the control's trace list)")
                }
            }
        }
    }

    /// Whether `id` is the id of a scroll view's own pan, pinch or content-delay recognizer
    /// (`list.pan`), which has gesture lines in the trace like the scene's recognizers.
    private static func isScrollViewRecognizer(_ id: String, in views: [ViewDescription]) -> Bool {
        views.contains { view in view.scroll != nil && [".pan", ".pinch", ".delay"].contains { view.id + $0 == id } }
    }

    /// `key=value` split at the first `=` (`value` empty when there is none).
    private static func pair(_ word: String) -> (key: String, value: String) {
        guard let equals = word.firstIndex(of: "=") else { return (word, "") }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
