import SwiftParser
import SwiftSyntax

/// A `UIView` helper that takes arguments (`snapshot(afterScreenUpdates:)`, `asImage(scale:)`): its body is read
/// again at each call on a hosting view, with its parameters bound to that call's arguments, because the bitmap it
/// draws may depend on them.
struct ParameterizedHelper: Sendable {
    /// One parameter: the label a call writes (`_` for none), the name the body uses, and its default value.
    struct Parameter: Sendable {
        let label: String
        let name: String
        let defaultValue: String?
    }

    let parameters: [Parameter]
    /// The body with its implicit view rebased onto `controller.view` (as `HelperCatalog.read` does).
    let statements: String
    /// The declared return type.
    let returns: String

    /// How calls spell a helper: `snapshot(afterScreenUpdates:)`, `asImage(_:)`.
    static func key(name: String, labels: [String]) -> String {
        "\(name)(\(labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined()))"
    }

    /// The helper's full name, all its parameters' labels included.
    func key(_ name: String) -> String {
        Self.key(name: name, labels: parameters.map { $0.label == "_" ? "" : $0.label })
    }

    /// The helper of a `UIView` extension method with parameters, or `nil`.
    init?(_ function: FunctionDeclSyntax) {
        let list = function.signature.parameterClause.parameters
        guard !list.isEmpty, let body = function.body, let returns = function.signature.returnClause?.type else {
            return nil
        }
        parameters = list.map { parameter in
            Parameter(label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                      defaultValue: parameter.defaultValue?.value.trimmedDescription)
        }
        statements = HelperCatalog.rebased(body.statements)
        self.returns = returns.trimmedDescription
    }

    /// The bitmap the helper draws for a call with `arguments` (label, expression text), or `nil` when the call does
    /// not match the parameters, the body is not a recipe this tool reads, or the bitmap's scale or opacity depend
    /// on something else than an argument.
    func bitmap(for arguments: [(label: String, value: String)]) -> RecipeInterpreter.Bitmap? {
        var values: [String: String] = [:]
        var remaining = arguments[...]
        for parameter in parameters {
            let label = parameter.label == "_" ? "" : parameter.label
            if let next = remaining.first, next.label == label {
                values[parameter.name] = next.value
                remaining = remaining.dropFirst()
            } else if let value = parameter.defaultValue {
                values[parameter.name] = value
            } else {
                return nil
            }
        }
        guard remaining.isEmpty else { return nil }
        let bindings = parameters.map { "let \($0.name) = \(values[$0.name] ?? "")" }.joined(separator: "\n")
        let source = """
            func helper() -> \(returns) {
                let controller = UIHostingController(rootView: content)
                controller.view.bounds = CGRect(origin: .zero, size: controller.view.bounds.size)
                \(bindings)
                \(statements)
            }
            """
        guard let synthetic = Parser.parse(source: source).descendants(FunctionDeclSyntax.self).first else {
            return nil
        }
        var interpreter = RecipeInterpreter()
        guard (try? interpreter.interpret(synthetic)) != nil, var bitmap = interpreter.drawnBitmap else { return nil }
        // A scale or opacity that is a parameter becomes that call's argument; anything else the body computed
        // from its parameters cannot be written at the call site.
        if case .expression(let scale) = bitmap.scale {
            guard let value = substitute(scale, values) else { return nil }
            bitmap.scale = .expression(value)
        }
        if let opaque = bitmap.opaque {
            guard let value = substitute(opaque, values) else { return nil }
            bitmap.opaque = value
        }
        bitmap.optional = returns.hasSuffix("?")
        return bitmap
    }

    /// `text` with a parameter name replaced by its value; `nil` when it mentions a parameter otherwise.
    private func substitute(_ text: String, _ values: [String: String]) -> String? {
        if let value = values[text] { return value }
        let tokens = Parser.parseExpression(text).tokens(viewMode: .sourceAccurate)
        return tokens.contains { values[$0.text] != nil } ? nil : text
    }
}
