// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc9d7fa4dec static ScrollIndicatorVisibility.automatic
@MainActor func use_c9d7fa4dec() {
    let _: ScrollIndicatorVisibility = ScrollIndicatorVisibility.automatic
}

// u31efd63289 static ScrollIndicatorVisibility.visible
@MainActor func use_31efd63289() {
    let _: ScrollIndicatorVisibility = ScrollIndicatorVisibility.visible
}

// u8c4fbf4a90 static ScrollIndicatorVisibility.hidden
@MainActor func use_8c4fbf4a90() {
    let _: ScrollIndicatorVisibility = ScrollIndicatorVisibility.hidden
}

// u1456278e2f static ScrollIndicatorVisibility.never
@MainActor func use_1456278e2f() {
    let _: ScrollIndicatorVisibility = ScrollIndicatorVisibility.never
}
