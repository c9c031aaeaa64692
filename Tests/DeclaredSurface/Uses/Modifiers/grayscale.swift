// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1e57e5ac0b View.grayscale(_: Double)
@MainActor func use_1e57e5ac0b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.grayscale(sample() as Double) as any View
}
