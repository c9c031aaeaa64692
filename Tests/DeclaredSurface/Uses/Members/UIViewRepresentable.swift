// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6b38715904 UIViewRepresentable.UIViewType
@MainActor func use_6b38715904<Self_: UIViewRepresentable>(_ generics: (Self_).Type) {
    _ = Self_.UIViewType.self
    func accept0<T: UIView>(_ type: T.Type) {}
    accept0(Self_.UIViewType.self)
}

// ubde414e06e UIViewRepresentable.makeUIView(context: Self.Context)
@MainActor func use_bde414e06e<Self_: UIViewRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.UIViewType = subject.makeUIView(context: sample() as Self_.Context)
}

// u015eef0780 UIViewRepresentable.updateUIView(_: Self.UIViewType, context: Self.Context)
@MainActor func use_015eef0780<Self_: UIViewRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    subject.updateUIView(sample() as Self_.UIViewType, context: sample() as Self_.Context)
}

// u50f5f79588 UIViewRepresentable.Coordinator
@MainActor func use_50f5f79588<Self_: UIViewRepresentable>(_ generics: (Self_).Type) {
    _ = Self_.Coordinator.self
}

// u418ba77a70 UIViewRepresentable.makeCoordinator()
@MainActor func use_418ba77a70<Self_: UIViewRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Coordinator = subject.makeCoordinator()
}

// u8390cd5ea9 UIViewRepresentable.sizeThatFits(_: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
@MainActor func use_8390cd5ea9<Self_: UIViewRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: CGSize? = subject.sizeThatFits(
        sample() as ProposedViewSize,
        uiView: sample() as Self_.UIViewType,
        context: sample() as Self_.Context
    )
}

// ua2fcabbf91 UIViewRepresentable.Context
@MainActor func use_a2fcabbf91<Self_: UIViewRepresentable>(_ generics: (Self_).Type) {
    let _: (UIViewRepresentableContext<Self_>).Type = Self_.Context.self
}

// uc5af1ff5d9 UIViewRepresentable.LayoutOptions
@MainActor func use_c5af1ff5d9<Self_: UIViewRepresentable>(_ generics: (Self_).Type) {
    let _: Any.Type = Self_.LayoutOptions.self
}
