// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf1eefbd1d6 Color.RGBColorSpace.sRGB
@MainActor func use_f1eefbd1d6() {
    let _: Color.RGBColorSpace = .sRGB
}

// uee901fc040 Color.RGBColorSpace.sRGBLinear
@MainActor func use_ee901fc040() {
    let _: Color.RGBColorSpace = .sRGBLinear
}

// u8b17567cdc Color.RGBColorSpace.displayP3
@MainActor func use_8b17567cdc() {
    let _: Color.RGBColorSpace = .displayP3
}

// uf3f1f34019 static Color.accentColor
@MainActor func use_f3f1f34019() {
    let _: Color = Color.accentColor
}

// u5f021c0fec static Color.red
@MainActor func use_5f021c0fec() {
    let _: Color = Color.red
}

// uc33803334b static Color.orange
@MainActor func use_c33803334b() {
    let _: Color = Color.orange
}

// u978f588b78 static Color.yellow
@MainActor func use_978f588b78() {
    let _: Color = Color.yellow
}

// u36cb5e0c1a static Color.green
@MainActor func use_36cb5e0c1a() {
    let _: Color = Color.green
}

// u8dec3f9367 static Color.mint
@MainActor func use_8dec3f9367() {
    let _: Color = Color.mint
}

// u7f18ac061b static Color.teal
@MainActor func use_7f18ac061b() {
    let _: Color = Color.teal
}

// ufc6335bbdd static Color.cyan
@MainActor func use_fc6335bbdd() {
    let _: Color = Color.cyan
}

// uc748d12d50 static Color.blue
@MainActor func use_c748d12d50() {
    let _: Color = Color.blue
}

// ud4a5d74c8b static Color.indigo
@MainActor func use_d4a5d74c8b() {
    let _: Color = Color.indigo
}

// u7f240a1691 static Color.purple
@MainActor func use_7f240a1691() {
    let _: Color = Color.purple
}

// u06eb4ff56c static Color.pink
@MainActor func use_06eb4ff56c() {
    let _: Color = Color.pink
}

// u66c7e071fc static Color.brown
@MainActor func use_66c7e071fc() {
    let _: Color = Color.brown
}

// u7abddae4ef static Color.white
@MainActor func use_7abddae4ef() {
    let _: Color = Color.white
}

// u7b67b291d0 static Color.gray
@MainActor func use_7b67b291d0() {
    let _: Color = Color.gray
}

// u4134c05ac4 static Color.black
@MainActor func use_4134c05ac4() {
    let _: Color = Color.black
}

// u80caf9ad43 static Color.clear
@MainActor func use_80caf9ad43() {
    let _: Color = Color.clear
}

// u8704dd8972 static Color.primary
@MainActor func use_8704dd8972() {
    let _: Color = Color.primary
}

// u1eac25f815 static Color.secondary
@MainActor func use_1eac25f815() {
    let _: Color = Color.secondary
}

// uc83b3b0a3b static Color.transferRepresentation
@MainActor func use_c83b3b0a3b() {
    _ = Color.transferRepresentation as any TransferRepresentation
}
