// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u83c1bc03fb static HoverEffect.automatic
@MainActor func use_83c1bc03fb() {
    let _: HoverEffect = HoverEffect.automatic
}

// u29f01dd44b static HoverEffect.highlight
@MainActor func use_29f01dd44b() {
    let _: HoverEffect = HoverEffect.highlight
}

// u1c9bf0a404 static HoverEffect.lift
@MainActor func use_1c9bf0a404() {
    let _: HoverEffect = HoverEffect.lift
}
