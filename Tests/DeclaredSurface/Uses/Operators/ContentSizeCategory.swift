// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u12a580a36f static ContentSizeCategory.<(lhs: ContentSizeCategory, rhs: ContentSizeCategory)
@MainActor func use_12a580a36f() {
    let _: Bool = (sample() as ContentSizeCategory) < (sample() as ContentSizeCategory)
}

// u8fcc4ced87 static ContentSizeCategory.<=(lhs: ContentSizeCategory, rhs: ContentSizeCategory)
@MainActor func use_8fcc4ced87() {
    let _: Bool = (sample() as ContentSizeCategory) <= (sample() as ContentSizeCategory)
}

// uc109f4c6dc static ContentSizeCategory.>(lhs: ContentSizeCategory, rhs: ContentSizeCategory)
@MainActor func use_c109f4c6dc() {
    let _: Bool = (sample() as ContentSizeCategory) > (sample() as ContentSizeCategory)
}

// ud5f5fca411 static ContentSizeCategory.>=(lhs: ContentSizeCategory, rhs: ContentSizeCategory)
@MainActor func use_d5f5fca411() {
    let _: Bool = (sample() as ContentSizeCategory) >= (sample() as ContentSizeCategory)
}
