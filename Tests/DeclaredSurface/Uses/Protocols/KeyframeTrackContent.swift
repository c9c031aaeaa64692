// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubfdb87b0bd KeyframeTrackContent
private struct Conformer_bfdb87b0bd: KeyframeTrackContent {
    var body: LinearKeyframe<Double> { sample() }
}
