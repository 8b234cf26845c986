import Testing
@testable import GestureEngine

/// The pure parts of scroll physics, each against its source (docs/gestures.md, "Scroll physics").
@Suite struct ScrollPhysicsTests {
    @Test("Deceleration rates are UIKit's: normal 0.998, fast 0.99 per millisecond (UIScrollView.DecelerationRate)")
    func decelerationRatesAreUIKits() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 1) == nil && DecelerationRate(rawValue: 0) == nil)
    }

    @Test("A glide travels v/1000 · r/(1 − r) (WWDC 2018 Designing Fluid Interfaces), whatever the frame rate")
    func steppedGlideLandsOnTheProjection() {
        for rate in [DecelerationRate.normal, .fast] {
            for framesPerSecond in [60.0, 120.0, 37.0] {
                var velocity = 3000.0, travelled = 0.0
                while abs(velocity) >= ScrollPhysics.decelerationStopSpeed {
                    let step = rate.step(velocity: velocity, duration: 1 / framesPerSecond)
                    travelled += step.distance
                    velocity = step.velocity
                }
                let projection = 3000.0 / 1000 * rate.rawValue / (1 - rate.rawValue)
                #expect(rate.projectedDistance(velocity: 3000) == projection)
                #expect(abs(travelled - projection) < 0.5, "rate \(rate.rawValue) at \(framesPerSecond) Hz: \(travelled) vs \(projection)")
            }
        }
    }

    @Test func theVelocityToTravelADistanceInvertsTheProjection() {
        let rate = DecelerationRate.normal
        #expect(isClose(rate.projectedDistance(velocity: rate.velocity(toTravel: 640)), 640, 1e-9))
    }

    @Test("The rubber band shows d · (1 − 1/(x · 0.55/d + 1)) of an overshoot x (squareb 2013, after @chpwn)")
    func rubberBandMatchesThePublishedForm() {
        // The article's table for d = 960: 5 → 2.74, 100 → 52.02, 960 → 340.65.
        #expect(isClose(RubberBand.distance(overshoot: 5, dimension: 960), 2.74, 0.005))
        #expect(isClose(RubberBand.distance(overshoot: 100, dimension: 960), 52.02, 0.005))
        #expect(isClose(RubberBand.distance(overshoot: 960, dimension: 960), 340.65, 0.005))
        #expect(RubberBand.distance(overshoot: 1e9, dimension: 480) < 480)
        #expect(RubberBand.distance(overshoot: 0, dimension: 480) == 0)
    }

    @Test func unbandingInvertsTheRubberBand() {
        for value in [-500.0, -20, 0, 300, 1000, 1700] {
            let shown = RubberBand.band(value, in: 0...1000, dimension: 480)
            #expect(isClose(RubberBand.unband(shown, in: 0...1000, dimension: 480), value, 1e-6))
        }
    }

    @Test("The spring is critically damped: released past its target from rest it never crosses it")
    func springDoesNotOscillate() {
        let spring = Spring()
        var x = -120.0, v = 0.0, steps = 0
        while !spring.isAtRest(displacement: x, velocity: v) {
            (x, v) = spring.step(displacement: x, velocity: v, duration: 1.0 / 60)
            #expect(x <= 0)
            steps += 1
        }
        #expect(steps > 5 && steps < 120)
    }

    @Test func springStepsComposeWhateverTheirLength() {
        let spring = Spring()
        let once = spring.step(displacement: 80, velocity: -500, duration: 0.1)
        var twice = spring.step(displacement: 80, velocity: -500, duration: 0.05)
        twice = spring.step(displacement: twice.displacement, velocity: twice.velocity, duration: 0.05)
        #expect(isClose(once.displacement, twice.displacement, 1e-9) && isClose(once.velocity, twice.velocity, 1e-9))
    }

    @Test("Paging: nearest page when slow, the next one in the flick's direction when fast, never two")
    func pagingTargets() {
        let range = 0.0...1280
        #expect(Paging.target(offset: 130, velocity: 0, pageSize: 320, range: range) == 0)
        #expect(Paging.target(offset: 170, velocity: 100, pageSize: 320, range: range) == 320)
        #expect(Paging.target(offset: 40, velocity: 2000, pageSize: 320, range: range) == 320)
        #expect(Paging.target(offset: 300, velocity: -2000, pageSize: 320, range: range) == 0)
        #expect(Paging.target(offset: 320, velocity: 9000, pageSize: 320, range: range) == 640)
        #expect(Paging.target(offset: 1280, velocity: 9000, pageSize: 320, range: range) == 1280)
        #expect(Paging.target(offset: -30, velocity: -9000, pageSize: 320, range: range) == 0)
    }

    @Test("Display frames fall on the grid k / fps of the virtual clock")
    func displayFramesFallOnTheGrid() {
        #expect(DisplayLink.nextFrameTime(after: 0, framesPerSecond: 60) == 1.0 / 60)
        #expect(DisplayLink.nextFrameTime(after: 0.5, framesPerSecond: 60) == 31.0 / 60)
        #expect(DisplayLink.nextFrameTime(after: 31.0 / 60, framesPerSecond: 60) == 32.0 / 60)
        #expect(DisplayLink.nextFrameTime(after: 0.5, framesPerSecond: 120) == 61.0 / 120)
    }
}
