// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u64c0b419a1 DefaultMenuStyle.makeBody(configuration: DefaultMenuStyle.Configuration)
@MainActor func use_64c0b419a1(_ subject: DefaultMenuStyle) {
    _ = subject.makeBody(configuration: sample() as DefaultMenuStyle.Configuration) as any View
}
