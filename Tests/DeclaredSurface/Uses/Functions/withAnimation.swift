// Functions: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u47f25656b4 withAnimation<Result>(_: Animation?, completionCriteria: AnimationCompletionCriteria, _: () throws ->
//   Result, completion: () -> Void)
@MainActor func use_47f25656b4<Result>(_ generics: (Result).Type) throws {
    let _: Result = try withAnimation(
        sample() as Animation?,
        completionCriteria: sample() as AnimationCompletionCriteria,
        sample() as () throws -> Result,
        completion: sample() as () -> Void
    )
    let _: Result = try withAnimation(
        sample() as Animation?,
        sample() as () throws -> Result,
        completion: sample() as () -> Void
    )
}

// ubcd422fe79 withAnimation<Result>(_: Animation?, _: () throws -> Result)
@MainActor func use_bcd422fe79<Result>(_ generics: (Result).Type) throws {
    let _: Result = try withAnimation(sample() as Animation?, sample() as () throws -> Result)
    let _: Result = try withAnimation(sample() as Animation?, sample() as () throws -> Result)
}
