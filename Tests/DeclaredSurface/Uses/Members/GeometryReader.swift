// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udd9390295f GeometryReader.content
@MainActor func use_dd9390295f<Content: View>(_ subject: GeometryReader<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: (GeometryProxy) -> Content = subject.content
    subject.content = sample() as (GeometryProxy) -> Content
}
