import SwiftSyntax

/// The block of statements that holds a recipe's hosting controller, and what owns it: a function's body, a computed
/// property's getter (the `private var renderedImage: UIImage { … }` helper property), or a closure (a button's
/// action, a `Task`, a sheet's `onAppear`).
///
/// A recipe that returns its image from a function or getter body replaces the whole body; any other recipe (it
/// binds or stores the image, or sits in a closure) is rewritten in place, statement by statement.
struct RecipeBlock {
    /// The statements the interpreter reads.
    let statements: CodeBlockItemListSyntax
    /// The function or property declaration that owns the body (where `@MainActor` goes); `nil` for a closure.
    let owner: DeclSyntax?
    /// The declared type of what the body returns (`UIImage`, `UIImage?`); `nil` for Void and closures.
    let returnType: TypeSyntax?
    /// The node a report names: the function's or property's name, or the closure.
    let name: Syntax

    /// Whether the block is a function's or getter's body (a `return` there is the function's result).
    var isBody: Bool { owner != nil }

    /// The block of `container` holding `let x = UIHostingController(rootView: …)`, if it is a body or closure.
    init?(in container: Syntax) {
        let hosting = container.descendants(CodeBlockItemSyntax.self).first { item in
            guard let (_, value) = SyntaxReading.binding(item), let call = SyntaxReading.call(value) else {
                return false
            }
            return call.callee == "UIHostingController"
        }
        guard let list = hosting?.parent?.as(CodeBlockItemListSyntax.self), let parent = list.parent else {
            return nil
        }
        statements = list
        if let closure = parent.as(ClosureExprSyntax.self) {
            owner = nil
            returnType = nil
            name = Syntax(closure)
            return
        }
        if let function = parent.parent?.as(FunctionDeclSyntax.self), parent.is(CodeBlockSyntax.self) {
            owner = DeclSyntax(function)
            returnType = function.signature.returnClause?.type
            name = Syntax(function.name)
            return
        }
        // `var x: T { … }` (the list sits in the accessor block) or `var x: T { get { … } }`.
        var node: Syntax? = parent
        if parent.is(CodeBlockSyntax.self), let accessor = parent.parent?.as(AccessorDeclSyntax.self) {
            guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            node = accessor.parent?.parent
        }
        guard let block = node?.as(AccessorBlockSyntax.self), let binding = block.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        owner = DeclSyntax(variable)
        returnType = binding.typeAnnotation?.type
        name = Syntax(binding.pattern)
    }

    /// The names the block's statements declare (a renderer must not take one of them).
    var declaredNames: Set<String> {
        Set(statements.compactMap { SyntaxReading.binding($0)?.name })
    }
}
