// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1989e0aa2d View.handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
@MainActor func use_1989e0aa2d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.handlesExternalEvents(
        preferring: sample() as Set<String>,
        allowing: sample() as Set<String>
    ) as any View
}
