// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua44d01cc86 ControlGroupStyle.Body
@MainActor func use_a44d01cc86<Self_: ControlGroupStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u985f250e0c ControlGroupStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_985f250e0c<Self_: ControlGroupStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// ue6b4f3193d ControlGroupStyle.Configuration
@MainActor func use_e6b4f3193d<Self_: ControlGroupStyle>(_ generics: (Self_).Type) {
    let _: (ControlGroupStyleConfiguration).Type = Self_.Configuration.self
}
