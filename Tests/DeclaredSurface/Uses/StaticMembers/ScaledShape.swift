// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6fa203927 static ScaledShape.role
@MainActor func use_b6fa203927<Content: Shape>(_ generics: (Content).Type) {
    let _: ShapeRole = ScaledShape<Content>.role
}
