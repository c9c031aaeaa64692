// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7ca4fccb5a static RedactionReasons.placeholder
@MainActor func use_7ca4fccb5a() {
    let _: RedactionReasons = RedactionReasons.placeholder
}

// uf251d9c1a0 static RedactionReasons.privacy
@MainActor func use_f251d9c1a0() {
    let _: RedactionReasons = RedactionReasons.privacy
}

// uc733aaddfe static RedactionReasons.invalidated
@MainActor func use_c733aaddfe() {
    let _: RedactionReasons = RedactionReasons.invalidated
}
