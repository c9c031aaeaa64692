// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1ec297c555 View.blur(radius: CGFloat, opaque: Bool)
@MainActor func use_1ec297c555<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.blur(radius: sample() as CGFloat, opaque: sample() as Bool) as any View
    _ = subject.blur(radius: sample() as CGFloat) as any View
}
