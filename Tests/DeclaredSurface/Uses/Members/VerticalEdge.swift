// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u99e92223f0 VerticalEdge.Set.rawValue
@MainActor func use_99e92223f0(_ subject: VerticalEdge.Set) {
    let _: Int8 = subject.rawValue
}

// uf6f4d4c420 VerticalEdge.rawValue
@MainActor func use_f6f4d4c420(_ subject: VerticalEdge) {
    let _: Int8 = subject.rawValue
}
