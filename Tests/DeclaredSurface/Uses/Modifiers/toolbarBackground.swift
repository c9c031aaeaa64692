// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4f30f2c414 View.toolbarBackground<S>(_: S, for: ToolbarPlacement...) where S : ShapeStyle
@MainActor func use_4f30f2c414<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.toolbarBackground(sample() as S, for: sample() as ToolbarPlacement) as any View
}

// u78c858e06f View.toolbarBackground(_: Visibility, for: ToolbarPlacement...)
@MainActor func use_78c858e06f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.toolbarBackground(sample() as Visibility, for: sample() as ToolbarPlacement) as any View
}
