// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3c7401537e View.headerProminence(_: Prominence)
@MainActor func use_3c7401537e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.headerProminence(sample() as Prominence) as any View
}
