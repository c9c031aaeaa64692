// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u68881333e2 GroupedFormStyle.init()
@MainActor func use_68881333e2() {
    let _: GroupedFormStyle = GroupedFormStyle()
}
