// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf8989afe3f PrimitiveButtonStyleConfiguration.role
@MainActor func use_f8989afe3f(_ subject: PrimitiveButtonStyleConfiguration) {
    let _: ButtonRole? = subject.role
}

// u23b4c5716a PrimitiveButtonStyleConfiguration.label
@MainActor func use_23b4c5716a(_ subject: PrimitiveButtonStyleConfiguration) {
    let _: PrimitiveButtonStyleConfiguration.Label = subject.label
}

// ue68d92b815 PrimitiveButtonStyleConfiguration.trigger()
@MainActor func use_e68d92b815(_ subject: PrimitiveButtonStyleConfiguration) {
    subject.trigger()
}
