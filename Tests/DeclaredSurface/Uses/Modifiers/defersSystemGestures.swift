// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u47f9c5914e View.defersSystemGestures(on: Edge.Set)
@MainActor func use_47f9c5914e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.defersSystemGestures(on: sample() as Edge.Set) as any View
}
