// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa6d7abc7a UserInterfaceSizeClass.init?(_: UIUserInterfaceSizeClass)
@MainActor func use_fa6d7abc7a() {
    let _: UserInterfaceSizeClass? = UserInterfaceSizeClass(sample() as UIUserInterfaceSizeClass)
}
