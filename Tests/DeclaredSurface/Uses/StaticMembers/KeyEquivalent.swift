// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueac82b65c0 static KeyEquivalent.upArrow
@MainActor func use_eac82b65c0() {
    let _: KeyEquivalent = KeyEquivalent.upArrow
}

// ua8eccfd13c static KeyEquivalent.downArrow
@MainActor func use_a8eccfd13c() {
    let _: KeyEquivalent = KeyEquivalent.downArrow
}

// uabd76c2746 static KeyEquivalent.leftArrow
@MainActor func use_abd76c2746() {
    let _: KeyEquivalent = KeyEquivalent.leftArrow
}

// u90f606f731 static KeyEquivalent.rightArrow
@MainActor func use_90f606f731() {
    let _: KeyEquivalent = KeyEquivalent.rightArrow
}

// u0f311b8a9e static KeyEquivalent.escape
@MainActor func use_0f311b8a9e() {
    let _: KeyEquivalent = KeyEquivalent.escape
}

// ubd73590365 static KeyEquivalent.delete
@MainActor func use_bd73590365() {
    let _: KeyEquivalent = KeyEquivalent.delete
}

// uba1d7d0f16 static KeyEquivalent.deleteForward
@MainActor func use_ba1d7d0f16() {
    let _: KeyEquivalent = KeyEquivalent.deleteForward
}

// u266173ebfd static KeyEquivalent.home
@MainActor func use_266173ebfd() {
    let _: KeyEquivalent = KeyEquivalent.home
}

// u739a46a040 static KeyEquivalent.end
@MainActor func use_739a46a040() {
    let _: KeyEquivalent = KeyEquivalent.end
}

// ub8e9f7f79a static KeyEquivalent.pageUp
@MainActor func use_b8e9f7f79a() {
    let _: KeyEquivalent = KeyEquivalent.pageUp
}

// uee71ba7777 static KeyEquivalent.pageDown
@MainActor func use_ee71ba7777() {
    let _: KeyEquivalent = KeyEquivalent.pageDown
}

// uf20200b124 static KeyEquivalent.clear
@MainActor func use_f20200b124() {
    let _: KeyEquivalent = KeyEquivalent.clear
}

// u79421a4dfb static KeyEquivalent.tab
@MainActor func use_79421a4dfb() {
    let _: KeyEquivalent = KeyEquivalent.tab
}

// u1bea29adf1 static KeyEquivalent.space
@MainActor func use_1bea29adf1() {
    let _: KeyEquivalent = KeyEquivalent.space
}

// uf743976df8 static KeyEquivalent.`return`
@MainActor func use_f743976df8() {
    let _: KeyEquivalent = KeyEquivalent.`return`
}
