// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u971d897426 ScrollView.content
@MainActor func use_971d897426<Content: View>(_ subject: ScrollView<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Content = subject.content
    subject.content = sample() as Content
}

// uaa1be76e04 ScrollView.axes
@MainActor func use_aa1be76e04<Content: View>(_ subject: ScrollView<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Axis.Set = subject.axes
    subject.axes = sample() as Axis.Set
}

// u84038656aa ScrollView.showsIndicators
@MainActor func use_84038656aa<Content: View>(_ subject: ScrollView<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Bool = subject.showsIndicators
    subject.showsIndicators = sample() as Bool
}
