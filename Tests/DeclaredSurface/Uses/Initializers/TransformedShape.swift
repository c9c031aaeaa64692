// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u76deb0bfab TransformedShape.init(shape: Content, transform: CGAffineTransform)
@MainActor func use_76deb0bfab<Content: Shape>(_ generics: (Content).Type) {
    let _: TransformedShape<Content> = TransformedShape(
        shape: sample() as Content,
        transform: sample() as CGAffineTransform
    )
}
