// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u49a5203c22 CoordinateSpace.global
@MainActor func use_49a5203c22() {
    let _: CoordinateSpace = .global
}

// u3f429ea408 CoordinateSpace.local
@MainActor func use_3f429ea408() {
    let _: CoordinateSpace = .local
}

// ua55712b114 CoordinateSpace.named(_: AnyHashable)
@MainActor func use_a55712b114() {
    let _: CoordinateSpace = .named(sample() as AnyHashable)
}
