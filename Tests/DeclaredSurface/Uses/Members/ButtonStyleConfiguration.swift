// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc1349da527 ButtonStyleConfiguration.role
@MainActor func use_c1349da527(_ subject: ButtonStyleConfiguration) {
    let _: ButtonRole? = subject.role
}

// u4a78bf2007 ButtonStyleConfiguration.label
@MainActor func use_4a78bf2007(_ subject: ButtonStyleConfiguration) {
    let _: ButtonStyleConfiguration.Label = subject.label
}

// u4802ea83bf ButtonStyleConfiguration.isPressed
@MainActor func use_4802ea83bf(_ subject: ButtonStyleConfiguration) {
    let _: Bool = subject.isPressed
}
