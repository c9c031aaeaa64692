// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc298b3e447 SafeAreaRegions.init(rawValue: UInt)
@MainActor func use_c298b3e447() {
    let _: SafeAreaRegions = SafeAreaRegions(rawValue: sample() as UInt)
}
