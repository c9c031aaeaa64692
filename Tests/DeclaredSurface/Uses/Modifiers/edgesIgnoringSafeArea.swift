// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u33566ca5d8 View.edgesIgnoringSafeArea(_: Edge.Set)
@MainActor func use_33566ca5d8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.edgesIgnoringSafeArea(sample() as Edge.Set) as any View
}
