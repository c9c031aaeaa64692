// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud7b9f79d9a DismissWindowAction.callAsFunction()
@MainActor func use_d7b9f79d9a(_ subject: DismissWindowAction) {
    subject.callAsFunction()
}

// ub6bf08d850 DismissWindowAction.callAsFunction(id: String)
@MainActor func use_b6bf08d850(_ subject: DismissWindowAction) {
    subject.callAsFunction(id: sample() as String)
}

// u78ec091c71 DismissWindowAction.callAsFunction<D>(value: D) where D : Decodable, D : Encodable, D : Hashable
@MainActor func use_78ec091c71<D: Decodable & Encodable & Hashable>(
    _ subject: DismissWindowAction,
    _ generics: (D).Type
) {
    subject.callAsFunction(value: sample() as D)
}

// ufd7fd2f566 DismissWindowAction.callAsFunction<D>(id: String, value: D) where D : Decodable, D : Encodable, D :
//   Hashable
@MainActor func use_fd7fd2f566<D: Decodable & Encodable & Hashable>(
    _ subject: DismissWindowAction,
    _ generics: (D).Type
) {
    subject.callAsFunction(id: sample() as String, value: sample() as D)
}
