// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u00f3d953d6 View.tableStyle<S>(_: S) where S : TableStyle
@MainActor func use_00f3d953d6<Self_: View, S: TableStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.tableStyle(sample() as S) as any View
}
