// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2faa6b97ca static UIViewControllerRepresentable.dismantleUIViewController(_: Self.UIViewControllerType, coordinator:
//   Self.Coordinator)
@MainActor func use_2faa6b97ca<Self_: UIViewControllerRepresentable>(_ generics: (Self_).Type) {
    Self_.dismantleUIViewController(sample() as Self_.UIViewControllerType, coordinator: sample() as Self_.Coordinator)
}
