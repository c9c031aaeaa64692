// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3142e25ec2 View.buttonBorderShape(_: ButtonBorderShape)
@MainActor func use_3142e25ec2<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.buttonBorderShape(sample() as ButtonBorderShape) as any View
}
