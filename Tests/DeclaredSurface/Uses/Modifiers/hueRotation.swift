// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u37d11e8d15 View.hueRotation(_: Angle)
@MainActor func use_37d11e8d15<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.hueRotation(sample() as Angle) as any View
}
