// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubfcdf1774a static IdentityTransition.properties
@MainActor func use_bfcdf1774a() {
    let _: TransitionProperties = IdentityTransition.properties
}
