// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4bf37e9224 BorderlessButtonMenuStyle.makeBody(configuration: BorderlessButtonMenuStyle.Configuration)
@MainActor func use_4bf37e9224(_ subject: BorderlessButtonMenuStyle) {
    _ = subject.makeBody(configuration: sample() as BorderlessButtonMenuStyle.Configuration) as any View
}
