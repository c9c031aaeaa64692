// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7cfe5ba9a2 UIViewRepresentableContext.coordinator
@MainActor func use_7cfe5ba9a2<Representable: UIViewRepresentable>(
    _ subject: UIViewRepresentableContext<Representable>,
    _ generics: (Representable).Type
) {
    let _: Representable.Coordinator = subject.coordinator
}

// u17fdcd2033 UIViewRepresentableContext.transaction
@MainActor func use_17fdcd2033<Representable: UIViewRepresentable>(
    _ subject: UIViewRepresentableContext<Representable>,
    _ generics: (Representable).Type
) {
    let _: Transaction = subject.transaction
}

// u41017bd5f1 UIViewRepresentableContext.environment
@MainActor func use_41017bd5f1<Representable: UIViewRepresentable>(
    _ subject: UIViewRepresentableContext<Representable>,
    _ generics: (Representable).Type
) {
    let _: EnvironmentValues = subject.environment
}
