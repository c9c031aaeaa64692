// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5fa31bb571 ContainerRelativeShape.path(in: CGRect)
@MainActor func use_5fa31bb571(_ subject: ContainerRelativeShape) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// uca66912064 ContainerRelativeShape.inset(by: CGFloat)
@MainActor func use_ca66912064(_ subject: ContainerRelativeShape) {
    _ = subject.inset(by: sample() as CGFloat) as any InsettableShape
}
