/// Pull to refresh at the top of a scroll view (UIKit's `UIRefreshControl`).
///
/// Set as a scroll view's ``ScrollView/refreshControl`` it sits just above the
/// content, ``GestureDefaults/refreshControlHeight`` tall. When a drag pulls
/// the content ``triggerDistance`` past its resting top, the control begins
/// refreshing and sends ``Control/Events/valueChanged`` at once, while the
/// finger is still down (UIKit fires on the pull, not on the lift). While
/// refreshing it adds its height to the scroll view's top
/// ``ScrollView/contentInset`` (from the end of the drag that triggered it, so
/// the rubber band does not jump under the finger), so the content springs back
/// to show the control and is held there. ``endRefreshing()`` takes the
/// inset away and, if the control is showing, scrolls the content back to its
/// top. ``beginRefreshing()`` starts refreshing from code without sending
/// anything. The control takes no touches itself: a drag on it scrolls.
open class RefreshControl: Control, ValueControl {
    /// Whether a refresh is under way (from the pull or ``beginRefreshing()`` until ``endRefreshing()``).
    public private(set) var isRefreshing: Bool {
        get { _isRefreshing }
        set { _isRefreshing = newValue }
    }
    final var _isRefreshing = false
    /// How far past its resting top the content must be pulled. Default ``GestureDefaults/refreshTriggerDistance``.
    public var triggerDistance: Double {
        get { _triggerDistance }
        set { _triggerDistance = newValue }
    }
    final var _triggerDistance = GestureDefaults.refreshTriggerDistance
    /// The scroll view it refreshes (set by ``ScrollView/refreshControl``).
    public internal(set) var scrollView: ScrollView? {
        get { _scrollView }
        set { _scrollView = newValue }
    }
    final weak var _scrollView: ScrollView?
    /// The top inset added while refreshing (0 when none is).
    private var heldInset = 0.0
    /// Whether the current drag already triggered a refresh (one per drag).
    private var triggeredInDrag = false

    /// A refresh control with an id; its frame is set by the scroll view it is given to.
    public override init(id: String, frame: Rect = .zero) {
        super.init(id: id, frame: frame)
        isUserInteractionEnabled = false
    }

    /// 1 while refreshing, 0 otherwise (``ValueControl``).
    public var tracedValue: Double { isRefreshing ? 1 : 0 }

    /// Starts refreshing from code (Apple: "a refresh operation was started programmatically"):
    /// holds the inset, sends nothing.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        if scrollView?.isDragging != true { holdInset() }
    }

    /// Ends refreshing: the held inset goes, and content pulled down to show the
    /// control scrolls back to its top (animated, as UIKit's).
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView, heldInset != 0 else { return }
        scrollView.contentInset.top -= heldInset
        heldInset = 0
        let top = scrollView.minimumContentOffset.y
        if !scrollView.isDragging && scrollView.contentOffset.y < top {
            scrollView.setContentOffset(Point(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }

    /// Places the control above the content, across the scroll view's width.
    func layout(in scrollView: ScrollView) {
        let height = GestureDefaults.refreshControlHeight
        frame = Rect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
    }

    /// The scroll view scrolled: a drag pulled past the trigger distance starts a refresh.
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView.isDragging else { return }
        let pulled = scrollView.minimumContentOffset.y - scrollView.contentOffset.y
        guard !isRefreshing, !triggeredInDrag, pulled >= triggerDistance else { return }
        triggeredInDrag = true
        isRefreshing = true
        sendActions(for: .valueChanged)
    }

    /// The drag is ending: a refresh under way now holds its inset, before the scroll view decides where to settle.
    func scrollViewWillEndDragging(_ scrollView: ScrollView) {
        triggeredInDrag = false
        if isRefreshing { holdInset() }
    }

    private func holdInset() {
        guard let scrollView, heldInset == 0 else { return }
        heldInset = GestureDefaults.refreshControlHeight
        scrollView.contentInset.top += heldInset
    }
}
