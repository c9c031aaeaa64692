// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u08d318e68f ProjectionTransform.init()
@MainActor func use_08d318e68f() {
    let _: ProjectionTransform = ProjectionTransform()
}

// u64a9e4ff2a ProjectionTransform.init(_: CGAffineTransform)
@MainActor func use_64a9e4ff2a() {
    let _: ProjectionTransform = ProjectionTransform(sample() as CGAffineTransform)
}
