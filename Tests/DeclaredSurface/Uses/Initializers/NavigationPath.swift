// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u02d3327726 NavigationPath.init()
@MainActor func use_02d3327726() {
    let _: NavigationPath = NavigationPath()
}

// ub0e14dd290 NavigationPath.init<S>(_: S) where S : Sequence, S.Element : Hashable
@MainActor func use_b0e14dd290<S: Sequence>(_ generics: (S).Type) where S.Element : Hashable {
    let _: NavigationPath = NavigationPath(sample() as S)
}

// u28d3f37861 NavigationPath.init<S>(_: S) where S : Sequence, S.Element : Decodable, S.Element : Encodable, S.Element
//   : Hashable
@MainActor func use_28d3f37861<S: Sequence>(
    _ generics: (S).Type
) where S.Element : Decodable, S.Element : Encodable, S.Element : Hashable {
    let _: NavigationPath = NavigationPath(sample() as S)
}

// ua3f756877c NavigationPath.init(_: NavigationPath.CodableRepresentation)
@MainActor func use_a3f756877c() {
    let _: NavigationPath = NavigationPath(sample() as NavigationPath.CodableRepresentation)
}

// ua69f032b24 NavigationPath.CodableRepresentation.init(from: any Decoder)
@MainActor func use_a69f032b24() throws {
    let _: NavigationPath.CodableRepresentation = try NavigationPath.CodableRepresentation(
        from: sample() as any Decoder
    )
}
