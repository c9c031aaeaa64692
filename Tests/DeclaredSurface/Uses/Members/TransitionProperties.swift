// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u596a80f303 TransitionProperties.hasMotion
@MainActor func use_596a80f303(_ subject: TransitionProperties) {
    var subject = subject
    let _: Bool = subject.hasMotion
    subject.hasMotion = sample() as Bool
}
