// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub292f694dc Text.speechAlwaysIncludesPunctuation(_: Bool)
@MainActor func use_b292f694dc(_ subject: Text) {
    let _: Text = subject.speechAlwaysIncludesPunctuation(sample() as Bool)
    let _: Text = subject.speechAlwaysIncludesPunctuation()
}

// u4759f8e627 View.speechAlwaysIncludesPunctuation(_: Bool)
@MainActor func use_4759f8e627<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.speechAlwaysIncludesPunctuation(sample() as Bool) as any View
    _ = subject.speechAlwaysIncludesPunctuation() as any View
}
