// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uee2253c2f1 ColumnsFormStyle.makeBody(configuration: ColumnsFormStyle.Configuration)
@MainActor func use_ee2253c2f1(_ subject: ColumnsFormStyle) {
    _ = subject.makeBody(configuration: sample() as ColumnsFormStyle.Configuration) as any View
}
