// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8aea021557 View.presentationDetents(_: Set<PresentationDetent>)
@MainActor func use_8aea021557<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.presentationDetents(sample() as Set<PresentationDetent>) as any View
}

// ub60375f198 View.presentationDetents(_: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
@MainActor func use_b60375f198<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.presentationDetents(
        sample() as Set<PresentationDetent>,
        selection: sample() as Binding<PresentationDetent>
    ) as any View
}
