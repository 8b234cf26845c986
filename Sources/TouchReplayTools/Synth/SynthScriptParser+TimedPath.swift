import GestureEngine
import TouchReplay

extension SynthScriptParser {
    /// The points and times of a drag whose `through` and `to` points carry
    /// times (`[x, y, seconds]`, seconds after the gesture's start and hold),
    /// or nil when none does. Every point must carry one, in increasing order,
    /// and the drag then takes no `duration`.
    func timedPath(from: Point, _ f: [String: YAMLNode], in node: YAMLNode, _ name: String) throws(FileError) -> (path: [Point], times: [Double])? {
        var items: [(YAMLNode, String)] = []
        if let through = f["through"] {
            guard let list = through.sequence else { throw fail(through, "through must be a list of [x, y] points") }
            for item in list { items.append((item, "through point")) }
        }
        guard let to = f["to"] else { throw fail(node, "\(name) needs 'to: [x, y]'") }
        items.append((to, "to"))
        let timedCount = items.count(where: { $0.0.sequence?.count == 3 })
        guard timedCount > 0 else { return nil }
        guard timedCount == items.count else {
            throw fail(items.first { $0.0.sequence?.count != 3 }?.0, "give every through and to point a time ([x, y, seconds]) or none")
        }
        if let duration = f["duration"] { throw fail(duration, "a drag whose points carry times takes its duration from them; remove duration") }
        var path = [from], times = [0.0]
        for (item, what) in items {
            let numbers = item.sequence ?? []
            let time = try seconds(numbers[2], "\(what) time")
            guard time > times[times.count - 1] else {
                throw fail(numbers[2], "\(what) time must be later than the previous point's (\(SynthScript.format(times[times.count - 1])) s)")
            }
            path.append(Point(x: try number(numbers[0], "\(what) x"), y: try number(numbers[1], "\(what) y")))
            times.append(time)
        }
        return (path, times)
    }
}
