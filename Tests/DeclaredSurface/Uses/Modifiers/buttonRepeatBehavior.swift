// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce9ba441ac View.buttonRepeatBehavior(_: ButtonRepeatBehavior)
@MainActor func use_ce9ba441ac<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.buttonRepeatBehavior(sample() as ButtonRepeatBehavior) as any View
}
