// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub0674bdf5a PresentationMode.isPresented
@MainActor func use_b0674bdf5a(_ subject: PresentationMode) {
    let _: Bool = subject.isPresented
}

// ufd6ea55134 PresentationMode.dismiss()
@MainActor func use_fd6ea55134(_ subject: PresentationMode) {
    var subject = subject
    subject.dismiss()
}
