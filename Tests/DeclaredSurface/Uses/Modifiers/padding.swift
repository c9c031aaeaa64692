// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc6c7e94158 View.padding(_: EdgeInsets)
@MainActor func use_c6c7e94158<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.padding(sample() as EdgeInsets) as any View
}

// u5821760858 View.padding(_: Edge.Set, _: CGFloat?)
@MainActor func use_5821760858<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.padding(sample() as Edge.Set, sample() as CGFloat?) as any View
    _ = subject.padding() as any View
}

// u133d8aa453 View.padding(_: CGFloat)
@MainActor func use_133d8aa453<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.padding(sample() as CGFloat) as any View
}
