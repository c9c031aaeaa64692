// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff2d1a9f2e UIHostingControllerSizingOptions.rawValue
@MainActor func use_ff2d1a9f2e(_ subject: UIHostingControllerSizingOptions) {
    let _: Int = subject.rawValue
}
