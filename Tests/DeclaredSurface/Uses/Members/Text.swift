// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue814e17062 Text.DateStyle.encode(to: any Encoder)
@MainActor func use_e814e17062(_ subject: Text.DateStyle) throws {
    try subject.encode(to: sample() as any Encoder)
}
