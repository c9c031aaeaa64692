// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u801e561639 VectorArithmetic
private struct Conformer_801e561639: VectorArithmetic {
    mutating func scale(by rhs: Double) {}
    var magnitudeSquared: Double { sample() }
    static var zero: Self { sample() }
    static func + (lhs: Self, rhs: Self) -> Self { lhs }
    static func - (lhs: Self, rhs: Self) -> Self { lhs }
}
