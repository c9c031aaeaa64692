// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u219c274062 MatchedGeometryProperties.rawValue
@MainActor func use_219c274062(_ subject: MatchedGeometryProperties) {
    let _: UInt32 = subject.rawValue
}
