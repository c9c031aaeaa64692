// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud17415c471 View.underline(_: Bool, pattern: Text.LineStyle.Pattern, color: Color?)
@MainActor func use_d17415c471<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.underline(
        sample() as Bool,
        pattern: sample() as Text.LineStyle.Pattern,
        color: sample() as Color?
    ) as any View
    _ = subject.underline() as any View
}

// u5049b20999 Text.underline(_: Bool, color: Color?)
@MainActor func use_5049b20999(_ subject: Text) {
    let _: Text = subject.underline(sample() as Bool, color: sample() as Color?)
    let _: Text = subject.underline()
}

// u4e56a78bb7 Text.underline(_: Bool, pattern: Text.LineStyle.Pattern, color: Color?)
@MainActor func use_4e56a78bb7(_ subject: Text) {
    let _: Text = subject.underline(
        sample() as Bool,
        pattern: sample() as Text.LineStyle.Pattern,
        color: sample() as Color?
    )
    let _: Text = subject.underline(pattern: sample() as Text.LineStyle.Pattern)
}
