// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u61b5af097b Gauge
@MainActor func use_61b5af097b<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>(
    _ generics: (Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels).Type
) {
    let _: Any.Type = Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>.self
}
