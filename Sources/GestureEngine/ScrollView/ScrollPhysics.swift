/// Every constant of the scroll view's motion after the finger lifts, in one
/// place, each with its source (docs/gestures.md, "Scroll physics").
/// Distances are in points, speeds in points per second, times in seconds.
///
/// Apple publishes the deceleration rates and the projection of a flick; the
/// rubber band's constant is the one commonly documented for `UIScrollView`;
/// the rest is private to UIKit, and the values here are the engine's own
/// decisions.
public enum ScrollPhysics {
    /// The rubber band's constant c in d · (1 − 1 / (x · c / d + 1)): 0.55
    /// ("Analysis of Apple's rubber band scrolling", squareb.wordpress.com,
    /// 2013, after @chpwn: "UIScrollView uses 0.55").
    public static let rubberBandCoefficient = 0.55

    /// A glide stops when its speed falls below 1 pt/s (engine decision): at the
    /// normal rate the projection then has under half a point left, which the
    /// last step covers, so the glide ends exactly on its target.
    public static let decelerationStopSpeed = 1.0

    /// A release slower than 50 pt/s does not glide: the content stays exactly
    /// where the finger left it. UI tests that pass against real UIKit assert
    /// exact content offsets after slow scroll paths (EarlGrey's scroll actions,
    /// GREYPathGestureUtils.m), so a slow release does not decelerate in UIKit;
    /// Apple does not publish the threshold, and 50 pt/s is Flutter's
    /// `kMinFlingVelocity` (Android `MINIMUM_FLING_VELOCITY`, 50 dp/s), our
    /// decision (docs/gestures.md). The release velocity is the pan's, a
    /// least-squares fit over its last ``GestureDefaults/velocityWindow`` seconds.
    public static let minimumReleaseSpeed = 50.0

    /// The response of the spring that pulls overscrolled content back to its
    /// edge, settles a page and animates `setContentOffset(_:animated:)`: 0.4 s
    /// (engine decision). The spring is critically damped (damping ratio 1, as
    /// WWDC 2018 "Designing Fluid Interfaces" recommends for motion that must
    /// not oscillate), with angular frequency 2π / response.
    public static let springResponse = 0.4

    /// A spring rests when its distance to the target, and its speed divided by
    /// its angular frequency, are both below half a point (engine decision; the
    /// last step lands on the target).
    public static let springRestDistance = 0.5

    /// The same for a zoom spring, in zoom scale: 0.0005 (below the traced
    /// precision of 4 decimals once rounded; engine decision).
    public static let zoomSpringRestDistance = 0.0005

    /// A paging scroll view turns to the next page in the direction of a
    /// release faster than 400 pt/s, else settles on the nearest page (Android
    /// `ViewPager.MIN_FLING_VELOCITY`, 400 dp/s; UIKit's value is private).
    public static let pagingFlickSpeed = 400.0

    /// The display link's default rate: 60 frames per second (UIKit's
    /// `UIScreen.maximumFramesPerSecond` on 60 Hz displays; a window's
    /// ``Window/maximumFramesPerSecond`` sets it, e.g. 120 for ProMotion-like panels).
    public static let defaultFramesPerSecond = 60
}
