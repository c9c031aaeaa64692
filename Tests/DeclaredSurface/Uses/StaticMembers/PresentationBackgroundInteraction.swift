// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u55cbef87a6 static PresentationBackgroundInteraction.automatic
@MainActor func use_55cbef87a6() {
    let _: PresentationBackgroundInteraction = PresentationBackgroundInteraction.automatic
}

// ued32087435 static PresentationBackgroundInteraction.enabled
@MainActor func use_ed32087435() {
    let _: PresentationBackgroundInteraction = PresentationBackgroundInteraction.enabled
}

// u24d5597743 static PresentationBackgroundInteraction.enabled(upThrough: PresentationDetent)
@MainActor func use_24d5597743() {
    let _: PresentationBackgroundInteraction = PresentationBackgroundInteraction.enabled(
        upThrough: sample() as PresentationDetent
    )
}

// ubd314cbc1b static PresentationBackgroundInteraction.disabled
@MainActor func use_bd314cbc1b() {
    let _: PresentationBackgroundInteraction = PresentationBackgroundInteraction.disabled
}
