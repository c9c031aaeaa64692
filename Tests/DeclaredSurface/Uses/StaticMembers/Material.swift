// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc0d19f0af4 static Material.regular
@MainActor func use_c0d19f0af4() {
    let _: Material = Material.regular
}

// uf67a9dcb33 static Material.thick
@MainActor func use_f67a9dcb33() {
    let _: Material = Material.thick
}

// u46196216e3 static Material.thin
@MainActor func use_46196216e3() {
    let _: Material = Material.thin
}

// u1a1f7babee static Material.ultraThin
@MainActor func use_1a1f7babee() {
    let _: Material = Material.ultraThin
}

// udae03afa5a static Material.ultraThick
@MainActor func use_dae03afa5a() {
    let _: Material = Material.ultraThick
}

// u7a246e6bb3 static Material.bar
@MainActor func use_7a246e6bb3() {
    let _: Material = Material.bar
}
