// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue58e5dc638 DynamicProperty.update()
@MainActor func use_e58e5dc638<Self_: DynamicProperty>(_ subject: Self_, _ generics: (Self_).Type) {
    var subject = subject
    subject.update()
}
