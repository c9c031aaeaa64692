// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udc0f31f64d SafeAreaRegions
@MainActor func use_dc0f31f64d() {
    let _: Any.Type = SafeAreaRegions.self
}
