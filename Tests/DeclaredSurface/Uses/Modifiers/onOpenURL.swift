// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf203020e03 View.onOpenURL(perform: (URL) -> ())
@MainActor func use_f203020e03<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onOpenURL(perform: sample() as (URL) -> Void) as any View
}
