// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u80d2c7bea9 PreviewDevice.rawValue
@MainActor func use_80d2c7bea9(_ subject: PreviewDevice) {
    let _: String = subject.rawValue
}
