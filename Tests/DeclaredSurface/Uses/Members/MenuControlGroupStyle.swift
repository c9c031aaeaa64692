// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf488c3877d MenuControlGroupStyle.makeBody(configuration: MenuControlGroupStyle.Configuration)
@MainActor func use_f488c3877d(_ subject: MenuControlGroupStyle) {
    _ = subject.makeBody(configuration: sample() as MenuControlGroupStyle.Configuration) as any View
}
