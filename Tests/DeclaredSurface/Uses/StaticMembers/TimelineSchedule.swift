// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7ea535443b static TimelineSchedule.animation where Self == AnimationTimelineSchedule
@MainActor func use_7ea535443b() {
    let _: AnimationTimelineSchedule = AnimationTimelineSchedule.animation
    func accept<T: TimelineSchedule>(_ value: T) {}
    accept(.animation)
}

// ube4d6fc158 static TimelineSchedule.animation(minimumInterval: Double?, paused: Bool) where Self ==
//   AnimationTimelineSchedule
@MainActor func use_be4d6fc158() {
    let _: AnimationTimelineSchedule = AnimationTimelineSchedule.animation(
        minimumInterval: sample() as Double?,
        paused: sample() as Bool
    )
    let _: AnimationTimelineSchedule = AnimationTimelineSchedule.animation()
    func accept<T: TimelineSchedule>(_ value: T) {}
    accept(.animation(minimumInterval: sample() as Double?, paused: sample() as Bool))
}

// ud949217461 static TimelineSchedule.periodic(from: Date, by: TimeInterval) where Self == PeriodicTimelineSchedule
@MainActor func use_d949217461() {
    let _: PeriodicTimelineSchedule = PeriodicTimelineSchedule.periodic(
        from: sample() as Date,
        by: sample() as TimeInterval
    )
    func accept<T: TimelineSchedule>(_ value: T) {}
    accept(.periodic(from: sample() as Date, by: sample() as TimeInterval))
}

// udf74c4ec89 static TimelineSchedule.everyMinute where Self == EveryMinuteTimelineSchedule
@MainActor func use_df74c4ec89() {
    let _: EveryMinuteTimelineSchedule = EveryMinuteTimelineSchedule.everyMinute
    func accept<T: TimelineSchedule>(_ value: T) {}
    accept(.everyMinute)
}

// uadf06a2c07 static TimelineSchedule.explicit<S>(_: S) where Self == ExplicitTimelineSchedule<S>, S : Sequence,
//   S.Element == Date
@MainActor func use_adf06a2c07<S: Sequence>(_ generics: (S).Type) where S.Element == Date {
    let _: ExplicitTimelineSchedule<S> = ExplicitTimelineSchedule<S>.explicit(sample() as S)
    func accept<T: TimelineSchedule>(_ value: T) {}
    accept(.explicit(sample() as S))
}
