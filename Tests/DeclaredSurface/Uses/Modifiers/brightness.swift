// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uafcf3389db View.brightness(_: Double)
@MainActor func use_afcf3389db<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.brightness(sample() as Double) as any View
}
