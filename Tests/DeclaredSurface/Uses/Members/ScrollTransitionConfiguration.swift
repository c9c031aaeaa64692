// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5f94e5a900 ScrollTransitionConfiguration.animation(_: Animation)
@MainActor func use_5f94e5a900(_ subject: ScrollTransitionConfiguration) {
    let _: ScrollTransitionConfiguration = subject.animation(sample() as Animation)
}

// u526de6642e ScrollTransitionConfiguration.threshold(_: ScrollTransitionConfiguration.Threshold)
@MainActor func use_526de6642e(_ subject: ScrollTransitionConfiguration) {
    let _: ScrollTransitionConfiguration = subject.threshold(sample() as ScrollTransitionConfiguration.Threshold)
}

// u69ef11e913 ScrollTransitionConfiguration.Threshold.interpolated(towards: ScrollTransitionConfiguration.Threshold,
//   amount: Double)
@MainActor func use_69ef11e913(_ subject: ScrollTransitionConfiguration.Threshold) {
    let _: ScrollTransitionConfiguration.Threshold = subject.interpolated(
        towards: sample() as ScrollTransitionConfiguration.Threshold,
        amount: sample() as Double
    )
}

// u75c3f66a1e ScrollTransitionConfiguration.Threshold.inset(by: Double)
@MainActor func use_75c3f66a1e(_ subject: ScrollTransitionConfiguration.Threshold) {
    let _: ScrollTransitionConfiguration.Threshold = subject.inset(by: sample() as Double)
}
