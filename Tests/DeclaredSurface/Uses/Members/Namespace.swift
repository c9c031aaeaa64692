// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7903a2f5df Namespace.wrappedValue
@MainActor func use_7903a2f5df(_ subject: Namespace) {
    let _: Namespace.ID = subject.wrappedValue
}
