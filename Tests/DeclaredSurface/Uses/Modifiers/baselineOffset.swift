// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u32d7fb24d0 View.baselineOffset(_: CGFloat)
@MainActor func use_32d7fb24d0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.baselineOffset(sample() as CGFloat) as any View
}

// u4ab6b128df Text.baselineOffset(_: CGFloat)
@MainActor func use_4ab6b128df(_ subject: Text) {
    let _: Text = subject.baselineOffset(sample() as CGFloat)
}
