// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7e7c1986c4 static PresentationAdaptation.automatic
@MainActor func use_7e7c1986c4() {
    let _: PresentationAdaptation = PresentationAdaptation.automatic
}

// u9d1383ec6f static PresentationAdaptation.none
@MainActor func use_9d1383ec6f() {
    let _: PresentationAdaptation = PresentationAdaptation.none
}

// uc75daa2b7e static PresentationAdaptation.popover
@MainActor func use_c75daa2b7e() {
    let _: PresentationAdaptation = PresentationAdaptation.popover
}

// uae02c006bd static PresentationAdaptation.sheet
@MainActor func use_ae02c006bd() {
    let _: PresentationAdaptation = PresentationAdaptation.sheet
}

// u442a8307b1 static PresentationAdaptation.fullScreenCover
@MainActor func use_442a8307b1() {
    let _: PresentationAdaptation = PresentationAdaptation.fullScreenCover
}
