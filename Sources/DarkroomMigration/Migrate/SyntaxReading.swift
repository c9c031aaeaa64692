import SwiftSyntax

/// Small readers over statements, shared by the recipe interpreter.
enum SyntaxReading {
    /// Text with whitespace, optional chaining/forcing marks and a leading `self.` removed, for comparing
    /// expressions the way the legacy code spells them (`view?.bounds`, `controller.view!.bounds`).
    static func norm(_ text: String) -> String {
        var out = text.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        while out.hasPrefix("self.") { out.removeFirst(5) }
        return out
    }

    static func norm(_ node: some SyntaxProtocol) -> String { norm(node.trimmedDescription) }

    /// `let x = e` / `var x = e` / `let x: T = e`: the name and the initial value.
    static func binding(_ item: CodeBlockItemSyntax) -> (name: String, value: ExprSyntax)? {
        guard let decl = item.item.as(VariableDeclSyntax.self), decl.bindings.count == 1,
              let binding = decl.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value else { return nil }
        return (name, value)
    }

    /// `lhs = rhs` as a statement.
    static func assignment(_ item: CodeBlockItemSyntax) -> (target: String, value: ExprSyntax)? {
        guard let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
              let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
        let parts = Array(sequence.elements)
        guard parts[1].is(AssignmentExprSyntax.self) else { return nil }
        if parts.count == 3 { return (norm(parts[0]), parts[2]) }
        // `x = a * b`: the right-hand side is the rest of the unfolded sequence.
        let rest = SequenceExprSyntax(elements: ExprListSyntax(Array(parts[2...])))
        return (norm(parts[0]), ExprSyntax(rest))
    }

    /// The expression of an expression statement (a call, usually), looking through `_ = e`.
    static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        if let assigned = assignment(item), assigned.target == "_" { return assigned.value }
        if let expr = item.item.as(ExprSyntax.self) { return expr }
        return item.item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// A call's callee text (normalised) and its arguments by label (`""` for unlabelled ones, in order).
    static func call(_ expr: ExprSyntax) -> (callee: String, arguments: [(label: String, value: ExprSyntax)],
                                               trailing: ClosureExprSyntax?)? {
        var expr = expr
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { expr = forced.expression }
        if let tried = expr.as(TryExprSyntax.self) { expr = tried.expression }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = call.arguments.map { ($0.label?.text ?? "", $0.expression) }
        return (norm(call.calledExpression), arguments, call.trailingClosure)
    }

    /// `CGRect(origin: o, size: s)` → (o, s);
    /// `CGRect(x:y:width:height:)` → (`CGPoint(x:y:)`, `CGSize(width:height:)`).
    static func rect(_ expr: ExprSyntax) -> (origin: String, size: String)? {
        guard let call = call(expr), call.callee == "CGRect" else { return nil }
        let labels = call.arguments.map(\.label)
        if labels == ["origin", "size"] {
            return (call.arguments[0].value.trimmedDescription, call.arguments[1].value.trimmedDescription)
        }
        if labels == ["x", "y", "width", "height"] {
            let v = call.arguments.map { $0.value.trimmedDescription }
            return ("CGPoint(x: \(v[0]), y: \(v[1]))", "CGSize(width: \(v[2]), height: \(v[3]))")
        }
        return nil
    }

    /// Whether an origin expression is the zero point.
    static func isZeroOrigin(_ text: String) -> Bool {
        let n = norm(text)
        return n == ".zero" || n == "CGPoint.zero" || n == "CGPoint(x:0,y:0)" || n == "CGPoint(x:0.0,y:0.0)"
    }

    /// Whether a scale argument is UIKit's "use the screen's scale" zero.
    static func isZeroScale(_ text: String) -> Bool {
        let n = norm(text)
        return n == "0" || n == "0.0" || n == "CGFloat(0)" || n == ".zero"
    }
}
