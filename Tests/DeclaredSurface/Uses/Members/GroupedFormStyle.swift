// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua9dfcd30dd GroupedFormStyle.makeBody(configuration: GroupedFormStyle.Configuration)
@MainActor func use_a9dfcd30dd(_ subject: GroupedFormStyle) {
    _ = subject.makeBody(configuration: sample() as GroupedFormStyle.Configuration) as any View
}
