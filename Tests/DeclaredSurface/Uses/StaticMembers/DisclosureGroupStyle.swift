// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub3250c62f4 static DisclosureGroupStyle.automatic where Self == AutomaticDisclosureGroupStyle
@MainActor func use_b3250c62f4() {
    let _: AutomaticDisclosureGroupStyle = AutomaticDisclosureGroupStyle.automatic
    func accept<T: DisclosureGroupStyle>(_ value: T) {}
    accept(.automatic)
}
