// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u943de0cab8 Shape.layoutDirectionBehavior
@MainActor func use_943de0cab8<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}
