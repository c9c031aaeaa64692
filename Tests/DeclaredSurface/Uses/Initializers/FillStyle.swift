// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1ad243f8e9 FillStyle.init(eoFill: Bool, antialiased: Bool)
@MainActor func use_1ad243f8e9() {
    let _: FillStyle = FillStyle(eoFill: sample() as Bool, antialiased: sample() as Bool)
    let _: FillStyle = FillStyle()
}
