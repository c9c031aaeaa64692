// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u778830e14e View.badgeProminence(_: BadgeProminence)
@MainActor func use_778830e14e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.badgeProminence(sample() as BadgeProminence) as any View
}
