// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue79be08535 SpatialTapGesture
@MainActor func use_e79be08535() {
    let _: Any.Type = SpatialTapGesture.self
}

// ufbd49232a0 SpatialTapGesture.Value
@MainActor func use_fbd49232a0() {
    let _: Any.Type = SpatialTapGesture.Value.self
}
