// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u91a64e393c SceneStorage
private struct Wrapper_91a64e393c {
    @SceneStorage(sample() as String) var value: Bool = sample()
}
