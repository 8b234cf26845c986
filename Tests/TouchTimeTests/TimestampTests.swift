import Testing
import TouchTime

/// `Timestamp`, the one type of time from a device to the engine: whole nanoseconds in 64 bits.
@Suite struct TimestampTests {
    @Test func theKernelsMicrosecondsConvertExactly() {
        #expect(Timestamp(microseconds: 1_234_567).nanoseconds == 1_234_567_000)
        #expect(Timestamp(seconds: 1, microseconds: 54_564).nanoseconds == 1_054_564_000)
        let time = Timestamp(nanoseconds: 1_054_564_999)
        #expect(time.microseconds == 1_054_564)
        #expect(time.secondsPart == 1 && time.microsecondsPart == 54_564)
        #expect(time.description == "1.054564")
    }

    @Test func partsOfANegativeTimeRoundTowardsMinusInfinity() {
        let time = Timestamp(nanoseconds: -1)
        #expect(time.microseconds == -1)
        #expect(time.secondsPart == -1 && time.microsecondsPart == 999_999)
        #expect(time.description == "-1.999999")
        #expect(Timestamp(microseconds: -1_500_000).description == "-2.500000")
    }

    @Test func aLiteralIsInSecondsRoundedToTheNearestNanosecond() {
        let half: Timestamp = 0.5
        #expect(half.nanoseconds == 500_000_000)
        let two: Timestamp = 2
        #expect(two.nanoseconds == 2_000_000_000)
        let fine: Timestamp = 0.000_000_001_4
        #expect(fine.nanoseconds == 1)
        let finer: Timestamp = 0.000_000_001_6
        #expect(finer.nanoseconds == 2)
        // A 60 Hz display frame, 16,666,666.67 ns, is within half a nanosecond of its Timestamp.
        #expect(Timestamp(seconds: 1.0 / 60).nanoseconds == 16_666_667)
    }

    @Test func secondsAreTheNearestDoubleAsMicrosecondsOverAMillionWere() {
        // What every trace time was before the engine's clock counted nanoseconds, for any time
        // under 2^53 ns (104 days; trace times count from the recording's start).
        for microseconds: Int64 in [0, 1, 150_000, 516_557, 2_631_670, 86_400_000_001, 9_007_199_254_740] {
            #expect(Timestamp(microseconds: microseconds).seconds == Double(microseconds) / 1_000_000)
        }
    }

    @Test func orderIsByValue() {
        let times: [Timestamp] = [2, 0.5, Timestamp(nanoseconds: -3), Timestamp(nanoseconds: 500_000_001), .max, .min]
        #expect(times.sorted().map(\.nanoseconds) == [.min, -3, 500_000_000, 500_000_001, 2_000_000_000, .max])
        #expect(Timestamp(microseconds: 1) == Timestamp(nanoseconds: 1_000))
    }

    @Test func aDurationMovesATimeToTheNearestNanosecond() {
        let time: Timestamp = 0.516557
        #expect((time + 0.5).nanoseconds == 1_016_557_000)
        #expect((time + -0.5).nanoseconds == 16_557_000)
        #expect((time + 1e-10).nanoseconds == 516_557_000)
        var moved = time
        moved += 1.0 / 60
        #expect(moved.nanoseconds == 533_223_667)
    }

    @Test func aDurationPastTheRangeIsHeldAtItsEnd() {
        let late = Timestamp(exactlySeconds: 9_223_372_035, microseconds: 496_000)!
        #expect(late + 1 == Timestamp(nanoseconds: 9_223_372_036_496_000_000))
        #expect(late + 10 == .max)
        #expect(late + 1e30 == .max)
        #expect(Timestamp.min + -1 == .min)
    }

    @Test func aDurationThatIsNotFiniteTrapsWithOneLine() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Timestamp(nanoseconds: 0) + .nan
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Timestamp + nan s: not a finite number of seconds"))
    }

    @Test func theDifferenceOfTwoTimesIsSeconds() {
        let earlier = Timestamp(microseconds: 516_557), later = Timestamp(microseconds: 574_098)
        #expect(later - earlier == 0.057541)
        #expect(earlier - later == -0.057541)
        #expect(Timestamp(nanoseconds: 1) - Timestamp(nanoseconds: 0) == 1e-9)
    }

    @Test func theDifferenceOfTheRangesEndsIsSecondsNotATrap() {
        // 2^64 - 1 ns apart: beyond Int64, so taken in Doubles (about 18,446,744,073.7 s).
        #expect(Timestamp.max - Timestamp.min == 18_446_744_073.709_551_615)
        #expect(Timestamp.min - Timestamp.max == -18_446_744_073.709_551_615)
        #expect(Timestamp.max - Timestamp(nanoseconds: -1) == 9_223_372_036.854_775_808)
    }

    @Test func theRangeIsThatOfInt64Nanoseconds() {
        #expect(Timestamp(exactlySeconds: 9_223_372_036, microseconds: 854_775) == Timestamp(nanoseconds: 9_223_372_036_854_775_000))
        #expect(Timestamp(exactlySeconds: 9_223_372_036, microseconds: 854_776) == nil)
        #expect(Timestamp(exactlySeconds: 9_999_999_999, microseconds: 0) == nil)
        #expect(Timestamp(exactlySeconds: 0, microseconds: .max) == nil)
        #expect(Timestamp.max.nanoseconds == .max && Timestamp.min.nanoseconds == .min)
    }

    @Test func secondsThatAreNotFiniteOrBeyondTheRangeTrapWithOneLine() async {
        let infinite = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Timestamp(seconds: .infinity)
        }
        let infiniteMessage = String(decoding: infinite?.standardErrorContent ?? [], as: UTF8.self)
        #expect(infiniteMessage.contains("Timestamp(seconds:): inf s is not a finite time within ±9223372036.85 s"))
        let beyond = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Timestamp(seconds: 1e10)
        }
        let beyondMessage = String(decoding: beyond?.standardErrorContent ?? [], as: UTF8.self)
        #expect(beyondMessage.contains("Timestamp(seconds:): 10000000000.0 s is not a finite time within ±9223372036.85 s"))
    }
}
