// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud627fa261e Rectangle.path(in: CGRect)
@MainActor func use_d627fa261e(_ subject: Rectangle) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// u67685eefc5 Rectangle.layoutDirectionBehavior
@MainActor func use_67685eefc5(_ subject: Rectangle) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// u6a5c86728f Rectangle.inset(by: CGFloat)
@MainActor func use_6a5c86728f(_ subject: Rectangle) {
    _ = subject.inset(by: sample() as CGFloat) as any InsettableShape
}
