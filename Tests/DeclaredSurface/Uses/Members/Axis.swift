// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ube04b8207e Axis.Set.rawValue
@MainActor func use_be04b8207e(_ subject: Axis.Set) {
    let _: Int8 = subject.rawValue
}

// u19b1ac9451 Axis.rawValue
@MainActor func use_19b1ac9451(_ subject: Axis) {
    let _: Int8 = subject.rawValue
}

// uf27c210bb0 Axis.description
@MainActor func use_f27c210bb0(_ subject: Axis) {
    let _: String = subject.description
}
