// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa55a1da4e DatePickerStyle.Body
@MainActor func use_fa55a1da4e<Self_: DatePickerStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u3f55dab3ad DatePickerStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_3f55dab3ad<Self_: DatePickerStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u7039737b5e DatePickerStyle.Configuration
@MainActor func use_7039737b5e<Self_: DatePickerStyle>(_ generics: (Self_).Type) {
    let _: (DatePickerStyleConfiguration).Type = Self_.Configuration.self
}
