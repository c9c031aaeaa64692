// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u784abbab96 View.safeAreaPadding(_: EdgeInsets)
@MainActor func use_784abbab96<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.safeAreaPadding(sample() as EdgeInsets) as any View
}

// u559b64cfe5 View.safeAreaPadding(_: Edge.Set, _: CGFloat?)
@MainActor func use_559b64cfe5<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.safeAreaPadding(sample() as Edge.Set, sample() as CGFloat?) as any View
    _ = subject.safeAreaPadding() as any View
}

// u5b902cc1c6 View.safeAreaPadding(_: CGFloat)
@MainActor func use_5b902cc1c6<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.safeAreaPadding(sample() as CGFloat) as any View
}
