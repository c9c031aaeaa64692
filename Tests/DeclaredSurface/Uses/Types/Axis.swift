// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u160bbfbc4d Axis
@MainActor func use_160bbfbc4d() {
    let _: Any.Type = Axis.self
}

// u3e8f9ae46b Axis.Set
@MainActor func use_3e8f9ae46b() {
    let _: Any.Type = Axis.Set.self
}
