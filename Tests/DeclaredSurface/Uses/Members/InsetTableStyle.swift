// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4619805130 InsetTableStyle.makeBody(configuration: InsetTableStyle.Configuration)
@MainActor func use_4619805130(_ subject: InsetTableStyle) {
    _ = subject.makeBody(configuration: sample() as InsetTableStyle.Configuration) as any View
}
