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

    /// Movement of the touches' centroid before a pan (and a scroll view's pan)
    /// begins: 10 pt, UIKit's hysteresis as UI tests that pass against real UIKit
    /// measure it: Google EarlGrey's `kGREYScrollDetectionLength = 10`
    /// (GREYPathGestureUtils.m, "the minimum 10 points of scroll that is required
    /// for any scroll to be detected"), which lengthens every scroll path by 10 pt
    /// and then asserts the exact content offset. Apple does not publish it.
    public static let panMinimumMovement = 10.0

    /// Change of the finger span before a pinch begins: 10 pt. Apple: the pinch
    /// "enters the began state only after the distance between the two fingers
    /// changes for the first time" ("Handling pinch gestures"), with no figure;
    /// our decision (docs/gestures.md) is UIKit's pan hysteresis, the nearest
    /// measured UIKit figure, in place of Flutter's 18 pt `kScaleSlop`.
    public static let pinchMinimumSpanChange = 10.0
    /// Arc the fingers travel on their circle before a rotation begins: 10 pt
    /// (the angle is 10 / (span / 2) rad). Apple gives no figure; our decision
    /// (docs/gestures.md): UIKit's pan hysteresis, as for the pinch.
    public static let rotationMinimumArc = 10.0
    /// The smallest finger span from which a pinch's scale or a rotation's angle
    /// is measured: 10 pt (our decision, docs/gestures.md). Two fingers landing
    /// closer than this (on one spot) are measured from the first span that
    /// reaches it, so no degenerate span or angle can make the value jump.
    public static let minimumMeasurableSpan = 10.0

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
    /// How long after the last wheel turn a pan driven by the wheel ends
    /// (``PanGestureRecognizer/allowedScrollTypesMask``): 0.1 s. Our decision
    /// (docs/gestures.md): Apple publishes no figure; the clicks of one flick
    /// of a wheel come 10–50 ms apart (the IBM ScrollPoint recording).
    public static let wheelPanEndDelay = 0.1
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

    /// How near an edge of the screen a screen edge pan's touch must come down:
    /// 20 pt (our decision; Apple gives no figure: Android's `ViewDragHelper`
    /// `EDGE_SIZE` and Flutter's drawer edge-drag width are both 20, docs/gestures.md).
    public static let screenEdgeWidth = 20.0

    /// How far past the top a refresh control must be pulled to refresh: 100 pt
    /// (our decision; Apple gives no figure: Flutter's `CupertinoSliverRefreshControl`,
    /// made to imitate iOS, triggers at 100, docs/gestures.md).
    public static let refreshTriggerDistance = 100.0
    /// The height a refresh control holds open at the top while refreshing: 60 pt
    /// (our decision: the height commonly reported for `UIRefreshControl`, not an
    /// Apple figure; Flutter's Cupertino `refreshIndicatorExtent` is 60 too).
    public static let refreshControlHeight = 60.0

    /// How long a stepper's half must be held before it steps again: 0.5 s
    /// (our decision, as a long press's duration; Apple gives no figure, docs/gestures.md).
    public static let stepperAutorepeatDelay = 0.5
    /// The time between a held stepper's later steps: 0.1 s (our decision; Apple
    /// says only that the rate depends on how long the press lasts).
    public static let stepperAutorepeatInterval = 0.1
}
