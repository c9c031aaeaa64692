// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u00623369e0 InsettableShape.inset(by: CGFloat)
@MainActor func use_00623369e0<Self_: InsettableShape>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.InsetShape = subject.inset(by: sample() as CGFloat)
}
