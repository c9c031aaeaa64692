// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue571fa776e Text.textScale(_: Text.Scale, isEnabled: Bool)
@MainActor func use_e571fa776e(_ subject: Text) {
    let _: Text = subject.textScale(sample() as Text.Scale, isEnabled: sample() as Bool)
    let _: Text = subject.textScale(sample() as Text.Scale)
}

// ue3b2683ac2 View.textScale(_: Text.Scale, isEnabled: Bool)
@MainActor func use_e3b2683ac2<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.textScale(sample() as Text.Scale, isEnabled: sample() as Bool) as any View
    _ = subject.textScale(sample() as Text.Scale) as any View
}
