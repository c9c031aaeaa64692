// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uacf763cc3e View.tracking(_: CGFloat)
@MainActor func use_acf763cc3e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.tracking(sample() as CGFloat) as any View
}

// u62e3f6f8e3 Text.tracking(_: CGFloat)
@MainActor func use_62e3f6f8e3(_ subject: Text) {
    let _: Text = subject.tracking(sample() as CGFloat)
}
