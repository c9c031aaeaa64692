// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9b1d36f61e View.menuActionDismissBehavior(_: MenuActionDismissBehavior)
@MainActor func use_9b1d36f61e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.menuActionDismissBehavior(sample() as MenuActionDismissBehavior) as any View
}
