// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udd79ed2cf0 View.inspectorColumnWidth(min: CGFloat?, ideal: CGFloat, max: CGFloat?)
@MainActor func use_dd79ed2cf0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.inspectorColumnWidth(
        min: sample() as CGFloat?,
        ideal: sample() as CGFloat,
        max: sample() as CGFloat?
    ) as any View
    _ = subject.inspectorColumnWidth(ideal: sample() as CGFloat) as any View
}

// uc79755709b View.inspectorColumnWidth(_: CGFloat)
@MainActor func use_c79755709b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.inspectorColumnWidth(sample() as CGFloat) as any View
}
