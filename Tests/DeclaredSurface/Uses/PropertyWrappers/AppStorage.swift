// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5d9d676e15 AppStorage
private struct Wrapper_5d9d676e15 {
    @AppStorage(sample() as String) var value: Bool = sample()
}
