// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf85ada7bfe KeyframeTimeline.duration
@MainActor func use_f85ada7bfe<Value>(_ subject: KeyframeTimeline<Value>, _ generics: (Value).Type) {
    let _: TimeInterval = subject.duration
}

// ua468257165 KeyframeTimeline.value(time: Double)
@MainActor func use_a468257165<Value>(_ subject: KeyframeTimeline<Value>, _ generics: (Value).Type) {
    let _: Value = subject.value(time: sample() as Double)
}

// uc96f8e21ea KeyframeTimeline.value(progress: Double)
@MainActor func use_c96f8e21ea<Value>(_ subject: KeyframeTimeline<Value>, _ generics: (Value).Type) {
    let _: Value = subject.value(progress: sample() as Double)
}
