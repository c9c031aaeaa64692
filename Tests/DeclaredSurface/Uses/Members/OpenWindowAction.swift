// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf8652b7792 OpenWindowAction.callAsFunction<D>(value: D) where D : Decodable, D : Encodable, D : Hashable
@MainActor func use_f8652b7792<D: Decodable & Encodable & Hashable>(_ subject: OpenWindowAction, _ generics: (D).Type) {
    subject.callAsFunction(value: sample() as D)
}

// u7b639e6720 OpenWindowAction.callAsFunction(id: String)
@MainActor func use_7b639e6720(_ subject: OpenWindowAction) {
    subject.callAsFunction(id: sample() as String)
}

// ud88f65c5a8 OpenWindowAction.callAsFunction<D>(id: String, value: D) where D : Decodable, D : Encodable, D : Hashable
@MainActor func use_d88f65c5a8<D: Decodable & Encodable & Hashable>(_ subject: OpenWindowAction, _ generics: (D).Type) {
    subject.callAsFunction(id: sample() as String, value: sample() as D)
}
