// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2d9666d708 Text.accessibilityTextContentType(_: AccessibilityTextContentType)
@MainActor func use_2d9666d708(_ subject: Text) {
    let _: Text = subject.accessibilityTextContentType(sample() as AccessibilityTextContentType)
}

// u3cf5d859fb View.accessibilityTextContentType(_: AccessibilityTextContentType)
@MainActor func use_3cf5d859fb<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityTextContentType(sample() as AccessibilityTextContentType) as any View
}
