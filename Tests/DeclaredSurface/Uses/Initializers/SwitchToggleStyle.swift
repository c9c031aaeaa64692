// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u72166b059b SwitchToggleStyle.init()
@MainActor func use_72166b059b() {
    let _: SwitchToggleStyle = SwitchToggleStyle()
}

// u32c856d399 SwitchToggleStyle.init(tint: Color)
@MainActor func use_32c856d399() {
    let _: SwitchToggleStyle = SwitchToggleStyle(tint: sample() as Color)
}
