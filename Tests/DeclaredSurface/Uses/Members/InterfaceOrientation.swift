// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2cfd062f7b InterfaceOrientation.id
@MainActor func use_2cfd062f7b(_ subject: InterfaceOrientation) {
    let _: String = subject.id
}
