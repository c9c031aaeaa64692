// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8ea0375369 View.position(_: CGPoint)
@MainActor func use_8ea0375369<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.position(sample() as CGPoint) as any View
}

// u45b58c62f7 View.position(x: CGFloat, y: CGFloat)
@MainActor func use_45b58c62f7<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.position(x: sample() as CGFloat, y: sample() as CGFloat) as any View
    _ = subject.position() as any View
}
