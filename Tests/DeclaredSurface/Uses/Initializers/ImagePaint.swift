// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7ea523f5ed ImagePaint.init(image: Image, sourceRect: CGRect, scale: CGFloat)
@MainActor func use_7ea523f5ed() {
    let _: ImagePaint = ImagePaint(image: sample() as Image, sourceRect: sample() as CGRect, scale: sample() as CGFloat)
    let _: ImagePaint = ImagePaint(image: sample() as Image)
}
