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

    static func mentions(_ name: String, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}
