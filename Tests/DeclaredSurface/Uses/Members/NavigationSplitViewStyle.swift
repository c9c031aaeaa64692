// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u21cda8d779 NavigationSplitViewStyle.Body
@MainActor func use_21cda8d779<Self_: NavigationSplitViewStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// udcff04a6b5 NavigationSplitViewStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_dcff04a6b5<Self_: NavigationSplitViewStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u9eadce2653 NavigationSplitViewStyle.Configuration
@MainActor func use_9eadce2653<Self_: NavigationSplitViewStyle>(_ generics: (Self_).Type) {
    let _: (NavigationSplitViewStyleConfiguration).Type = Self_.Configuration.self
}
