// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u51984a9035 View.fontWeight(_: Font.Weight?)
@MainActor func use_51984a9035<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fontWeight(sample() as Font.Weight?) as any View
}

// ub62224dfa5 Text.fontWeight(_: Font.Weight?)
@MainActor func use_b62224dfa5(_ subject: Text) {
    let _: Text = subject.fontWeight(sample() as Font.Weight?)
}
