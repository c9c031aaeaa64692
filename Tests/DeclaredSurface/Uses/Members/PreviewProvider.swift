// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u52d509cc41 PreviewProvider.Previews
@MainActor func use_52d509cc41<Self_: PreviewProvider>(_ generics: (Self_).Type) {
    _ = Self_.Previews.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Previews.self)
}
