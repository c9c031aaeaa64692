// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf9f29556e7 static UnitPoint.zero
@MainActor func use_f9f29556e7() {
    let _: UnitPoint = UnitPoint.zero
}

// u895c4bf025 static UnitPoint.center
@MainActor func use_895c4bf025() {
    let _: UnitPoint = UnitPoint.center
}

// u43e1eef6ed static UnitPoint.leading
@MainActor func use_43e1eef6ed() {
    let _: UnitPoint = UnitPoint.leading
}

// uc7c432cf4b static UnitPoint.trailing
@MainActor func use_c7c432cf4b() {
    let _: UnitPoint = UnitPoint.trailing
}

// u08f58f9373 static UnitPoint.top
@MainActor func use_08f58f9373() {
    let _: UnitPoint = UnitPoint.top
}

// u7d7582537b static UnitPoint.bottom
@MainActor func use_7d7582537b() {
    let _: UnitPoint = UnitPoint.bottom
}

// u3b31e823cb static UnitPoint.topLeading
@MainActor func use_3b31e823cb() {
    let _: UnitPoint = UnitPoint.topLeading
}

// ue955ed2e87 static UnitPoint.topTrailing
@MainActor func use_e955ed2e87() {
    let _: UnitPoint = UnitPoint.topTrailing
}

// ub7ec3c78c8 static UnitPoint.bottomLeading
@MainActor func use_b7ec3c78c8() {
    let _: UnitPoint = UnitPoint.bottomLeading
}

// ue33ffb36ac static UnitPoint.bottomTrailing
@MainActor func use_e33ffb36ac() {
    let _: UnitPoint = UnitPoint.bottomTrailing
}
