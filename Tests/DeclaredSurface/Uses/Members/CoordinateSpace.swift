// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa846f6fcc CoordinateSpace.isGlobal
@MainActor func use_aa846f6fcc(_ subject: CoordinateSpace) {
    let _: Bool = subject.isGlobal
}

// u94cf994af3 CoordinateSpace.isLocal
@MainActor func use_94cf994af3(_ subject: CoordinateSpace) {
    let _: Bool = subject.isLocal
}
