// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1fd70473fb Angle
@MainActor func use_1fd70473fb() {
    let _: Any.Type = Angle.self
}
