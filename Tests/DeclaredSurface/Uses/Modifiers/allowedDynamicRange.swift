// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0652715b43 Image.allowedDynamicRange(_: Image.DynamicRange?)
@MainActor func use_0652715b43(_ subject: Image) {
    let _: Image = subject.allowedDynamicRange(sample() as Image.DynamicRange?)
}

// ucdbd0a67c8 View.allowedDynamicRange(_: Image.DynamicRange?)
@MainActor func use_cdbd0a67c8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.allowedDynamicRange(sample() as Image.DynamicRange?) as any View
}
