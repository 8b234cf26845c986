import GestureEngine

/// A scroll view's pull to refresh in a scene (`scroll: {refresh: …}`).
public struct RefreshDescription: Hashable, Sendable {
    /// The refresh control's id, unique among the scene's views.
    public var id: String
    /// The events written as `control` trace lines (`valueChanged` when it starts refreshing).
    public var tracedEvents: Control.Events = []
    /// Seconds from the start of a refresh until the scene calls `endRefreshing()`
    /// (standing in for the app's reload); nil keeps it refreshing.
    public var duration: Double?
    /// Where the mapping was written.
    public var location: SceneLocation

    /// A refresh control with an id and no traced events.
    public init(id: String, location: SceneLocation) {
        self.id = id
        self.location = location
    }

    /// Keys allowed under `refresh`.
    static let keys = ["id", "events", "duration"]

    /// Decodes `refresh: {id, events, duration}`.
    static func decode(_ node: SceneNode) throws(SceneError) -> RefreshDescription {
        let map = try node.mapping(allowing: keys)
        var refresh = RefreshDescription(id: try map.required("id").string(), location: node.location)
        if let value = map["events"] { refresh.tracedEvents = try ControlDescription.events(value) }
        if let value = map["duration"] { refresh.duration = try value.double(in: 0...3600) }
        return refresh
    }

    /// Gives `scrollView` a fresh refresh control that ends each refresh after ``duration``.
    func install(on scrollView: ScrollView) {
        let control = RefreshControl(id: id)
        scrollView.refreshControl = control
        guard let duration else { return }
        control.addAction(for: .valueChanged) { [weak control] _ in
            guard let control, let window = control.window else { return }
            window.scheduler.schedule(after: duration) { [weak control] in control?.endRefreshing() }
        }
    }
}
