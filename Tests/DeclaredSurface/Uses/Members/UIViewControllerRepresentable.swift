// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue472b54b77 UIViewControllerRepresentable.UIViewControllerType
@MainActor func use_e472b54b77<Self_: UIViewControllerRepresentable>(_ generics: (Self_).Type) {
    _ = Self_.UIViewControllerType.self
    func accept0<T: UIViewController>(_ type: T.Type) {}
    accept0(Self_.UIViewControllerType.self)
}

// u63b2a530f2 UIViewControllerRepresentable.makeUIViewController(context: Self.Context)
@MainActor func use_63b2a530f2<Self_: UIViewControllerRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.UIViewControllerType = subject.makeUIViewController(context: sample() as Self_.Context)
}

// u0f625f7f0f UIViewControllerRepresentable.updateUIViewController(_: Self.UIViewControllerType, context: Self.Context)
@MainActor func use_0f625f7f0f<Self_: UIViewControllerRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    subject.updateUIViewController(sample() as Self_.UIViewControllerType, context: sample() as Self_.Context)
}

// u2c3bc15a1b UIViewControllerRepresentable.Coordinator
@MainActor func use_2c3bc15a1b<Self_: UIViewControllerRepresentable>(_ generics: (Self_).Type) {
    _ = Self_.Coordinator.self
}

// u9f820ec1c2 UIViewControllerRepresentable.makeCoordinator()
@MainActor func use_9f820ec1c2<Self_: UIViewControllerRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Coordinator = subject.makeCoordinator()
}

// u0cc201dbf4 UIViewControllerRepresentable.sizeThatFits(_: ProposedViewSize, uiViewController:
//   Self.UIViewControllerType, context: Self.Context)
@MainActor func use_0cc201dbf4<Self_: UIViewControllerRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: CGSize? = subject.sizeThatFits(
        sample() as ProposedViewSize,
        uiViewController: sample() as Self_.UIViewControllerType,
        context: sample() as Self_.Context
    )
}

// u0b80d615a1 UIViewControllerRepresentable.Context
@MainActor func use_0b80d615a1<Self_: UIViewControllerRepresentable>(_ generics: (Self_).Type) {
    let _: (UIViewControllerRepresentableContext<Self_>).Type = Self_.Context.self
}

// u91a1536ffa UIViewControllerRepresentable.LayoutOptions
@MainActor func use_91a1536ffa<Self_: UIViewControllerRepresentable>(_ generics: (Self_).Type) {
    let _: Any.Type = Self_.LayoutOptions.self
}
