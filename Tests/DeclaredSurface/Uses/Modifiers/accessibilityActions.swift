// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u17e4d4d407 View.accessibilityActions<Content>(_: () -> Content) where Content : View
@MainActor func use_17e4d4d407<Self_: View, Content: View>(_ subject: Self_, _ generics: (Self_, Content).Type) {
    _ = subject.accessibilityActions(sample() as () -> Content) as any View
    _ = subject.accessibilityActions({ Text(""); Text("") })
}
