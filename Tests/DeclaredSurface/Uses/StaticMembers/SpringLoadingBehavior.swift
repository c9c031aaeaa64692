// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0796dc7960 static SpringLoadingBehavior.automatic
@MainActor func use_0796dc7960() {
    let _: SpringLoadingBehavior = SpringLoadingBehavior.automatic
}

// uf2371b7f1f static SpringLoadingBehavior.enabled
@MainActor func use_f2371b7f1f() {
    let _: SpringLoadingBehavior = SpringLoadingBehavior.enabled
}

// u6b70f50557 static SpringLoadingBehavior.disabled
@MainActor func use_6b70f50557() {
    let _: SpringLoadingBehavior = SpringLoadingBehavior.disabled
}
