// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udbdc0aa9ee CoordinateSpaceProtocol.coordinateSpace
@MainActor func use_dbdc0aa9ee<Self_: CoordinateSpaceProtocol>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: CoordinateSpace = subject.coordinateSpace
}
