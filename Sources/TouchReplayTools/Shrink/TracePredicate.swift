import GestureEngine
import TouchReplay

/// A claim about a replay's trace that `touchreplay shrink` keeps true (docs/shrink.md):
/// terms joined with `and`, each an atom or `not` an atom; an atom holds when a line of the
/// trace matches it.
///
/// - `gesture=ID state=STATE`: the recognizer `ID` reached `STATE` (`began`, `changed`,
///   `ended`, `recognized`, `failed`, `cancelled`); `gesture=ID` alone: it changed state at all.
/// - `view=ID`: a touch was delivered to the view `ID` (it was reached).
/// - `control=ID event=EVENT`: the control `ID` sent `EVENT` (`touchUpInside`, …), which the
///   scene traces; `control=ID` alone: it sent any traced event.
public struct TracePredicate: Hashable, Sendable, CustomStringConvertible {
    /// What one atom matches.
    public enum Atom: Hashable, Sendable {
        /// A gesture line of the recognizer, in the state when given.
        case gesture(id: String, state: String?)
        /// A touch line delivered to the view.
        case view(id: String)
        /// A control line of the control, with the event when given.
        case control(id: String, event: String?)
    }

    /// One term: an atom, negated or not.
    public struct Term: Hashable, Sendable {
        /// The atom.
        public var atom: Atom
        /// Whether the term holds when no line matches the atom.
        public var negated: Bool
    }

    /// The terms, all of which must hold.
    public var terms: [Term]

    /// The states a gesture line may have.
    public static let states = ["began", "changed", "ended", "recognized", "failed", "cancelled"]

    /// The predicate as it would be written.
    public var description: String {
        terms.map { term in
            let atom = switch term.atom {
            case let .gesture(id, state): "gesture=\(id)" + (state.map { " state=\($0)" } ?? "")
            case let .view(id): "view=\(id)"
            case let .control(id, event): "control=\(id)" + (event.map { " event=\($0)" } ?? "")
            }
            return (term.negated ? "not " : "") + atom
        }.joined(separator: " and ")
    }

    /// Whether `record` matches `atom`.
    static func matches(_ atom: Atom, _ record: TraceRecord) -> Bool {
        switch (atom, record) {
        case let (.gesture(id, state), .gesture(line)): line.gesture == id && (state == nil || line.state == state)
        case let (.view(id), .touch(line)): line.view == id
        case let (.control(id, event), .control(line)): line.control == id && (event == nil || line.event == event)
        default: false
        }
    }

    /// A fresh evaluation over one trace, fed record by record.
    public func evaluation() -> Evaluation { Evaluation(predicate: self) }

    /// The predicate's value over a trace seen so far.
    public struct Evaluation {
        let predicate: TracePredicate
        private var seen: [Bool]

        init(predicate: TracePredicate) {
            self.predicate = predicate
            seen = Array(repeating: false, count: predicate.terms.count)
        }

        /// Takes the next record of the trace.
        public mutating func see(_ record: TraceRecord) {
            for (index, term) in predicate.terms.enumerated() where !seen[index] && TracePredicate.matches(term.atom, record) {
                seen[index] = true
            }
        }

        /// Whether the predicate holds over the records seen.
        public var holds: Bool {
            zip(predicate.terms, seen).allSatisfy { term, seen in seen != term.negated }
        }
    }
}
