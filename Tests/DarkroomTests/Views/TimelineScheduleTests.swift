@testable import Darkroom
import Foundation
import Testing

/// The dates timeline schedules list (a still frame shows one moment; code may still walk them).
@Suite struct TimelineScheduleTests {
    let start = Date(timeIntervalSinceReferenceDate: 1_000)

    @Test func periodicEntriesStartAtTheLastBoundary() {
        let entries = PeriodicTimelineSchedule(from: start, by: 10)
            .entries(from: start.addingTimeInterval(25), mode: .normal)
        #expect(Array(entries.prefix(3)) == [20, 30, 40].map { start.addingTimeInterval($0) })
    }

    @Test func everyMinuteEntriesStartAtTheMinute() {
        let entries = EveryMinuteTimelineSchedule()
            .entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
        #expect(Array(entries.prefix(2)).map(\.timeIntervalSinceReferenceDate) == [120, 180])
    }

    @Test func animationEntriesFollowTheMinimumIntervalAndStopWhenPaused() {
        #expect(Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(2))
                == [start, start.addingTimeInterval(0.5)])
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .lowFrequency)) == [start])
    }

    @Test func theContentGetsTheMomentOfRendering() throws {
        final class Shown: @unchecked Sendable {
            var date: Date?
            func note(_ date: Date) -> String {
                self.date = date
                return "now"
            }
        }
        let shown = Shown()
        let before = Date()
        _ = try layout(TimelineView(.everyMinute) { context in Text(shown.note(context.date)) })
        #expect(try #require(shown.date) >= before)
    }
}
