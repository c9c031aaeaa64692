// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u911e284c78 GaugeStyle.Body
@MainActor func use_911e284c78<Self_: GaugeStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u6732e6868a GaugeStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_6732e6868a<Self_: GaugeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// udcbff53906 GaugeStyle.Configuration
@MainActor func use_dcbff53906<Self_: GaugeStyle>(_ generics: (Self_).Type) {
    let _: (GaugeStyleConfiguration).Type = Self_.Configuration.self
}
