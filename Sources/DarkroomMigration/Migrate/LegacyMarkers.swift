import SwiftSyntax

/// The names that show a legacy snapshot recipe (docs/migration.md, "What each recipe becomes") or a modern renderer.
enum LegacyMarkers {
    static let legacy: Set<String> = [
        "UIHostingController", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsBeginImageContext",
        "UIGraphicsImageRenderer", "UIGraphicsPDFRenderer", "UIWindow", "drawHierarchy",
    ]
    static let modern = "ImageRenderer"

    /// Identifier tokens of the node that name a legacy API, plus `layer.render(in:)` calls.
    static func legacyTokens(in node: some SyntaxProtocol) -> [TokenSyntax] {
        node.tokens(viewMode: .sourceAccurate).filter { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            if legacy.contains(name) { return true }
            if name == "render", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
               member.base?.trimmedDescription.hasSuffix("layer") == true { return true }
            return false
        }
    }

    /// Whether the node draws a view (a hosting controller, a window, `drawHierarchy`, `layer.render(in:)`), as
    /// opposed to plain Core Graphics drawing into a `UIGraphics` context, which DarkroomCompat runs as written.
    static func drawsAView(_ node: some SyntaxProtocol) -> Bool {
        legacyTokens(in: node).contains { token in
            ["UIHostingController", "UIWindow", "drawHierarchy", "render"].contains(token.text)
        }
    }

    /// Whether the node makes or hands on an image: it draws (`drawHierarchy`, `layer.render(in:)`, a `UIGraphics`
    /// context or renderer) or names `UIImage` (a helper's result, a return type). A function that only hosts a
    /// view (embedding it in a parent controller, returning a controller for snapshot tests) does neither.
    static func makesAnImage(_ node: some SyntaxProtocol) -> Bool {
        let names: Set<String> = [
            "drawHierarchy", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsBeginImageContext",
            "UIGraphicsImageRenderer", "UIGraphicsPDFRenderer", "UIImage", modern,
        ]
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return names.contains(name) || legacyTokens(in: token).contains { $0.text == "render" }
        }
    }

    static func mentions(_ name: String, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}
