// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u39e95b6991 UIUserInterfaceSizeClass.init(_: UserInterfaceSizeClass?)
@MainActor func use_39e95b6991() {
    let _: UIUserInterfaceSizeClass = UIUserInterfaceSizeClass(sample() as UserInterfaceSizeClass?)
}
