// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ef278ca81 PrimitiveButtonStyle.Body
@MainActor func use_4ef278ca81<Self_: PrimitiveButtonStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// ua2eaab4f41 PrimitiveButtonStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_a2eaab4f41<Self_: PrimitiveButtonStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u94bd3c9fa4 PrimitiveButtonStyle.Configuration
@MainActor func use_94bd3c9fa4<Self_: PrimitiveButtonStyle>(_ generics: (Self_).Type) {
    let _: (PrimitiveButtonStyleConfiguration).Type = Self_.Configuration.self
}
