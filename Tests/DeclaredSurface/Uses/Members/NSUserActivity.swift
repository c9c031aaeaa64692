// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua25599ad66 NSUserActivity.typedPayload<T>(_: T.Type) where T : Decodable, T : Encodable
@MainActor func use_a25599ad66<T: Decodable & Encodable>(_ subject: NSUserActivity, _ generics: (T).Type) throws {
    let _: T = try subject.typedPayload(sample() as T.Type)
}

// ueb106ac000 NSUserActivity.setTypedPayload<T>(_: T) where T : Decodable, T : Encodable
@MainActor func use_eb106ac000<T: Decodable & Encodable>(_ subject: NSUserActivity, _ generics: (T).Type) throws {
    try subject.setTypedPayload(sample() as T)
}
