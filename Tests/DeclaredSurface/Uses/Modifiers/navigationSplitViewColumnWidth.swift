// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7e5a7e941b View.navigationSplitViewColumnWidth(_: CGFloat)
@MainActor func use_7e5a7e941b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationSplitViewColumnWidth(sample() as CGFloat) as any View
}

// ud97dd83476 View.navigationSplitViewColumnWidth(min: CGFloat?, ideal: CGFloat, max: CGFloat?)
@MainActor func use_d97dd83476<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationSplitViewColumnWidth(
        min: sample() as CGFloat?,
        ideal: sample() as CGFloat,
        max: sample() as CGFloat?
    ) as any View
    _ = subject.navigationSplitViewColumnWidth(ideal: sample() as CGFloat) as any View
}
