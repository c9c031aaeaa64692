// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff7b075ed0 static RotatedShape.role
@MainActor func use_ff7b075ed0<Content: Shape>(_ generics: (Content).Type) {
    let _: ShapeRole = RotatedShape<Content>.role
}
