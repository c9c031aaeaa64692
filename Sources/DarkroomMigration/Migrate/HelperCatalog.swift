import SwiftParser
import SwiftSyntax

/// `UIView` helpers (recipe L5 of docs/migration.md: `asImage()`, `snapshot()`, …) and the bitmap each one draws
/// its view into, so that a call on a hosting view can be migrated while the helper itself stays for plain UIKit
/// views.
///
/// A helper qualifies when it is a parameterless `UIView` extension method returning `UIImage` or `UIImage?` whose
/// body, read with its view as a hosting controller's view, is a recipe the interpreter understands and draws a
/// bitmap exactly the view's bounds size.
public struct HelperCatalog: Sendable {
    var bitmaps: [String: RecipeInterpreter.Bitmap] = [:]
    /// Helpers that take arguments, by base name (`snapshot`): a call may leave out defaulted arguments, so its
    /// labels alone do not name the helper.
    var parameterized: [String: [ParameterizedHelper]] = [:]

    /// An empty catalogue: calls of `UIView` helpers are then skipped, not migrated.
    public init() {}

    /// The helpers declared in `texts` (files with syntax errors are ignored here; they are reported elsewhere).
    public init(texts: [String]) {
        for text in texts {
            let tree = Parser.parse(source: text)
            guard !tree.hasError else { continue }
            for function in tree.descendants(FunctionDeclSyntax.self) {
                if Self.isUIViewMember(Syntax(function)), let helper = ParameterizedHelper(function) {
                    parameterized[function.name.text, default: []].append(helper)
                    continue
                }
                guard let name = Self.helperName(Syntax(function)), let body = function.body,
                      let returnClause = function.signature.returnClause,
                      let bitmap = Self.read(body.statements, returns: returnClause.type) else { continue }
                bitmaps[name] = bitmap
            }
            for property in tree.descendants(VariableDeclSyntax.self) {
                guard let name = Self.helperName(Syntax(property)), let binding = property.bindings.first,
                      let type = binding.typeAnnotation?.type, let statements = Self.getter(binding),
                      let bitmap = Self.read(statements, returns: type) else { continue }
                bitmaps[name] = bitmap
            }
        }
    }

    /// The helpers found, by name (those that take arguments included).
    public var names: [String] {
        (Array(bitmaps.keys) + parameterized.flatMap { name, helpers in helpers.map { $0.key(name) } }).sorted()
    }

    /// The helper's name as its callers spell it: `asImage()` for a parameterless method, `renderedImage` for a
    /// computed property, of a `UIView` extension; `nil` for anything else.
    static func helperName(_ node: Syntax) -> String? {
        guard let member = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
              member.extendedType.trimmedDescription == "UIView" else { return nil }
        if let function = node.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty {
            return function.name.text + "()"
        }
        if let property = node.as(VariableDeclSyntax.self), property.bindings.count == 1,
           let name = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return name
        }
        return nil
    }

    /// Whether the node is a method or property of a `UIView` extension (a helper, whatever its parameters).
    static func isUIViewMember(_ node: Syntax) -> Bool {
        node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == "UIView"
    }

    /// A computed property's getter statements (`var x: T { … }` or `get { … }`).
    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: return statements
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// Reads the helper as if its view were `controller.view` of a hosting controller sized to the bounds.
    /// A `UIView` method's statements with its implicit view written as `controller.view`.
    static func rebased(_ statements: CodeBlockItemListSyntax) -> String {
        ViewReferenceRebaser().rewrite(statements).trimmedDescription
    }

    static func read(_ statements: CodeBlockItemListSyntax, returns type: TypeSyntax) -> RecipeInterpreter.Bitmap? {
        let rebased = Self.rebased(statements)
        let source = """
            func helper() -> \(type.trimmedDescription) {
                let controller = UIHostingController(rootView: content)
                controller.view.bounds = CGRect(origin: .zero, size: controller.view.bounds.size)
                \(rebased)
            }
            """
        let functions = Parser.parse(source: source).descendants(FunctionDeclSyntax.self)
        guard let synthetic = functions.first else { return nil }
        var interpreter = RecipeInterpreter()
        guard (try? interpreter.interpret(synthetic)) != nil, var bitmap = interpreter.drawnBitmap else { return nil }
        bitmap.optional = type.trimmedDescription.hasSuffix("?")
        return bitmap
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
