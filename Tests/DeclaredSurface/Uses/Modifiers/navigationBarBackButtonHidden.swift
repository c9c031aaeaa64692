// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0982cc6a6d View.navigationBarBackButtonHidden(_: Bool)
@MainActor func use_0982cc6a6d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationBarBackButtonHidden(sample() as Bool) as any View
    _ = subject.navigationBarBackButtonHidden() as any View
}
