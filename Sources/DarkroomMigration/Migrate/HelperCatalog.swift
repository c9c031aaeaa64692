import SwiftParser
import SwiftSyntax

/// `UIView` helpers (legacy-patterns.md L5: `asImage()`, `snapshot()`, …) and the bitmap each one draws its view
/// into, so that a call on a hosting view can be migrated while the helper itself stays for plain UIKit views.
///
/// A helper qualifies when it is a parameterless `UIView` extension method returning `UIImage` or `UIImage?` whose
/// body, read with its view as a hosting controller's view, is a recipe the interpreter understands and draws a
/// bitmap exactly the view's bounds size.
public struct HelperCatalog: Sendable {
    var bitmaps: [String: RecipeInterpreter.Bitmap] = [:]

    public init() {}

    /// The helpers declared in `texts` (files with syntax errors are ignored here; they are reported elsewhere).
    public init(texts: [String]) {
        for text in texts {
            let tree = Parser.parse(source: text)
            guard !tree.hasError else { continue }
            for function in tree.descendants(FunctionDeclSyntax.self) {
                guard let name = Self.helperName(function), let bitmap = Self.read(function) else { continue }
                bitmaps[name] = bitmap
            }
        }
    }

    /// The helpers found, by name.
    public var names: [String] { bitmaps.keys.sorted() }

    /// The name of a parameterless `UIView` extension method, or `nil`.
    static func helperName(_ function: FunctionDeclSyntax) -> String? {
        guard function.signature.parameterClause.parameters.isEmpty,
              let member = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
              member.extendedType.trimmedDescription == "UIView" else { return nil }
        return function.name.text
    }

    /// Reads the helper as if its view were `controller.view` of a hosting controller sized to the bounds.
    static func read(_ function: FunctionDeclSyntax) -> RecipeInterpreter.Bitmap? {
        guard let body = function.body, let returnClause = function.signature.returnClause else { return nil }
        let rebased = ViewReferenceRebaser().rewrite(body).trimmedDescription
        let source = """
            func helper() \(returnClause.trimmedDescription) {
                let controller = UIHostingController(rootView: content)
                controller.view.bounds = CGRect(origin: .zero, size: controller.view.bounds.size)
                \(String(rebased.dropFirst().dropLast()))
            }
            """
        let functions = Parser.parse(source: source).descendants(FunctionDeclSyntax.self)
        guard let synthetic = functions.first else { return nil }
        var interpreter = RecipeInterpreter()
        guard (try? interpreter.interpret(synthetic)) != nil else { return nil }
        return interpreter.drawnBitmap
    }
}

/// Rewrites a `UIView` method body so its implicit view reads `controller.view`: `bounds` → `controller.view.bounds`,
/// `self.layer` → `controller.view.layer`, `drawHierarchy(…)` → `controller.view.drawHierarchy(…)`.
private final class ViewReferenceRebaser: SyntaxRewriter {
    static let members: Set<String> = ["bounds", "frame", "layer", "drawHierarchy", "isOpaque", "backgroundColor"]

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        guard !isMemberName else { return ExprSyntax(node) }
        if name == "self" || Self.members.contains(name) {
            let text = name == "self" ? "controller.view" : "controller.view.\(name)"
            return Parser.parseExpression(text).with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
        return ExprSyntax(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        // `self.bounds`: the base becomes `controller.view`, the member stays.
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
            let text = "controller.view.\(node.declName.baseName.text)"
            return Parser.parseExpression(text).with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
        return super.visit(node)
    }
}
