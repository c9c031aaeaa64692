// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uede4659d65 Path.path(in: CGRect)
@MainActor func use_ede4659d65(_ subject: Path) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// u6e4189251e Shape.path(in: CGRect)
@MainActor func use_6e4189251e<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Path = subject.path(in: sample() as CGRect)
}
