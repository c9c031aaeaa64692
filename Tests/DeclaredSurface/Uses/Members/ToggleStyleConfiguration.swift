// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udaa1f536a2 ToggleStyleConfiguration.label
@MainActor func use_daa1f536a2(_ subject: ToggleStyleConfiguration) {
    let _: ToggleStyleConfiguration.Label = subject.label
}

// uf4bd691da3 ToggleStyleConfiguration.isOn
@MainActor func use_f4bd691da3(_ subject: ToggleStyleConfiguration) {
    var subject = subject
    let _: Bool = subject.isOn
    subject.isOn = sample() as Bool
}

// u0435990a54 ToggleStyleConfiguration.$isOn
@MainActor func use_0435990a54(_ subject: ToggleStyleConfiguration) {
    let _: Binding<Bool> = subject.$isOn
}

// u36586686c5 ToggleStyleConfiguration.isMixed
@MainActor func use_36586686c5(_ subject: ToggleStyleConfiguration) {
    var subject = subject
    let _: Bool = subject.isMixed
    subject.isMixed = sample() as Bool
}
