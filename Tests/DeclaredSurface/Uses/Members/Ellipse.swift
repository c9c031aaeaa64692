// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub012085277 Ellipse.path(in: CGRect)
@MainActor func use_b012085277(_ subject: Ellipse) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// u7594c3125b Ellipse.layoutDirectionBehavior
@MainActor func use_7594c3125b(_ subject: Ellipse) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// ub00669a0ab Ellipse.inset(by: CGFloat)
@MainActor func use_b00669a0ab(_ subject: Ellipse) {
    _ = subject.inset(by: sample() as CGFloat) as any InsettableShape
}
