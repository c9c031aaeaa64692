// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3608f0da76 View.imageScale(_: Image.Scale)
@MainActor func use_3608f0da76<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.imageScale(sample() as Image.Scale) as any View
}
