// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uda23fc98b8 AutomaticDisclosureGroupStyle.init()
@MainActor func use_da23fc98b8() {
    let _: AutomaticDisclosureGroupStyle = AutomaticDisclosureGroupStyle()
}
