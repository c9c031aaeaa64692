// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uec3c0d4773 BlendMode.normal
@MainActor func use_ec3c0d4773() {
    let _: BlendMode = .normal
}

// u9f92e1655a BlendMode.multiply
@MainActor func use_9f92e1655a() {
    let _: BlendMode = .multiply
}

// uc23ac878c0 BlendMode.screen
@MainActor func use_c23ac878c0() {
    let _: BlendMode = .screen
}

// uc67cb90651 BlendMode.overlay
@MainActor func use_c67cb90651() {
    let _: BlendMode = .overlay
}

// u41681ecf86 BlendMode.darken
@MainActor func use_41681ecf86() {
    let _: BlendMode = .darken
}

// ue7e6f6f6dd BlendMode.lighten
@MainActor func use_e7e6f6f6dd() {
    let _: BlendMode = .lighten
}

// uaacd08e7f0 BlendMode.colorDodge
@MainActor func use_aacd08e7f0() {
    let _: BlendMode = .colorDodge
}

// ud415cee483 BlendMode.colorBurn
@MainActor func use_d415cee483() {
    let _: BlendMode = .colorBurn
}

// u27c4c512ae BlendMode.softLight
@MainActor func use_27c4c512ae() {
    let _: BlendMode = .softLight
}

// u331b91112e BlendMode.hardLight
@MainActor func use_331b91112e() {
    let _: BlendMode = .hardLight
}

// u70b3328381 BlendMode.difference
@MainActor func use_70b3328381() {
    let _: BlendMode = .difference
}

// ub3bd271864 BlendMode.exclusion
@MainActor func use_b3bd271864() {
    let _: BlendMode = .exclusion
}

// u47b69afa9f BlendMode.hue
@MainActor func use_47b69afa9f() {
    let _: BlendMode = .hue
}

// ubcf86699b2 BlendMode.saturation
@MainActor func use_bcf86699b2() {
    let _: BlendMode = .saturation
}

// u94ade5eb3d BlendMode.color
@MainActor func use_94ade5eb3d() {
    let _: BlendMode = .color
}

// ue1f94b5e99 BlendMode.luminosity
@MainActor func use_e1f94b5e99() {
    let _: BlendMode = .luminosity
}

// u32fc080145 BlendMode.sourceAtop
@MainActor func use_32fc080145() {
    let _: BlendMode = .sourceAtop
}

// u3d3f42d86b BlendMode.destinationOver
@MainActor func use_3d3f42d86b() {
    let _: BlendMode = .destinationOver
}

// u32b1b16b74 BlendMode.destinationOut
@MainActor func use_32b1b16b74() {
    let _: BlendMode = .destinationOut
}

// ued902e4876 BlendMode.plusDarker
@MainActor func use_ed902e4876() {
    let _: BlendMode = .plusDarker
}

// u334039906e BlendMode.plusLighter
@MainActor func use_334039906e() {
    let _: BlendMode = .plusLighter
}
