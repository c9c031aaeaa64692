// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua6b2786b41 Gradient.Stop.init(color: Color, location: CGFloat)
@MainActor func use_a6b2786b41() {
    let _: Gradient.Stop = Gradient.Stop(color: sample() as Color, location: sample() as CGFloat)
}

// ue1c61fc0bf Gradient.init(stops: [Gradient.Stop])
@MainActor func use_e1c61fc0bf() {
    let _: Gradient = Gradient(stops: sample() as [Gradient.Stop])
}

// u00a9ba11e4 Gradient.init(colors: [Color])
@MainActor func use_00a9ba11e4() {
    let _: Gradient = Gradient(colors: sample() as [Color])
}
