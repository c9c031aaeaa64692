// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uad310ab8cd View.kerning(_: CGFloat)
@MainActor func use_ad310ab8cd<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.kerning(sample() as CGFloat) as any View
}

// u7da53be921 Text.kerning(_: CGFloat)
@MainActor func use_7da53be921(_ subject: Text) {
    let _: Text = subject.kerning(sample() as CGFloat)
}
