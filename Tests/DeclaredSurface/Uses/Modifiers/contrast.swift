// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3b8c80963c View.contrast(_: Double)
@MainActor func use_3b8c80963c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.contrast(sample() as Double) as any View
}
