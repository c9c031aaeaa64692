// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8f111e9c85 AnyTransition.combined(with: AnyTransition)
@MainActor func use_8f111e9c85(_ subject: AnyTransition) {
    let _: AnyTransition = subject.combined(with: sample() as AnyTransition)
}

// u2bb53da487 AnyTransition.animation(_: Animation?)
@MainActor func use_2bb53da487(_ subject: AnyTransition) {
    let _: AnyTransition = subject.animation(sample() as Animation?)
}
