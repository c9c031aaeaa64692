// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u95f38bcc9c DynamicProperty
private struct Conformer_95f38bcc9c: DynamicProperty {
}
