// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uca214ed7c1 TapGesture.init(count: Int)
@MainActor func use_ca214ed7c1() {
    let _: TapGesture = TapGesture(count: sample() as Int)
    let _: TapGesture = TapGesture()
}
