// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1b7b6cb13f PreviewDevice.init(rawValue: String)
@MainActor func use_1b7b6cb13f() {
    let _: PreviewDevice = PreviewDevice(rawValue: sample() as String)
}

// u43a32a9d8b PreviewDevice.init(stringLiteral: String)
@MainActor func use_43a32a9d8b() {
    let _: PreviewDevice = PreviewDevice(stringLiteral: sample() as String)
}
