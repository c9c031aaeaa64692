// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ddea39742 NavigationPath.count
@MainActor func use_4ddea39742(_ subject: NavigationPath) {
    let _: Int = subject.count
}

// u13d517ebc6 NavigationPath.isEmpty
@MainActor func use_13d517ebc6(_ subject: NavigationPath) {
    let _: Bool = subject.isEmpty
}

// uf174ab8d22 NavigationPath.codable
@MainActor func use_f174ab8d22(_ subject: NavigationPath) {
    let _: NavigationPath.CodableRepresentation? = subject.codable
}

// u082ed2fb1b NavigationPath.append<V>(_: V) where V : Hashable
@MainActor func use_082ed2fb1b<V: Hashable>(_ subject: NavigationPath, _ generics: (V).Type) {
    var subject = subject
    subject.append(sample() as V)
}

// u12a1f0f886 NavigationPath.append<V>(_: V) where V : Decodable, V : Encodable, V : Hashable
@MainActor func use_12a1f0f886<V: Decodable & Encodable & Hashable>(_ subject: NavigationPath, _ generics: (V).Type) {
    var subject = subject
    subject.append(sample() as V)
}

// u4e9c17482e NavigationPath.removeLast(_: Int)
@MainActor func use_4e9c17482e(_ subject: NavigationPath) {
    var subject = subject
    subject.removeLast(sample() as Int)
    subject.removeLast()
}

// u635d45dbfc NavigationPath.CodableRepresentation.encode(to: any Encoder)
@MainActor func use_635d45dbfc(_ subject: NavigationPath.CodableRepresentation) throws {
    try subject.encode(to: sample() as any Encoder)
}
