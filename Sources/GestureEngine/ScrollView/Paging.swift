/// Where a paging scroll view settles along one axis (UIKit's `isPagingEnabled`:
/// pages are multiples of the bounds' size).
///
/// A release slower than ``ScrollPhysics/pagingFlickSpeed`` settles on the
/// nearest page; a faster one on the next page boundary in the flick's
/// direction from where the content is, so a flick never skips a page. The
/// page is kept within the content.
enum Paging {
    /// The offset of the page to settle on from `offset` released at `velocity`
    /// (offset points per second), for pages `pageSize` long within `range`.
    static func target(offset: Double, velocity: Double, pageSize: Double, range: ClosedRange<Double>) -> Double {
        guard pageSize > 0 else { return Swift.min(Swift.max(offset, range.lowerBound), range.upperBound) }
        let position = offset / pageSize
        let page: Double
        if velocity > ScrollPhysics.pagingFlickSpeed {
            page = position.rounded(.down) + 1
        } else if velocity < -ScrollPhysics.pagingFlickSpeed {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        let lastPage = (range.upperBound / pageSize).rounded(.up)
        let firstPage = (range.lowerBound / pageSize).rounded(.down)
        let target = Swift.min(Swift.max(page, firstPage), lastPage) * pageSize
        return Swift.min(Swift.max(target, range.lowerBound), range.upperBound)
    }
}
