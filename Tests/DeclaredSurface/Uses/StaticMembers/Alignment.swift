// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4f184af07c static Alignment.center
@MainActor func use_4f184af07c() {
    let _: Alignment = Alignment.center
}

// u0b31d632af static Alignment.leading
@MainActor func use_0b31d632af() {
    let _: Alignment = Alignment.leading
}

// u391cfa4555 static Alignment.trailing
@MainActor func use_391cfa4555() {
    let _: Alignment = Alignment.trailing
}

// u5f815bb5d3 static Alignment.top
@MainActor func use_5f815bb5d3() {
    let _: Alignment = Alignment.top
}

// u9d94a089fe static Alignment.bottom
@MainActor func use_9d94a089fe() {
    let _: Alignment = Alignment.bottom
}

// ue06ab1fb8a static Alignment.topLeading
@MainActor func use_e06ab1fb8a() {
    let _: Alignment = Alignment.topLeading
}

// uf51d96d3f6 static Alignment.topTrailing
@MainActor func use_f51d96d3f6() {
    let _: Alignment = Alignment.topTrailing
}

// uaa019a5904 static Alignment.bottomLeading
@MainActor func use_aa019a5904() {
    let _: Alignment = Alignment.bottomLeading
}

// u36599b1d00 static Alignment.bottomTrailing
@MainActor func use_36599b1d00() {
    let _: Alignment = Alignment.bottomTrailing
}

// ue0a0503f8a static Alignment.centerFirstTextBaseline
@MainActor func use_e0a0503f8a() {
    let _: Alignment = Alignment.centerFirstTextBaseline
}

// u8788d1dce4 static Alignment.centerLastTextBaseline
@MainActor func use_8788d1dce4() {
    let _: Alignment = Alignment.centerLastTextBaseline
}

// ubde334ab73 static Alignment.leadingFirstTextBaseline
@MainActor func use_bde334ab73() {
    let _: Alignment = Alignment.leadingFirstTextBaseline
}

// u728a8b1b50 static Alignment.leadingLastTextBaseline
@MainActor func use_728a8b1b50() {
    let _: Alignment = Alignment.leadingLastTextBaseline
}

// u486a53ceb1 static Alignment.trailingFirstTextBaseline
@MainActor func use_486a53ceb1() {
    let _: Alignment = Alignment.trailingFirstTextBaseline
}

// ue7fc8a91e7 static Alignment.trailingLastTextBaseline
@MainActor func use_e7fc8a91e7() {
    let _: Alignment = Alignment.trailingLastTextBaseline
}
