// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2c15a41ebf TableStyle.Body
@MainActor func use_2c15a41ebf<Self_: TableStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u46cd0aff78 TableStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_46cd0aff78<Self_: TableStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// ua903801740 TableStyle.Configuration
@MainActor func use_a903801740<Self_: TableStyle>(_ generics: (Self_).Type) {
    let _: (TableStyleConfiguration).Type = Self_.Configuration.self
}
