// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u684f4c834a LayoutProperties.stackOrientation
@MainActor func use_684f4c834a(_ subject: LayoutProperties) {
    var subject = subject
    let _: Axis? = subject.stackOrientation
    subject.stackOrientation = sample() as Axis?
}
