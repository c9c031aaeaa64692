// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0f00c81c70 View.fileExporterFilenameLabel(_: Text?)
@MainActor func use_0f00c81c70<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileExporterFilenameLabel(sample() as Text?) as any View
}

// u20e3d40049 View.fileExporterFilenameLabel(_: LocalizedStringKey)
@MainActor func use_20e3d40049<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileExporterFilenameLabel(sample() as LocalizedStringKey) as any View
}

// u478876b893 View.fileExporterFilenameLabel<S>(_: S) where S : StringProtocol
@MainActor func use_478876b893<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.fileExporterFilenameLabel(sample() as S) as any View
}
