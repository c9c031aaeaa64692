import DarkroomMigration
import SwiftSyntax

/// The scratch copy's second widening rule, beside `adopt`'s lone `#if os(iOS)`: in an `#if … #elseif …` chain
/// with no `#else` where no clause holds on Linux, the first clause written for iOS (its condition names
/// `os(iOS)` or `canImport(UIKit)`) is compiled.
///
/// Such chains pick a value per platform (`#if os(iOS) || os(macOS) .init() #elseif os(tvOS) .init(…) #endif`
/// as a getter's body); with no clause compiled the getter has no return and the declaration, and everything
/// that uses it, would be left out. The code is written for iOS, which is what a preview shows.
enum IOSClauseWidening {
    /// The clause of `ifConfig` this rule compiles on Linux, or `nil` when the rule does not apply.
    static func widenedClause(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        guard ImportAdopter.widenableCondition(ifConfig) == nil,
              ifConfig.clauses.allSatisfy({ $0.condition != nil }) else { return nil }
        for clause in ifConfig.clauses {
            guard let condition = clause.condition, LinuxConditions.evaluate(condition) == false else { return nil }
        }
        return ifConfig.clauses.first { clause in
            let text = clause.condition?.trimmedDescription.filter { !$0.isWhitespace } ?? ""
            return (text.contains("os(iOS)") && !text.contains("!os(iOS)"))
                || (text.contains("canImport(UIKit)") && !text.contains("!canImport(UIKit)"))
        }
    }

    /// Edits that append `|| os(Linux)` to each widened clause's condition in `tree` (byte offsets).
    static func edits(_ tree: SourceFileSyntax) -> [(start: Int, end: Int, replacement: String)] {
        tree.descendantNodes().compactMap { node in
            guard let ifConfig = node.as(IfConfigDeclSyntax.self), let clause = widenedClause(ifConfig),
                  let condition = clause.condition else { return nil }
            return (condition.positionAfterSkippingLeadingTrivia.utf8Offset,
                    condition.endPositionBeforeTrailingTrivia.utf8Offset,
                    "(\(condition.trimmedDescription)) || os(Linux)")
        }
    }
}
