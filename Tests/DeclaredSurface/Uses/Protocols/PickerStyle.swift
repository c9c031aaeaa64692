// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5f4625110a PickerStyle
@MainActor func use_5f4625110a<T: PickerStyle>(_ generics: (T).Type) {
    func accept<S: PickerStyle>(_ type: S.Type) {}
    accept(T.self)
}
