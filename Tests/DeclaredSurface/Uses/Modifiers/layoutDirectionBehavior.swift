// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc4060758aa View.layoutDirectionBehavior(_: LayoutDirectionBehavior)
@MainActor func use_c4060758aa<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.layoutDirectionBehavior(sample() as LayoutDirectionBehavior) as any View
}
