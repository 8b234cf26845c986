/// Which subviews of a view may contain a point: a uniform grid over the
/// subviews' frames, so that an untraced hit-test among many siblings asks
/// only the few whose frame holds the point instead of every one.
///
/// Built only when every subview is plain: its class keeps the default
/// hit-testing (``View/hasDefaultHitTesting``), no hit-test customisation is
/// on and its transform is the identity. Such a view answers a hit-test with
/// nil, calling nothing, whenever the point is outside its bounds, so skipping
/// it changes neither the answer nor any call made. Each frame is grown by
/// ``margin`` so that rounding in the conversion to the subview's coordinates
/// can only add candidates. The parent rebuilds the index after its subviews
/// or their geometry or customisations change (``View/subviewHitIndexIsStale``).
///
/// The grid has up to 64 × 64 cells, coarser where the frames are large: a frame is entered
/// in every cell it covers, so views that share one large frame (100,000 of them covered all
/// 4,096 cells each: 17 KB a view, issue 35) would fill it with copies. The grid is halved
/// until it holds at most ``maximumEntriesPerSubview`` entries a subview: memory and
/// building time stay linear in the subviews whatever their frames.
struct SubviewHitIndex {
    /// Below this many subviews the walk over all of them is as fast.
    static let minimumSubviewCount = 16
    /// The most grid entries a subview costs on average (64 bytes): enough that long thin
    /// views (a column spanning every row) keep a fine grid, few enough that views sharing
    /// one frame cost little.
    static let maximumEntriesPerSubview = 16
    /// How far each frame is grown, in points.
    static let margin = 1.0
    /// Coordinates beyond this magnitude are not indexed (rounding would exceed the margin).
    private static let largestCoordinate = 1e9

    private let minX: Double, minY: Double, maxX: Double, maxY: Double
    private let cellWidth: Double, cellHeight: Double
    private let columns: Int, rows: Int
    /// Where each cell's entries start in ``entries`` (one more element than cells).
    private var cellStarts: [Int] = []
    /// Subview indices, ascending within each cell.
    private var entries: [Int32] = []

    /// The index of `subviews`, or nil when one of them is not plain or its frame is not finite and moderate.
    init?(_ subviews: [View]) {
        var frames: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] = []
        frames.reserveCapacity(subviews.count)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for subview in subviews {
            guard subview.hasDefaultHitTesting, !subview.isHitTestCustomized, subview.hasIdentityTransform else { return nil }
            let halfWidth = abs(subview._bounds.size.width) / 2, halfHeight = abs(subview._bounds.size.height) / 2
            let center = subview._center
            let frame = (minX: center.x - halfWidth - Self.margin, minY: center.y - halfHeight - Self.margin,
                         maxX: center.x + halfWidth + Self.margin, maxY: center.y + halfHeight + Self.margin)
            guard Self.isModerate(frame.minX), Self.isModerate(frame.minY),
                  Self.isModerate(frame.maxX), Self.isModerate(frame.maxY) else { return nil }
            frames.append(frame)
            minX = Swift.min(minX, frame.minX)
            minY = Swift.min(minY, frame.minY)
            maxX = Swift.max(maxX, frame.maxX)
            maxY = Swift.max(maxY, frame.maxY)
        }
        guard !frames.isEmpty else { return nil }
        var side = Swift.max(1, Swift.min(64, Int(Double(frames.count).squareRoot())))
        while side > 1, Self.entryCount(frames, side: side, minX: minX, minY: minY, maxX: maxX, maxY: maxY)
                > Self.maximumEntriesPerSubview * frames.count {
            side /= 2
        }
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        columns = side
        rows = side
        cellWidth = Swift.max((maxX - minX) / Double(side), 1e-9)
        cellHeight = Swift.max((maxY - minY) / Double(side), 1e-9)
        var counts = Array(repeating: 0, count: side * side + 1)
        for frame in frames {
            let (c0, c1, r0, r1) = cells(of: frame)
            for row in r0...r1 { for column in c0...c1 { counts[row * side + column + 1] += 1 } }
        }
        for cell in 1..<counts.count { counts[cell] += counts[cell - 1] }
        cellStarts = counts
        var next = counts
        entries = Array(repeating: 0, count: counts[side * side])
        for (index, frame) in frames.enumerated() {
            let (c0, c1, r0, r1) = cells(of: frame)
            for row in r0...r1 {
                for column in c0...c1 {
                    entries[next[row * side + column]] = Int32(index)
                    next[row * side + column] += 1
                }
            }
        }
    }

    private static func isModerate(_ value: Double) -> Bool { value.isFinite && abs(value) < largestCoordinate }

    /// The entries a grid of `side` × `side` cells over the bounds would hold for `frames`.
    private static func entryCount(
        _ frames: [(minX: Double, minY: Double, maxX: Double, maxY: Double)], side: Int,
        minX: Double, minY: Double, maxX: Double, maxY: Double
    ) -> Int {
        let width = Swift.max((maxX - minX) / Double(side), 1e-9), height = Swift.max((maxY - minY) / Double(side), 1e-9)
        func cell(_ value: Double, _ origin: Double, _ size: Double) -> Int { Swift.min(side - 1, Swift.max(0, Int((value - origin) / size))) }
        var total = 0
        for frame in frames {
            total += (cell(frame.maxX, minX, width) - cell(frame.minX, minX, width) + 1)
                * (cell(frame.maxY, minY, height) - cell(frame.minY, minY, height) + 1)
        }
        return total
    }

    /// The number of entries in the grid (tests: linear in the subviews).
    var entryCount: Int { entries.count }

    /// The cells a grown frame covers: first and last column, first and last row.
    private func cells(of frame: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> (Int, Int, Int, Int) {
        (column(frame.minX), column(frame.maxX), row(frame.minY), row(frame.maxY))
    }

    private func column(_ x: Double) -> Int { Swift.min(columns - 1, Swift.max(0, Int((x - minX) / cellWidth))) }
    private func row(_ y: Double) -> Int { Swift.min(rows - 1, Swift.max(0, Int((y - minY) / cellHeight))) }

    /// Asks `hit` about the subviews whose grown frame may hold `point` (in the
    /// parent's coordinates), frontmost first, and returns its first non-nil answer.
    func firstHit(at point: Point, _ hit: (Int) -> View?) -> View? {
        // Outside every grown frame (or NaN): no plain subview holds the point.
        guard point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY else { return nil }
        let cell = row(point.y) * columns + column(point.x)
        var position = cellStarts[cell + 1]
        let start = cellStarts[cell]
        while position > start {
            position -= 1
            if let view = hit(Int(entries[position])) { return view }
        }
        return nil
    }
}
