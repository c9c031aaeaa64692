// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7fbbbe8143 static AccessibilityTraits.isButton
@MainActor func use_7fbbbe8143() {
    let _: AccessibilityTraits = AccessibilityTraits.isButton
}

// uec11b01d0c static AccessibilityTraits.isHeader
@MainActor func use_ec11b01d0c() {
    let _: AccessibilityTraits = AccessibilityTraits.isHeader
}

// u7de51abba0 static AccessibilityTraits.isSelected
@MainActor func use_7de51abba0() {
    let _: AccessibilityTraits = AccessibilityTraits.isSelected
}

// u6e50161241 static AccessibilityTraits.isLink
@MainActor func use_6e50161241() {
    let _: AccessibilityTraits = AccessibilityTraits.isLink
}

// u1b409122cd static AccessibilityTraits.isSearchField
@MainActor func use_1b409122cd() {
    let _: AccessibilityTraits = AccessibilityTraits.isSearchField
}

// u87a21fc19e static AccessibilityTraits.isImage
@MainActor func use_87a21fc19e() {
    let _: AccessibilityTraits = AccessibilityTraits.isImage
}

// ub3daba00ab static AccessibilityTraits.playsSound
@MainActor func use_b3daba00ab() {
    let _: AccessibilityTraits = AccessibilityTraits.playsSound
}

// ub9c4aa5748 static AccessibilityTraits.isKeyboardKey
@MainActor func use_b9c4aa5748() {
    let _: AccessibilityTraits = AccessibilityTraits.isKeyboardKey
}

// uff6648ce94 static AccessibilityTraits.isStaticText
@MainActor func use_ff6648ce94() {
    let _: AccessibilityTraits = AccessibilityTraits.isStaticText
}

// u0271131826 static AccessibilityTraits.isSummaryElement
@MainActor func use_0271131826() {
    let _: AccessibilityTraits = AccessibilityTraits.isSummaryElement
}

// ud80acb7a61 static AccessibilityTraits.updatesFrequently
@MainActor func use_d80acb7a61() {
    let _: AccessibilityTraits = AccessibilityTraits.updatesFrequently
}

// u6745c08fed static AccessibilityTraits.startsMediaSession
@MainActor func use_6745c08fed() {
    let _: AccessibilityTraits = AccessibilityTraits.startsMediaSession
}

// u8fc80cd39a static AccessibilityTraits.allowsDirectInteraction
@MainActor func use_8fc80cd39a() {
    let _: AccessibilityTraits = AccessibilityTraits.allowsDirectInteraction
}

// u8abdc9c35b static AccessibilityTraits.causesPageTurn
@MainActor func use_8abdc9c35b() {
    let _: AccessibilityTraits = AccessibilityTraits.causesPageTurn
}

// ud92b43c8b3 static AccessibilityTraits.isModal
@MainActor func use_d92b43c8b3() {
    let _: AccessibilityTraits = AccessibilityTraits.isModal
}

// u35b0901483 static AccessibilityTraits.isToggle
@MainActor func use_35b0901483() {
    let _: AccessibilityTraits = AccessibilityTraits.isToggle
}
