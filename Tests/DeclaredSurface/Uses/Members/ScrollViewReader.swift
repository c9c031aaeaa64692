// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua66a017bdd ScrollViewReader.content
@MainActor func use_a66a017bdd<Content: View>(_ subject: ScrollViewReader<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: (ScrollViewProxy) -> Content = subject.content
    subject.content = sample() as (ScrollViewProxy) -> Content
}
