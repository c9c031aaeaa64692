// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u840cf4bb0c static UIViewRepresentable.dismantleUIView(_: Self.UIViewType, coordinator: Self.Coordinator)
@MainActor func use_840cf4bb0c<Self_: UIViewRepresentable>(_ generics: (Self_).Type) {
    Self_.dismantleUIView(sample() as Self_.UIViewType, coordinator: sample() as Self_.Coordinator)
}
