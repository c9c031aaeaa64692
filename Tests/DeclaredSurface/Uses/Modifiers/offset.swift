// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6046d32a46 Shape.offset(_: CGSize)
@MainActor func use_6046d32a46<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.offset(sample() as CGSize) as any Shape
}

// u7a19abc27d Shape.offset(_: CGPoint)
@MainActor func use_7a19abc27d<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.offset(sample() as CGPoint) as any Shape
}

// ud28dbb21dd Shape.offset(x: CGFloat, y: CGFloat)
@MainActor func use_d28dbb21dd<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.offset(x: sample() as CGFloat, y: sample() as CGFloat) as any Shape
    _ = subject.offset() as any Shape
}

// u634f5dc460 View.offset(_: CGSize)
@MainActor func use_634f5dc460<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.offset(sample() as CGSize) as any View
}

// u98cf3790d5 View.offset(x: CGFloat, y: CGFloat)
@MainActor func use_98cf3790d5<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.offset(x: sample() as CGFloat, y: sample() as CGFloat) as any View
    _ = subject.offset() as any View
}
