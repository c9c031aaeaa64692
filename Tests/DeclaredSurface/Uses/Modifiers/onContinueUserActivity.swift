// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u88dbfae898 View.onContinueUserActivity(_: String, perform: (NSUserActivity) -> ())
@MainActor func use_88dbfae898<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onContinueUserActivity(sample() as String, perform: sample() as (NSUserActivity) -> Void) as any View
}
