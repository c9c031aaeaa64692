// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc3671a6d01 static TransformedShape.role
@MainActor func use_c3671a6d01<Content: Shape>(_ generics: (Content).Type) {
    let _: ShapeRole = TransformedShape<Content>.role
}
