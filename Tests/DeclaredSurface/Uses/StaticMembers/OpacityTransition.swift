// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf9850deffb static OpacityTransition.properties
@MainActor func use_f9850deffb() {
    let _: TransitionProperties = OpacityTransition.properties
}
