// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c72e9cf10 View.accentColor(_: Color?)
@MainActor func use_7c72e9cf10<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accentColor(sample() as Color?) as any View
}
