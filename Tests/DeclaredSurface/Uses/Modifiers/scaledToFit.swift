// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u647c53f393 View.scaledToFit()
@MainActor func use_647c53f393<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scaledToFit() as any View
}
