// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue43c1cf8e1 static ScenePhase.<(a: ScenePhase, b: ScenePhase)
@MainActor func use_e43c1cf8e1() {
    let _: Bool = (sample() as ScenePhase) < (sample() as ScenePhase)
}
