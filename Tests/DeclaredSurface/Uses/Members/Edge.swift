// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u435b8a6e2b Edge.Set.rawValue
@MainActor func use_435b8a6e2b(_ subject: Edge.Set) {
    let _: Int8 = subject.rawValue
}

// ubb416b9518 Edge.rawValue
@MainActor func use_bb416b9518(_ subject: Edge) {
    let _: Int8 = subject.rawValue
}
