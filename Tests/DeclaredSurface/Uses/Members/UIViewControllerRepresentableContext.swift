// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u17b5681263 UIViewControllerRepresentableContext.coordinator
@MainActor func use_17b5681263<Representable: UIViewControllerRepresentable>(
    _ subject: UIViewControllerRepresentableContext<Representable>,
    _ generics: (Representable).Type
) {
    let _: Representable.Coordinator = subject.coordinator
}

// u54eac1c480 UIViewControllerRepresentableContext.transaction
@MainActor func use_54eac1c480<Representable: UIViewControllerRepresentable>(
    _ subject: UIViewControllerRepresentableContext<Representable>,
    _ generics: (Representable).Type
) {
    let _: Transaction = subject.transaction
}

// ua85187a46b UIViewControllerRepresentableContext.environment
@MainActor func use_a85187a46b<Representable: UIViewControllerRepresentable>(
    _ subject: UIViewControllerRepresentableContext<Representable>,
    _ generics: (Representable).Type
) {
    let _: EnvironmentValues = subject.environment
}
