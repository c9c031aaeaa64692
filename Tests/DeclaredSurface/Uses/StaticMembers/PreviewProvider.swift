// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud8d20349a9 static PreviewProvider.previews
@MainActor func use_d8d20349a9<Self_: PreviewProvider>(_ generics: (Self_).Type) {
    let _: Self_.Previews = Self_.previews
}

// ueaf3c67080 static PreviewProvider.platform
@MainActor func use_eaf3c67080<Self_: PreviewProvider>(_ generics: (Self_).Type) {
    let _: PreviewPlatform? = Self_.platform
}
