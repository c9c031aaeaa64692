// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u334e7b7b91 View.tint<S>(_: S?) where S : ShapeStyle
@MainActor func use_334e7b7b91<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.tint(sample() as S?) as any View
}

// u9794c47bbc View.tint(_: Color?)
@MainActor func use_9794c47bbc<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.tint(sample() as Color?) as any View
}
