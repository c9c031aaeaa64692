// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u022162ea1d HorizontalEdge.Set.rawValue
@MainActor func use_022162ea1d(_ subject: HorizontalEdge.Set) {
    let _: Int8 = subject.rawValue
}

// uad3768ecf7 HorizontalEdge.rawValue
@MainActor func use_ad3768ecf7(_ subject: HorizontalEdge) {
    let _: Int8 = subject.rawValue
}
