// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaf283adc06 CustomPresentationDetent
private struct Conformer_af283adc06: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { sample() }
}
