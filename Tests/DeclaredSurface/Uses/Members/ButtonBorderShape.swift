// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uda661c6a76 ButtonBorderShape.inset(by: CGFloat)
@MainActor func use_da661c6a76(_ subject: ButtonBorderShape) {
    _ = subject.inset(by: sample() as CGFloat) as any InsettableShape
}

// u7746c23a0f ButtonBorderShape.path(in: CGRect)
@MainActor func use_7746c23a0f(_ subject: ButtonBorderShape) {
    let _: Path = subject.path(in: sample() as CGRect)
}
