/// Every default threshold of the engine's recognizers and scroll view, in one
/// place, each with its source. Distances are in points, times in seconds.
///
/// UIKit publishes some values; where it keeps them private, the engine takes
/// Flutter's (`packages/flutter/lib/src/gestures/constants.dart`) or
/// Android's (`ViewConfiguration.java`) published constants.
public enum GestureDefaults {
    /// `cancelsTouchesInView`: true (UIKit, `UIGestureRecognizer.cancelsTouchesInView`).
    public static let cancelsTouchesInView = true
    /// `delaysTouchesBegan`: false (UIKit, `UIGestureRecognizer.delaysTouchesBegan`).
    public static let delaysTouchesBegan = false
    /// `delaysTouchesEnded`: true (UIKit, `UIGestureRecognizer.delaysTouchesEnded`).
    public static let delaysTouchesEnded = true

    /// How far a tap's fingers may move: 18 pt (Flutter `kTouchSlop`; UIKit's value is private).
    public static let tapAllowableMovement = 18.0
    /// Longest pause from one tap's end to the next tap's start: 0.3 s
    /// (Android `DOUBLE_TAP_TIMEOUT`, measured up → down; Flutter `kDoubleTapTimeout`).
    public static let tapMaximumInterval = 0.3
    /// Farthest the next tap may start from the first: 100 pt (Flutter `kDoubleTapSlop`, Android `DOUBLE_TAP_SLOP`).
    public static let tapMaximumDistanceBetweenTaps = 100.0

    /// Long press `minimumPressDuration`: 0.5 s (UIKit).
    public static let longPressMinimumDuration = 0.5
    /// Long press `allowableMovement` before it begins: 10 pt (UIKit).
    public static let longPressAllowableMovement = 10.0

    /// Movement of the touches' centroid before a pan begins: 18 pt (Flutter
    /// `kTouchSlop`, the drag recognizers' slop; UIKit's hysteresis is private).
    public static let panMinimumMovement = 18.0

    /// Change of the finger span before a pinch begins: 18 pt (Flutter `kScaleSlop`).
    public static let pinchMinimumSpanChange = 18.0
    /// Arc the fingers travel on their circle before a rotation begins: 18 pt
    /// (Flutter `kScaleSlop` applied to the arc; the angle is 18 / (span / 2) rad).
    public static let rotationMinimumArc = 18.0

    /// Distance a swipe must cover: 36 pt (Flutter `kPanSlop`, twice `kTouchSlop`).
    public static let swipeMinimumDistance = 36.0
    /// Average speed a swipe must reach: 50 pt/s (Flutter `kMinFlingVelocity`, Android `MINIMUM_FLING_VELOCITY`).
    public static let swipeMinimumSpeed = 50.0
    /// Largest ratio of the off-axis to the on-axis distance of a swipe: 0.5
    /// (about 26.6°; engine choice, UIKit's angle is private).
    public static let swipeMaximumOffAxisRatio = 0.5
    /// A swipe's `direction`: right (UIKit).
    public static let swipeDirection = SwipeGestureRecognizer.Direction.right

    /// Points a scroll view moves per mouse wheel click: 40. Our decision
    /// (docs/gestures.md): Apple publishes no figure for iPadOS; 40 is
    /// Chromium's pixels per line step (`kPixelsPerLineStep`, cc/input/scrollbar.h).
    public static let wheelPointsPerClick = 40.0
    /// Time window of samples used for velocities: 0.1 s, least squares over
    /// at most 20 samples (Flutter `VelocityTracker`: 100 ms horizon, 20 samples).
    public static let velocityWindow = 0.1
    /// Samples kept for velocities (Flutter `VelocityTracker` history size).
    public static let velocitySampleCount = 20

    /// How long a scroll view holds back a content touch's began: 0.15 s
    /// (UIKit `delaysContentTouches`; the 150 ms figure is community consensus, Apple says "a timer").
    public static let scrollViewContentTouchDelay = 0.15

    /// How far outside its bounds a control's tracked touch still counts as
    /// inside (for drag inside/outside, enter/exit, touch up inside/outside and
    /// highlighting): 70 pt (UIKit's `UIControl`; Apple does not document it,
    /// developers measured "about 70 points", Stack Overflow question 14340122,
    /// "UIControlEventTouchDragExit triggers when 100 pixels away from UIButton").
    public static let controlTrackingTolerance = 70.0
}
