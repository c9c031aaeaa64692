// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u65f76f52be View.opacity(_: Double)
@MainActor func use_65f76f52be<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.opacity(sample() as Double) as any View
}

// u952b6a1a7e Color.opacity(_: Double)
@MainActor func use_952b6a1a7e(_ subject: Color) {
    let _: Color = subject.opacity(sample() as Double)
}
