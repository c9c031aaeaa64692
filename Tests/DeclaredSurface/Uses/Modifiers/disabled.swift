// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0afd99876f View.disabled(_: Bool)
@MainActor func use_0afd99876f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.disabled(sample() as Bool) as any View
}
