// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc638cf51c8 static AccessibilitySystemRotor.links(visited: Bool)
@MainActor func use_c638cf51c8() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.links(visited: sample() as Bool)
}

// u22c7d528c3 static AccessibilitySystemRotor.links
@MainActor func use_22c7d528c3() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.links
}

// uf4b9faf12c static AccessibilitySystemRotor.headings(level: AccessibilityHeadingLevel)
@MainActor func use_f4b9faf12c() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.headings(level: sample() as AccessibilityHeadingLevel)
}

// u40838f0584 static AccessibilitySystemRotor.headings
@MainActor func use_40838f0584() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.headings
}

// u0e3ac655fb static AccessibilitySystemRotor.boldText
@MainActor func use_0e3ac655fb() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.boldText
}

// u0ab37816e2 static AccessibilitySystemRotor.italicText
@MainActor func use_0ab37816e2() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.italicText
}

// ud8ab18b6bc static AccessibilitySystemRotor.underlineText
@MainActor func use_d8ab18b6bc() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.underlineText
}

// u5daf55ab65 static AccessibilitySystemRotor.misspelledWords
@MainActor func use_5daf55ab65() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.misspelledWords
}

// u391cefb284 static AccessibilitySystemRotor.images
@MainActor func use_391cefb284() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.images
}

// ub674912a5a static AccessibilitySystemRotor.textFields
@MainActor func use_b674912a5a() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.textFields
}

// ued318bf0ee static AccessibilitySystemRotor.tables
@MainActor func use_ed318bf0ee() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.tables
}

// u34c465bd0a static AccessibilitySystemRotor.lists
@MainActor func use_34c465bd0a() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.lists
}

// uc9d052d95f static AccessibilitySystemRotor.landmarks
@MainActor func use_c9d052d95f() {
    let _: AccessibilitySystemRotor = AccessibilitySystemRotor.landmarks
}
