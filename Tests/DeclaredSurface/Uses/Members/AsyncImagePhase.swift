// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucf47ecdda4 AsyncImagePhase.image
@MainActor func use_cf47ecdda4(_ subject: AsyncImagePhase) {
    let _: Image? = subject.image
}

// u182c53fac0 AsyncImagePhase.error
@MainActor func use_182c53fac0(_ subject: AsyncImagePhase) {
    let _: (any Error)? = subject.error
}
