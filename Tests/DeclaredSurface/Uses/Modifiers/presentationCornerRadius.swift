// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u450be03ade View.presentationCornerRadius(_: CGFloat?)
@MainActor func use_450be03ade<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.presentationCornerRadius(sample() as CGFloat?) as any View
}
