import SwiftSyntax

/// Finds the `#Preview` bodies that declare a type of their own, as `struct Preview: View { … }` followed by
/// `return Preview()`, or a function (`func row(_ c: Color) -> some View`, whose opaque result is such a type).
///
/// Such a body cannot be handed to `PreviewBody`'s generic initialisers: the closure's inferred type would
/// name a type declared inside the closure, and swift-frontend 6.3 recurses without end mangling it (signal
/// 11 while type-checking the file). The scratch copy calls `PreviewBody.localTypes(…)` for them instead,
/// whose closures return `any View`, `UIView` or `UIViewController`.
enum LocalTypeBodies {
    /// The byte offsets where each such `#Preview` starts in `tree`.
    static func previewStarts(in tree: SourceFileSyntax) -> Set<Int> {
        var starts: Set<Int> = []
        for node in tree.descendantNodes() {
            let closures: [ClosureExprSyntax]
            if let decl = node.as(MacroExpansionDeclSyntax.self), decl.macroName.text == "Preview" {
                closures = Self.closures(decl.trailingClosure, decl.additionalTrailingClosures, decl.arguments)
            } else if let expr = node.as(MacroExpansionExprSyntax.self), expr.macroName.text == "Preview" {
                closures = Self.closures(expr.trailingClosure, expr.additionalTrailingClosures, expr.arguments)
            } else {
                continue
            }
            if closures.contains(where: declaresType) {
                starts.insert(node.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }
        return starts
    }

    private static func closures(_ trailing: ClosureExprSyntax?, _ additional: MultipleTrailingClosureElementListSyntax,
                                 _ arguments: LabeledExprListSyntax) -> [ClosureExprSyntax] {
        [trailing].compactMap { $0 } + additional.map(\.closure)
            + arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    }

    /// Whether a statement at the closure's top level declares a type, or a function (whose `some View`
    /// result is a type declared inside the closure just the same).
    private static func declaresType(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.contains { statement in
            let item = statement.item
            return item.is(StructDeclSyntax.self) || item.is(ClassDeclSyntax.self) || item.is(EnumDeclSyntax.self)
                || item.is(ActorDeclSyntax.self) || item.is(FunctionDeclSyntax.self)
        }
    }
}
