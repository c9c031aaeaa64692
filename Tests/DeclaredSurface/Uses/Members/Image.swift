// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub7653fa687 Image.Orientation.rawValue
@MainActor func use_b7653fa687(_ subject: Image.Orientation) {
    let _: UInt8 = subject.rawValue
}
