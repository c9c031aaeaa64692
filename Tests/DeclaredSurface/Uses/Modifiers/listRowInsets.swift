// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u370fc288cb View.listRowInsets(_: EdgeInsets?)
@MainActor func use_370fc288cb<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listRowInsets(sample() as EdgeInsets?) as any View
}
