// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9424926677 DisclosureGroupStyle.Body
@MainActor func use_9424926677<Self_: DisclosureGroupStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// uff0443a4bf DisclosureGroupStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_ff0443a4bf<Self_: DisclosureGroupStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u8235be0708 DisclosureGroupStyle.Configuration
@MainActor func use_8235be0708<Self_: DisclosureGroupStyle>(_ generics: (Self_).Type) {
    let _: (DisclosureGroupStyleConfiguration).Type = Self_.Configuration.self
}
