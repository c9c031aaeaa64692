import DarkroomMigration
import SwiftSyntax

/// Whether code inside `#if` blocks is compiled in a scratch build: conditions evaluated for Linux, after
/// `adopt` widened lone `#if os(iOS)` / `#if canImport(UIKit)` blocks (the same rule, `ImportAdopter`) and
/// the scratch copy widened chains no clause of which holds on Linux (`IOSClauseWidening`).
///
/// Used to find imports that are compiled although written inside `#if` (`#if !os(visionOS) import Photos`),
/// which must be checked before the first compile as unconditional ones are. `nil` means "cannot tell".
enum LinuxConditions {
    /// Modules `canImport` finds on Linux in a scratch build.
    static let importable: Set<String> = ["Foundation", "Dispatch", "Glibc", "Observation", "Darkroom",
                                          "DarkroomCompat", "DarkroomCharts", "OpenCombine"]

    /// Whether `node` (inside any number of `#if` clauses) is compiled.
    static func isCompiled(_ node: Syntax) -> Bool? {
        var parent = node.parent
        while let current = parent {
            if let clause = current.as(IfConfigClauseSyntax.self),
               let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                guard let active = isActive(clause, of: ifConfig) else { return nil }
                if !active { return false }
            }
            parent = current.parent
        }
        return true
    }

    /// Whether `clause` is the one of `ifConfig` that is compiled.
    static func isActive(_ clause: IfConfigClauseSyntax, of ifConfig: IfConfigDeclSyntax) -> Bool? {
        if ImportAdopter.widenableCondition(ifConfig) != nil { return true }
        if let widened = IOSClauseWidening.widenedClause(ifConfig) { return widened.id == clause.id }
        for candidate in ifConfig.clauses {
            let value: Bool?
            if let condition = candidate.condition { value = evaluate(condition) } else { value = true }
            if candidate.id == clause.id { return value == nil ? nil : value }
            guard let value else { return nil }
            if value { return false }
        }
        return false
    }

    /// A condition's value on Linux, or `nil` when it names something that cannot be known here.
    static func evaluate(_ expression: ExprSyntax) -> Bool? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map(!)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let inner = tuple.elements.first?.expression {
            return evaluate(inner)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return combine(evaluate(infix.leftOperand), infix.operator.trimmedDescription,
                           evaluate(infix.rightOperand))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "DEBUG"
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.text == "true" }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch name {
        case "os": return argument == "Linux"
        case "canImport": return importable.contains(argument)
        case "arch": return argument == "x86_64"
        case "targetEnvironment": return false
        case "swift", "compiler", "hasFeature", "hasAttribute": return true
        default: return nil
        }
    }

    /// `a && b || c` as the parser leaves it (unfolded): `&&` binds tighter than `||`.
    private static func evaluate(sequence elements: [ExprSyntax]) -> Bool? {
        var orTerms: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { orTerms.append([]) } else if op.operator.text != "&&" { return nil }
            } else {
                orTerms[orTerms.count - 1].append(element)
            }
        }
        var result: Bool? = false
        for term in orTerms {
            var value: Bool? = true
            for operand in term { value = combine(value, "&&", evaluate(operand)) }
            result = combine(result, "||", value)
        }
        return result
    }

    private static func combine(_ left: Bool?, _ op: String, _ right: Bool?) -> Bool? {
        switch op {
        case "&&":
            if left == false || right == false { return false }
            return left == nil || right == nil ? nil : true
        case "||":
            if left == true || right == true { return true }
            return left == nil || right == nil ? nil : false
        default: return nil
        }
    }
}
