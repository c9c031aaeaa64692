// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uacd30cbecb CustomizableToolbarContent
private struct Conformer_acd30cbecb: CustomizableToolbarContent {
    var body: Never { sample() }
}
