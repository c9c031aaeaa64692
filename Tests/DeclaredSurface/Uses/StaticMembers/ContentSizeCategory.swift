// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u08e6d8a799 ContentSizeCategory.extraSmall
@MainActor func use_08e6d8a799() {
    let _: ContentSizeCategory = .extraSmall
}

// u4b4e9f77ef ContentSizeCategory.small
@MainActor func use_4b4e9f77ef() {
    let _: ContentSizeCategory = .small
}

// ub5a5608a51 ContentSizeCategory.medium
@MainActor func use_b5a5608a51() {
    let _: ContentSizeCategory = .medium
}

// u42e137e77a ContentSizeCategory.large
@MainActor func use_42e137e77a() {
    let _: ContentSizeCategory = .large
}

// u9f357e93e9 ContentSizeCategory.extraLarge
@MainActor func use_9f357e93e9() {
    let _: ContentSizeCategory = .extraLarge
}

// uf20b05671e ContentSizeCategory.extraExtraLarge
@MainActor func use_f20b05671e() {
    let _: ContentSizeCategory = .extraExtraLarge
}

// uea4089c794 ContentSizeCategory.extraExtraExtraLarge
@MainActor func use_ea4089c794() {
    let _: ContentSizeCategory = .extraExtraExtraLarge
}

// ua923654a39 ContentSizeCategory.accessibilityMedium
@MainActor func use_a923654a39() {
    let _: ContentSizeCategory = .accessibilityMedium
}

// u4588631470 ContentSizeCategory.accessibilityLarge
@MainActor func use_4588631470() {
    let _: ContentSizeCategory = .accessibilityLarge
}

// u650ad335d5 ContentSizeCategory.accessibilityExtraLarge
@MainActor func use_650ad335d5() {
    let _: ContentSizeCategory = .accessibilityExtraLarge
}

// ub989484b99 ContentSizeCategory.accessibilityExtraExtraLarge
@MainActor func use_b989484b99() {
    let _: ContentSizeCategory = .accessibilityExtraExtraLarge
}

// uc8f3e01260 ContentSizeCategory.accessibilityExtraExtraExtraLarge
@MainActor func use_c8f3e01260() {
    let _: ContentSizeCategory = .accessibilityExtraExtraExtraLarge
}

// u4400aecbcc static ContentSizeCategory.allCases
@MainActor func use_4400aecbcc() {
    let _: [ContentSizeCategory] = ContentSizeCategory.allCases
}
