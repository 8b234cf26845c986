/// The pairing of tracked contacts with a frame's new contacts that makes the
/// sum of squared distances least: the assignment problem mtdev solves with
/// the Hungarian algorithm (mtdev's match.c, `mtdev_match`), here in its
/// shortest-augmenting-path form with row and column potentials, O(n²·m)
/// for n rows and m ≥ n columns.
///
/// The buffers are allocated once for ``FrameDecoder/maximumAnonymousContacts``
/// on each side; solving allocates nothing. Costs are `Double`s (squared
/// distances of `Int32` positions can pass `Int64`); the same costs always
/// give the same pairs.
struct ContactAssignment: Sendable {
    /// Row-major costs, `rows × columns`, filled by the caller through ``setCost(row:column:_:)``.
    private var costs: [Double]
    private var rowPotential: [Double]
    private var columnPotential: [Double]
    /// For each column (1-based, 0 is the sentinel), the row (1-based) assigned to it, 0 for none.
    private var columnRow: [Int]
    private var way: [Int]
    private var slack: [Double]
    private var visited: [Bool]
    private let capacity: Int
    private var columns = 0
    /// For each row, the column assigned to it (0-based), after ``solve(rows:columns:)``.
    private(set) var rowColumn: [Int]

    /// Buffers for up to `capacity` rows and columns.
    init(capacity: Int) {
        self.capacity = capacity
        costs = Array(repeating: 0, count: capacity * capacity)
        rowPotential = Array(repeating: 0, count: capacity + 1)
        columnPotential = Array(repeating: 0, count: capacity + 1)
        columnRow = Array(repeating: 0, count: capacity + 1)
        way = Array(repeating: 0, count: capacity + 1)
        slack = Array(repeating: 0, count: capacity + 1)
        visited = Array(repeating: false, count: capacity + 1)
        rowColumn = Array(repeating: -1, count: capacity)
    }

    /// Sets the cost of pairing `row` with `column` (both 0-based) for the next ``solve(rows:columns:)``.
    mutating func setCost(row: Int, column: Int, _ cost: Double) { costs[row * capacity + column] = cost }

    /// Pairs each of `rows` rows with a distinct column of `columns` (`rows ≤ columns`)
    /// so that the sum of the costs is least; the answer is in ``rowColumn``.
    mutating func solve(rows: Int, columns: Int) {
        precondition(rows <= columns && columns <= capacity, "more rows than columns, or beyond capacity")
        self.columns = columns
        for index in 0...columns {
            columnPotential[index] = 0
            columnRow[index] = 0
        }
        for index in 0...rows { rowPotential[index] = 0 }
        for row in 1...max(rows, 1) where rows > 0 { augment(from: row) }
        for index in 0..<rows { rowColumn[index] = -1 }
        for column in 1...max(columns, 1) where columns > 0 && columnRow[column] != 0 {
            rowColumn[columnRow[column] - 1] = column - 1
        }
    }

    /// Adds `row` (1-based) to the matching along a shortest augmenting path.
    private mutating func augment(from row: Int) {
        columnRow[0] = row
        var column = 0
        for index in 0...columns {
            slack[index] = .infinity
            visited[index] = false
        }
        repeat {
            visited[column] = true
            let current = columnRow[column]
            var delta = Double.infinity
            var next = 0
            for candidate in 1...columns where !visited[candidate] {
                let reduced = costs[(current - 1) * capacity + candidate - 1] - rowPotential[current] - columnPotential[candidate]
                if reduced < slack[candidate] {
                    slack[candidate] = reduced
                    way[candidate] = column
                }
                if slack[candidate] < delta {
                    delta = slack[candidate]
                    next = candidate
                }
            }
            for index in 0...columns {
                if visited[index] {
                    rowPotential[columnRow[index]] += delta
                    columnPotential[index] -= delta
                } else {
                    slack[index] -= delta
                }
            }
            column = next
        } while columnRow[column] != 0
        repeat {
            let previous = way[column]
            columnRow[column] = columnRow[previous]
            column = previous
        } while column != 0
    }
}
