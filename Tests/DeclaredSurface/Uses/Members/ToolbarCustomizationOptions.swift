// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u983a5c5b42 ToolbarCustomizationOptions.rawValue
@MainActor func use_983a5c5b42(_ subject: ToolbarCustomizationOptions) {
    var subject = subject
    let _: Int = subject.rawValue
    subject.rawValue = sample() as Int
}
