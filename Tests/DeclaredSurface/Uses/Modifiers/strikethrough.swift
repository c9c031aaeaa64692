// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufe14454c1a View.strikethrough(_: Bool, pattern: Text.LineStyle.Pattern, color: Color?)
@MainActor func use_fe14454c1a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.strikethrough(
        sample() as Bool,
        pattern: sample() as Text.LineStyle.Pattern,
        color: sample() as Color?
    ) as any View
    _ = subject.strikethrough() as any View
}

// ub3351ec027 Text.strikethrough(_: Bool, color: Color?)
@MainActor func use_b3351ec027(_ subject: Text) {
    let _: Text = subject.strikethrough(sample() as Bool, color: sample() as Color?)
    let _: Text = subject.strikethrough()
}

// ub86e36df80 Text.strikethrough(_: Bool, pattern: Text.LineStyle.Pattern, color: Color?)
@MainActor func use_b86e36df80(_ subject: Text) {
    let _: Text = subject.strikethrough(
        sample() as Bool,
        pattern: sample() as Text.LineStyle.Pattern,
        color: sample() as Color?
    )
    let _: Text = subject.strikethrough(pattern: sample() as Text.LineStyle.Pattern)
}
