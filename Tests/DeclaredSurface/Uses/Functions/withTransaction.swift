// Functions: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ff5abc7ae withTransaction<Result>(_: Transaction, _: () throws -> Result)
@MainActor func use_9ff5abc7ae<Result>(_ generics: (Result).Type) throws {
    let _: Result = try withTransaction(sample() as Transaction, sample() as () throws -> Result)
}

// udd34e83a26 withTransaction<R, V>(_: WritableKeyPath<Transaction, V>, _: V, _: () throws -> R)
@MainActor func use_dd34e83a26<R, V>(_ generics: (R, V).Type) throws {
    let _: R = try withTransaction(
        sample() as WritableKeyPath<Transaction, V>,
        sample() as V,
        sample() as () throws -> R
    )
}
