// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua3b6567ef1 static UIHostingControllerSizingOptions.preferredContentSize
@MainActor func use_a3b6567ef1() {
    let _: UIHostingControllerSizingOptions = UIHostingControllerSizingOptions.preferredContentSize
}

// uf62518982e static UIHostingControllerSizingOptions.intrinsicContentSize
@MainActor func use_f62518982e() {
    let _: UIHostingControllerSizingOptions = UIHostingControllerSizingOptions.intrinsicContentSize
}
