// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0f00a14ffe View.cornerRadius(_: CGFloat, antialiased: Bool)
@MainActor func use_0f00a14ffe<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.cornerRadius(sample() as CGFloat, antialiased: sample() as Bool) as any View
    _ = subject.cornerRadius(sample() as CGFloat) as any View
}
