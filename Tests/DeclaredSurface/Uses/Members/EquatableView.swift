// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2ac583f939 EquatableView.content
@MainActor func use_2ac583f939<Content: Equatable & View>(
    _ subject: EquatableView<Content>,
    _ generics: (Content).Type
) {
    var subject = subject
    let _: Content = subject.content
    subject.content = sample() as Content
}
