// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u25af27ff70 static OffsetShape.role
@MainActor func use_25af27ff70<Content: Shape>(_ generics: (Content).Type) {
    let _: ShapeRole = OffsetShape<Content>.role
}
