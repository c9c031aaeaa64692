// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4098337334 TransitionProperties.init(hasMotion: Bool)
@MainActor func use_4098337334() {
    let _: TransitionProperties = TransitionProperties(hasMotion: sample() as Bool)
    let _: TransitionProperties = TransitionProperties()
}
