// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue9ec50a95d static AccessibilityTextContentType.plain
@MainActor func use_e9ec50a95d() {
    let _: AccessibilityTextContentType = AccessibilityTextContentType.plain
}

// u3280162b0a static AccessibilityTextContentType.console
@MainActor func use_3280162b0a() {
    let _: AccessibilityTextContentType = AccessibilityTextContentType.console
}

// ufccccccf7e static AccessibilityTextContentType.fileSystem
@MainActor func use_fccccccf7e() {
    let _: AccessibilityTextContentType = AccessibilityTextContentType.fileSystem
}

// uf6564f7e04 static AccessibilityTextContentType.messaging
@MainActor func use_f6564f7e04() {
    let _: AccessibilityTextContentType = AccessibilityTextContentType.messaging
}

// u6701e56368 static AccessibilityTextContentType.narrative
@MainActor func use_6701e56368() {
    let _: AccessibilityTextContentType = AccessibilityTextContentType.narrative
}

// u9a9dc994c3 static AccessibilityTextContentType.sourceCode
@MainActor func use_9a9dc994c3() {
    let _: AccessibilityTextContentType = AccessibilityTextContentType.sourceCode
}

// uca84da66e9 static AccessibilityTextContentType.spreadsheet
@MainActor func use_ca84da66e9() {
    let _: AccessibilityTextContentType = AccessibilityTextContentType.spreadsheet
}

// u6ee432fe8f static AccessibilityTextContentType.wordProcessing
@MainActor func use_6ee432fe8f() {
    let _: AccessibilityTextContentType = AccessibilityTextContentType.wordProcessing
}
