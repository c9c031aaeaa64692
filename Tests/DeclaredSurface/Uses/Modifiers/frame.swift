// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7196ff2007 View.frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
@MainActor func use_7196ff2007<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.frame(
        width: sample() as CGFloat?,
        height: sample() as CGFloat?,
        alignment: sample() as Alignment
    ) as any View
    _ = subject.frame() as any View
}

// u581847ad1b View.frame()
@MainActor func use_581847ad1b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.frame() as any View
}

// u53fed66a61 View.frame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
//   idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
@MainActor func use_53fed66a61<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.frame(
        minWidth: sample() as CGFloat?,
        idealWidth: sample() as CGFloat?,
        maxWidth: sample() as CGFloat?,
        minHeight: sample() as CGFloat?,
        idealHeight: sample() as CGFloat?,
        maxHeight: sample() as CGFloat?,
        alignment: sample() as Alignment
    ) as any View
    _ = subject.frame() as any View
}
